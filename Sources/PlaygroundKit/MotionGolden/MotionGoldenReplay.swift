import Canvas
import FoundationEssentials

/// The replay a motion golden test runs: a recording (or a script) replayed
/// against a fresh scene, recording what moved on every frame.
///
/// As ``GoldenFrameReplay`` does, it builds the playground from the scene and
/// the bundled font, with no layers, and replays with ``Replay``; a
/// ``MotionRecorder`` samples the scene after each frame, and a
/// ``MotionFilmstrip`` keeps a few frames for people (only those frames are
/// drawn: drawing never changes the scene, so the numbers are the same as an
/// undrawn replay's). By default the strip shows five frames from the
/// script's first event to a second after its last, where a gesture and its
/// settling are, and the run's last frame (``filmstripFrames(for:frameCount:)``). The motion is exact: the same recording, scene and
/// build give the same bits on every machine, in debug and release.
///
/// ```swift
/// let replay = try MotionGoldenReplay.run(recording: "recording.json", besideFile: #filePath, scene: .makeDefault())
/// assertMotionGolden(replay.motion, filmstrip: replay.filmstrip)
/// try replay.motion.box("Box#1").settles(within: 1.5)
/// ```
public enum MotionGoldenReplay {
    /// The frames a filmstrip shows by default.
    public static let filmstripFrameCount = 6

    /// What a replay recorded.
    public struct Result: Sendable {
        /// What moved, frame by frame.
        public var motion: MotionRecording
        /// A few frames of the run, side by side, for people to look at.
        public var filmstrip: Framebuffer
    }

    /// Replays `recording` (a file name, beside `besideFile`: the test's `#filePath`) against `scene`.
    ///
    /// - Parameters:
    ///   - recording: The recording's file name, in the folder of `besideFile`.
    ///   - besideFile: A file in the recording's folder: the test's `#filePath`.
    ///   - scene: The scene the recording was made in, built afresh.
    ///   - boxes: The boxes to record, by name; by default every box that moved.
    ///   - frames: How many frames to run; by default ``Replay/defaultFrameCount(for:)``.
    ///   - filmstrip: The frames the filmstrip shows; by default ``filmstripFrames(for:frameCount:)``.
    ///   - setUp: Runs on the playground before the first frame.
    public static func run(
        recording: String, besideFile: String, scene: Scene, boxes: [String]? = nil, frames: Int? = nil,
        filmstrip: [Int]? = nil, setUp: (Playground) -> Void = { _ in }
    ) throws(PlaygroundError) -> Result {
        let folder = URL(fileURLWithPath: besideFile).deletingLastPathComponent()
        let script = try InputScript(contentsOfFile: folder.appendingPathComponent(recording).path)
        return try run(script: script, scene: scene, boxes: boxes, frames: frames, filmstrip: filmstrip, source: recording, setUp: setUp)
    }

    /// Replays `script` (built in code) against `scene`.
    ///
    /// ```swift
    /// let motion = try MotionGoldenReplay.run(script: script, scene: .makeDefault(), frames: 150).motion
    /// ```
    public static func run(
        script: InputScript, scene: Scene, boxes: [String]? = nil, frames: Int? = nil, filmstrip: [Int]? = nil,
        setUp: (Playground) -> Void = { _ in }
    ) throws(PlaygroundError) -> Result {
        try run(script: script, scene: scene, boxes: boxes, frames: frames, filmstrip: filmstrip, source: "the script", setUp: setUp)
    }

    /// The frames a filmstrip shows by default: five from the script's first event
    /// to a second (60 frames) after its last, and the run's last frame.
    public static func filmstripFrames(for script: InputScript, frameCount: Int) -> [Int] {
        let first = min(script.events.first?.frame ?? 1, frameCount)
        let end = min(max(script.lastFrame + 60, first), frameCount)
        let span = MotionFilmstrip.frames(count: filmstripFrameCount - 1, of: end - first + 1).map { $0 + first - 1 }
        return Array(Set(span + [frameCount])).sorted()
    }

    static func run(
        script: InputScript, scene: Scene, boxes: [String]?, frames: Int?, filmstrip: [Int]?, source: String,
        setUp: (Playground) -> Void
    ) throws(PlaygroundError) -> Result {
        let font = try Assets.locate().loadFont()
        let playground = Playground(scene: scene, font: font)
        playground.history = nil
        setUp(playground)
        let replay = try Replay(script: script, frames: frames)
        let recorder = MotionRecorder(scene: scene, boxes: boxes)
        let shownFrames = filmstrip ?? filmstripFrames(for: script, frameCount: replay.frameCount)
        var strip = MotionFilmstrip(frames: shownFrames, font: font)
        let shown = Set(strip.frames)
        _ = replay.run(playground, drawingFrame: { shown.contains($0) }) { info, framebuffer, _ in
            recorder.record(info)
            strip.add(framebuffer, number: info.number)
        }
        return Result(motion: recorder.recording(source: source), filmstrip: strip.image())
    }
}
