import Canvas
import FoundationEssentials

/// The replay a generated golden test runs: a recording beside the test's
/// file, replayed against a fresh scene to one frame.
///
/// The playground is built as the `playground` command builds it: the scene,
/// the bundled font (``Assets/locate()``) and, if the session had it, the
/// overlay. Then the recording is replayed with ``Replay`` up to `frame`,
/// which is captured together with the scene's ``SceneCheckpoint``.
///
/// ```swift
/// let golden = try GoldenFrameReplay.run(recording: "recording.json", besideFile: #filePath,
///                                        scene: Scene.makeDefault(), overlay: true, frame: 42)
/// assertGoldenFrame(golden.frame)
/// ```
public enum GoldenFrameReplay {
    /// One replayed frame and the scene's state at it.
    public struct Result: Sendable {
        /// The frame, as the window drew it (without notices).
        public var frame: Framebuffer
        /// The log's token balance and the traces' states at the frame.
        public var checkpoint: SceneCheckpoint
    }

    /// Replays `recording` (a file name, beside `besideFile`) against `scene` to `frame`.
    public static func run(
        recording: String, besideFile: String, scene: Scene, overlay: Bool, frame: Int
    ) throws(PlaygroundError) -> Result {
        let folder = URL(fileURLWithPath: besideFile).deletingLastPathComponent()
        let script = try InputScript(contentsOfFile: folder.appendingPathComponent(recording).path)
        return try run(script: script, scene: scene, overlay: overlay, frame: frame, source: recording)
    }

    /// Replays `script` (built in code, such as a scene's demo script) against `scene` to `frame`.
    ///
    /// ```swift
    /// let golden = try GoldenFrameReplay.run(script: BreatheScene.demoScript, scene: BreatheScene.make(),
    ///                                        overlay: true, frame: 60)
    /// ```
    public static func run(script: InputScript, scene: Scene, overlay: Bool, frame: Int) throws(PlaygroundError) -> Result {
        try run(script: script, scene: scene, overlay: overlay, frame: frame, source: "the script")
    }

    static func run(
        script: InputScript, scene: Scene, overlay: Bool, frame: Int, source: String
    ) throws(PlaygroundError) -> Result {
        let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
        if overlay { playground.installOverlay() }
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
