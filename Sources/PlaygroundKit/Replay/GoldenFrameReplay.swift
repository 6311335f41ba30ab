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
/// ``SceneCheckpoint`` and a `GoldenContext` (Canvas): the last frames before it as
/// the replay drew them (an animated PNG of at most
/// `GoldenContext.clipFrameLimit` frames, encoded as they are drawn, so no
/// more than two frames are held) and the log's token balance and every
/// trace's state as text. `assertGoldenFrame(_:context:)` writes the context
/// beside a failure's images, so `playground review` shows the motion that
/// led to the frame.
///
/// Events a layer took in the recorded session (a click on the panel, a
/// panel key) never reach the scene in the replay either, with or without
/// the layer: the recording says where each event went (see
/// `ScriptEvent.takenByLayer`), so the scene-only replay of a session made
/// with the overlay on gives the very pixels of that session's scene.
///
/// ```swift
/// import CanvasSnapshotTesting   // assertGoldenFrame
///
/// let golden = try GoldenFrameReplay.run(recording: "recording.json", besideFile: #filePath,
///                                        scene: Scene.makeDefault(), frame: 42)
/// assertGoldenFrame(golden.frame, context: golden.context)
/// ```
public enum GoldenFrameReplay {
    /// One replayed frame and the scene's state at it.
    public struct Result: Sendable {
        /// The frame, as the replay drew it: the scene, plus any layer `setUp` installed.
        public var frame: Framebuffer
        /// The log's token balance and the traces' states at the frame.
        public var checkpoint: SceneCheckpoint
        /// The frames up to the golden one and the checkpoint as text, for a failure's artifact; no expectations stated.
        public var context: GoldenContext

        /// The context with what the test expects at the frame, so a failure's review marks what differs.
        ///
        /// ```swift
        /// assertGoldenFrame(golden.frame, context: golden.context(expecting: TokenBalance(started: 3, ended: 3),
        ///                                                         traceStates: ["Toss Box#1 into an anchor": "passed"]))
        /// ```
        public func context(expecting tokens: TokenBalance, traceStates: [String: String]) -> GoldenContext {
            var context = self.context
            context.values = GoldenFrameReplay.values(of: checkpoint, expecting: (tokens, traceStates))
            return context
        }
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
    /// import MyMotionKit   // BreatheScene, from `playground init`
    ///
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
        var clip = _ClipRecorder(firstFrame: max(1, frame - GoldenContext.clipFrameLimit + 1), framePeriod: script.framePeriod)
        replay.run(playground) { info, framebuffer, _ in
            clip.append(framebuffer, number: info.number)
            if info.number == frame { captured = framebuffer }
        }
        guard let captured else {
            throw .script("\(source): the replay ended before frame \(frame) (the recording quits earlier)")
        }
        let checkpoint = SceneCheckpoint(of: scene)
        let (encoded, notes) = clip.finish()
        let context = GoldenContext(frame: frame, source: source, clip: encoded, values: values(of: checkpoint, expecting: nil), notes: notes)
        return Result(frame: captured, checkpoint: checkpoint, context: context)
    }

    /// The checkpoint as text: the token balance (started, ended, open), then each trace's state by name.
    static func values(of checkpoint: SceneCheckpoint, expecting expected: (tokens: TokenBalance, traces: [String: String])?) -> [GoldenContext.Value] {
        let tokens = checkpoint.tokens
        var values: [GoldenContext.Value] = [
            .init(group: "tokens", name: "started", value: String(tokens.started), expected: expected.map { String($0.tokens.started) }),
            .init(group: "tokens", name: "ended", value: String(tokens.ended), expected: expected.map { String($0.tokens.ended) }),
            .init(group: "tokens", name: "open", value: String(tokens.open), expected: expected.map { String($0.tokens.open) }),
        ]
        let names = Set(checkpoint.traceStates.keys).union(expected.map { Array($0.traces.keys) } ?? []).sorted()
        for name in names {
            values.append(.init(group: "traces", name: name, value: checkpoint.traceStates[name], expected: expected.map { $0.traces[name] ?? "absent" }))
        }
        return values
    }
}

/// Encodes the frames from `firstFrame` on as they are drawn, into a clip of at most `GoldenContext.clipByteLimit` bytes.
///
/// A frame of another size than the clip's (the window was resized) starts
/// the clip again from it, so every frame of a clip is whole.
struct _ClipRecorder {
    let firstFrame: Int
    let framePeriod: Double
    private var encoder: APNGEncoder?
    private var start = 0
    private var failure: String?

    init(firstFrame: Int, framePeriod: Double) {
        self.firstFrame = firstFrame
        self.framePeriod = framePeriod
    }

    mutating func append(_ frame: Framebuffer, number: Int) {
        guard number >= firstFrame, failure == nil else { return }
        if encoder == nil || encoder?.width != frame.width || encoder?.height != frame.height {
            encoder = APNGEncoder(width: frame.width, height: frame.height, framePeriod: framePeriod)
            start = number
        }
        do {
            try encoder?.append(frame)
        } catch {
            failure = "the clip could not be encoded (\(error))"
        }
    }

    func finish() -> (GoldenContext.Clip?, [String]) {
        if let failure { return (nil, [failure]) }
        guard var encoder else { return (nil, []) }
        let count = encoder.frameCount
        do {
            let bytes = try encoder.finish()
            guard bytes.count <= GoldenContext.clipByteLimit else {
                return (nil, ["the clip of \(count) frames took \(bytes.count) bytes, over the limit of \(GoldenContext.clipByteLimit): left out"])
            }
            return (GoldenContext.Clip(png: bytes, firstFrame: start, frameCount: count), [])
        } catch {
            return (nil, ["the clip could not be encoded (\(error))"])
        }
    }
}
