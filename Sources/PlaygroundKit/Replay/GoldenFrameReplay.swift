import Canvas
import FoundationEssentials

/// The replay a generated golden test runs: a recording beside the test's
/// file, replayed against a fresh scene to one frame.
///
/// The playground is built from the scene and the bundled font
/// (``Assets/locate()``), with no layers: a golden is of the scene, so the
/// devtool's look (the overlay's panel, outlines and ghosts) can never break
/// it. A test that wants a layer in its golden says so with `setUp`, which
/// runs before the first frame (`import PlaygroundOverlay`, then
/// `setUp: { $0.installOverlay() }`). The recording is replayed with
/// ``Replay`` up to `frame`, which is captured together with the scene's
/// ``SceneCheckpoint``.
///
/// Events a layer took in the recorded session (a click on the panel, a
/// panel key) never reach the scene in the replay either, with or without
/// the layer: the recording says where each event went (see
/// ``ScriptEvent/takenByLayer``), so the scene-only replay of a session made
/// with the overlay on gives the very pixels of that session's scene.
///
/// ```swift
/// let golden = try GoldenFrameReplay.run(recording: "recording.json", besideFile: #filePath,
///                                        scene: Scene.makeDefault(), frame: 42)
/// assertGoldenFrame(golden.frame)
/// ```
public enum GoldenFrameReplay {
    /// One replayed frame and the scene's state at it.
    public struct Result: Sendable {
        /// The frame, as the replay drew it: the scene, plus any layer `setUp` installed.
        public var frame: Framebuffer
        /// The log's token balance and the traces' states at the frame.
        public var checkpoint: SceneCheckpoint
    }

    /// Replays `recording` (a file name, beside `besideFile`) against `scene` to `frame`.
    ///
    /// - Parameters:
    ///   - recording: The recording's file name, in the folder of `besideFile`.
    ///   - besideFile: A file in the recording's folder: the test's `#filePath`.
    ///   - scene: The scene the recording was made in, built afresh.
    ///   - frame: The frame to capture, from 1.
    ///   - setUp: Runs on the playground before the first frame: install a layer here to draw it into the golden.
    public static func run(
        recording: String, besideFile: String, scene: Scene, frame: Int, setUp: (Playground) -> Void = { _ in }
    ) throws(PlaygroundError) -> Result {
        let folder = URL(fileURLWithPath: besideFile).deletingLastPathComponent()
        let script = try InputScript(contentsOfFile: folder.appendingPathComponent(recording).path)
        return try run(script: script, scene: scene, frame: frame, source: recording, setUp: setUp)
    }

    /// Replays `script` (built in code, such as a scene's demo script) against `scene` to `frame`.
    ///
    /// ```swift
    /// let golden = try GoldenFrameReplay.run(script: BreatheScene.demoScript, scene: BreatheScene.make(), frame: 60)
    /// ```
    public static func run(
        script: InputScript, scene: Scene, frame: Int, setUp: (Playground) -> Void = { _ in }
    ) throws(PlaygroundError) -> Result {
        try run(script: script, scene: scene, frame: frame, source: "the script", setUp: setUp)
    }

    /// The replay of a golden test written before goldens were of the scene alone.
    ///
    /// `overlay: false` replays the scene as ``run(recording:besideFile:scene:frame:setUp:)``
    /// does. `overlay: true` cannot be honoured here (this module knows no overlay),
    /// so it fails with the one-line fix instead of comparing the wrong picture.
    @available(*, deprecated, message: "goldens are of the scene: drop `overlay:`, or pass setUp: { $0.installOverlay() } after import PlaygroundOverlay")
    public static func run(
        recording: String, besideFile: String, scene: Scene, overlay: Bool, frame: Int
    ) throws(PlaygroundError) -> Result {
        guard !overlay else {
            throw .usage(
                "\(recording): this golden test was written with the overlay in its picture; import PlaygroundOverlay and"
                    + " replace `overlay: true` with `setUp: { $0.installOverlay() }`, or record the golden again without it")
        }
        return try run(recording: recording, besideFile: besideFile, scene: scene, frame: frame)
    }

    static func run(
        script: InputScript, scene: Scene, frame: Int, source: String, setUp: (Playground) -> Void
    ) throws(PlaygroundError) -> Result {
        let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
        setUp(playground)
        let replay = try Replay(script: script, frames: frame, captureFrames: [frame])
        var captured: Framebuffer?
        replay.run(playground) { info, framebuffer, _ in
            if info.number == frame { captured = framebuffer }
        }
        guard let captured else {
            throw .script("\(source): the replay ended before frame \(frame) (the recording quits earlier)")
        }
        return Result(frame: captured, checkpoint: SceneCheckpoint(of: scene))
    }
}
