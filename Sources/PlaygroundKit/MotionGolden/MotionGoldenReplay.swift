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
/// settling are, and the run's last frame (``filmstripFrames(for:frameCount:from:)``). The motion is exact: the same recording, scene and
/// build give the same bits on every machine, in debug and release.
///
/// ```swift
/// import CanvasSnapshotTesting   // assertMotionGolden
///
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
    ///   - firstFrame: The first frame recorded (the frames before it run, unrecorded:
    ///     what the `m` key writes starts at the last gesture's press); by default frame 1.
    ///   - filmstrip: The frames the filmstrip shows; by default ``filmstripFrames(for:frameCount:from:)``.
    ///   - setUp: Runs on the playground before the first frame.
    public static func run(
        recording: String, besideFile: String, scene: Scene, boxes: [String]? = nil, frames: Int? = nil, from firstFrame: Int = 1,
        filmstrip: [Int]? = nil, setUp: (Playground) -> Void = { _ in }
    ) throws(PlaygroundError) -> Result {
        let folder = URL(fileURLWithPath: besideFile).deletingLastPathComponent()
        let script = try InputScript(contentsOfFile: folder.appendingPathComponent(recording).path)
        return try run(script: script, playground: try layerless(scene), boxes: boxes, frames: frames, from: firstFrame, filmstrip: filmstrip, source: recording, setUp: setUp)
    }

    /// Replays `script` (built in code) against `scene`.
    ///
    /// ```swift
    /// let motion = try MotionGoldenReplay.run(script: script, scene: .makeDefault(), frames: 150).motion
    /// ```
    public static func run(
        script: InputScript, scene: Scene, boxes: [String]? = nil, frames: Int? = nil, from firstFrame: Int = 1, filmstrip: [Int]? = nil,
        setUp: (Playground) -> Void = { _ in }
    ) throws(PlaygroundError) -> Result {
        try run(script: script, playground: try layerless(scene), boxes: boxes, frames: frames, from: firstFrame, filmstrip: filmstrip, source: "the script", setUp: setUp)
    }

    /// The frames a filmstrip shows by default: five from the script's first event
    /// at or after `firstFrame` to a second (60 frames) after its last, and the run's last frame.
    public static func filmstripFrames(for script: InputScript, frameCount: Int, from firstFrame: Int = 1) -> [Int] {
        let first = min(script.events.first { $0.frame >= firstFrame }?.frame ?? firstFrame, frameCount)
        let end = min(max(script.lastFrame + 60, first), frameCount)
        let span = MotionFilmstrip.frames(count: filmstripFrameCount - 1, of: end - first + 1).map { $0 + first - 1 }
        return Array(Set(span + [frameCount])).sorted()
    }

    /// A playground of `scene` and the bundled font with no layers and no history: what a test replays on.
    static func layerless(_ scene: Scene) throws(PlaygroundError) -> Playground {
        let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
        playground.history = nil
        return playground
    }

    /// Replays `script` on `playground`, a fresh one that has run no frame, recording from `firstFrame`.
    ///
    /// Its layers may stay (a session's own playground, made again): what they
    /// take is marked in a recording, so the scene moves as it does without
    /// them, and the filmstrip draws the scene alone.
    package static func run(
        script: InputScript, playground: Playground, boxes: [String]?, frames: Int?, from firstFrame: Int = 1, filmstrip: [Int]?,
        source: String, setUp: (Playground) -> Void = { _ in }
    ) throws(PlaygroundError) -> Result {
        setUp(playground)
        let replay = try Replay(script: script, frames: frames)
        let recorder = MotionRecorder(scene: playground.scene, boxes: boxes)
        let shownFrames = filmstrip ?? filmstripFrames(for: script, frameCount: replay.frameCount, from: firstFrame)
        var strip = MotionFilmstrip(frames: shownFrames, font: playground.renderer.font)
        let shown = Set(strip.frames)
        var scene = Framebuffer(width: 1, height: 1)
        _ = replay.run(playground, drawing: false) { info, _, _ in
            guard info.number >= firstFrame else { return }
            recorder.record(info)
            if shown.contains(info.number) {
                playground.renderScene(into: &scene)
                strip.add(scene, number: info.number)
            }
        }
        return Result(motion: recorder.recording(source: source), filmstrip: strip.image())
    }
}
