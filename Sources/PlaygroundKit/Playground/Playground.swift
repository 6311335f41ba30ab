import Canvas
import Interactions

/// The playground's core: a scene, the layers drawn over it, and the rules
/// for turning input and elapsed time into frames.
///
/// A host drives it one frame at a time with ``runFrame(events:elapsed:into:draw:)``:
/// the frame's input, then the time it advanced, then drawing; afterwards the
/// host carries out ``takeRequests()``. The SDL window does this at vsync
/// with measured frame times; ``Replay`` does it from a script with the
/// recorded ones. Nothing here reads a clock, so the same input and frame
/// times give the same pixels.
///
/// Time belongs to the playground: frame time is clamped to
/// ``maximumFrameTime`` (a stall must not fling boxes across the screen),
/// scaled by ``timeScale`` and zeroed while ``isPaused``, except for frames
/// requested with ``stepOnce()``. Its keys (``keyBindings``: pause, step,
/// slow motion, save, record, quit) work with or without the overlay.
///
/// ```swift
/// let playground = Playground(scene: .makeDefault(), font: font)
/// var framebuffer = Framebuffer(width: 1, height: 1)
/// playground.runFrame(events: [.pointer(PointerEvent(.down, at: Point(x: 160, y: 120), timestamp: 0))],
///                     elapsed: 1.0 / 60, into: &framebuffer)
/// ```
public final class Playground {
    /// The longest time one frame may advance the scene by, in seconds.
    public static let maximumFrameTime = 0.064

    /// The scene being played.
    public let scene: Scene
    /// The layers over the scene, bottom to top.
    public var layers: [any PlaygroundLayer] = []
    /// Measures where each frame's time goes, when a host gives one (the window, `--stats`):
    /// each `runFrame` begins a frame and marks the phases it runs, the runtime times each
    /// performer's update, and the host ends the frame (`FrameProfiler.commit()`) once it
    /// is presented. Never part of what is drawn or recorded.
    public var profiler: FrameProfiler? {
        didSet { attach(profiler, replacing: oldValue) }
    }
    /// Routes pointer events to the box under the pointer.
    package internal(set) var router = PointerRouter()
    /// Draws the scene.
    public let renderer: SceneRenderer
    /// The keys the playground itself answers to (layers see keys first).
    public var keyBindings = PlaygroundKeyBindings.standard
    /// The number of frames advanced so far; the next frame is `frameNumber + 1`.
    public private(set) var frameNumber = 0
    /// Seconds of scene time advanced so far.
    public private(set) var sceneTime = 0.0
    /// How fast scene time runs: 1 is normal, 0.25 slow motion.
    ///
    /// Frames use it clamped to 0 ... ``maximumTimeScale`` (NaN runs at 1), so no value
    /// can hand the runtime a negative or infinite frame time.
    public var timeScale = 1.0
    /// The fastest scene time may run: a thousand times real time.
    public static let maximumTimeScale = InputBounds.maximumTimeScale
    /// Whether scene time stands still (the runtime gets 0 ms frames).
    public var isPaused = false
    /// Framebuffer pixels per scene point: 2 on a HiDPI display. Set by resize events.
    public internal(set) var pixelScale = 1.0
    /// What the playground drew, frame by frame (64 MB by default): what scrubbing,
    /// tracks, curves and clips read. `nil` keeps no history.
    public var history: SessionHistory? {
        didSet {
            guard oldValue !== history else { return }
            history?.attach(to: scene)
            timeTravel = TimeTravel()
        }
    }
    /// Where the playground looks in its history: the frame shown, the clip's range.
    public internal(set) var timeTravel = TimeTravel()
    /// The last throw of each box, for ``throwAgain(_:)``.
    public internal(set) var throwHistory = ThrowHistory()
    /// The throws being played back by ``throwAgain(_:)``.
    var throwReplay = ThrowReplay()

    var stepsRequested = 0
    var requests: [PlaygroundRequest] = []
    /// The last frame's input as a recording holds it: each event with whether
    /// a layer took it, and after it the commands layers sent while handling it
    /// (see ``send(_:)``).
    public internal(set) var frameRecord: [RecordedEvent] = []
    /// The box the event being handled presses, if no layer takes it: a
    /// primary press's or first finger's topmost box under it, hit-tested once
    /// (by the router, before the layers see the event); `nil` for any other event.
    /// A layer that follows presses (the overlay's paths) reads this instead of
    /// hit-testing again.
    public internal(set) var pressedBox: Box?
    /// Whether an event is being handled, and whether it came from a recording (whose commands are recorded too).
    var handling: (depth: Int, isRecorded: Bool) = (0, false)
    /// The recorded event after the one being handled, while a recording's frame runs: a command a
    /// layer sends is done when it is sent, live and replayed alike (see ``send(_:)``).
    var nextRecorded: ScriptEvent?
    /// Whether ``nextRecorded`` was done already, by the command a layer sent.
    var nextRecordedIsDone = false

    /// Creates a playground for `scene`, labelling boxes in `font`.
    public init(scene: Scene, font: BitmapFont) {
        self.scene = scene
        self.renderer = SceneRenderer(font: font)
        // What happened while the scene was built belongs to no frame: its marks go, its tokens date from frame 0.
        scene.ledger.frameDidEnd(0)
        history = SessionHistory()
        history?.attach(to: scene)
    }

    /// Whether the host should keep drawing frames: something moves or animates.
    ///
    /// Paused, nothing moves whatever the runtime holds, unless a step is pending.
    public var needsFrames: Bool {
        let sceneMoves = scene.runtime.isActive && (!isPaused || stepsRequested > 0) && timeScale > 0
        return sceneMoves || throwReplay.isActive || layers.contains(where: \.needsFrames)
    }

    /// The framebuffer size the scene draws at: its size in points times ``pixelScale``,
    /// within `InputBounds.maximumFramebufferSide` and `InputBounds.maximumFramebufferPixels`.
    public var framebufferSize: (width: Int, height: Int) {
        InputBounds.framebufferSize(width: scene.size.width, height: scene.size.height, scale: pixelScale)
    }

    /// The framebuffer size of a scene of `size` points at `scale` pixels per point, within the same bounds.
    static func framebufferSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        InputBounds.framebufferSize(width: size.width, height: size.height, scale: scale)
    }

    // MARK: - Time

    /// While paused, lets the next frame advance by one 60 Hz step (1/60 s of scene time, whatever the time scale).
    public func stepOnce() {
        stepsRequested += 1
    }

    /// Advances one frame: `elapsed` seconds of real time, clamped, scaled
    /// and paused into scene time, given to the runtime and the layers.
    @discardableResult
    public func advanceFrame(by elapsed: Double) -> FrameInfo {
        let real = elapsed.isFinite ? min(max(elapsed, 0), Self.maximumFrameTime) : 0
        var sceneElapsed = real * (timeScale.isNaN ? 1 : min(max(timeScale, 0), Self.maximumTimeScale))
        if isPaused {
            sceneElapsed = stepsRequested > 0 ? 1.0 / 60 : 0
            stepsRequested = max(0, stepsRequested - 1)
        }
        frameNumber += 1
        throwReplay.play(frame: frameNumber, in: scene)
        sceneTime += sceneElapsed
        scene.clock.advance(by: sceneElapsed)
        scene.runtime.update(millisecondsSinceLastUpdate: sceneElapsed * 1000)
        for tracer in scene.traces where tracer.isRunning {
            _ = tracer.checkDeadline()
        }
        let frame = FrameInfo(number: frameNumber, elapsed: elapsed, sceneElapsed: sceneElapsed, sceneTime: sceneTime)
        for layer in layers {
            layer.update(frame, playground: self)
        }
        history?.record(self, frame: frame)
        scene.ledger.frameDidEnd(frame.number)
        return frame
    }

    // MARK: - Frames

    /// Runs one whole frame, the same way live and in a replay: handles
    /// `events`, advances by `elapsed`, and draws into `framebuffer`
    /// (resized to ``framebufferSize`` if needed) unless `draw` is false
    /// (a minimised window). Drawing never changes the scene.
    ///
    /// Each event goes to the layers first and, unless one takes it, to the
    /// playground and its scene; ``frameRecord`` then says where each went.
    @discardableResult
    public func runFrame(events: some Sequence<InputEvent>, elapsed: Double, into framebuffer: inout Framebuffer, draw: Bool = true) -> FrameInfo {
        profiler?.begin(frame: frameNumber + 1)
        frameRecord.removeAll(keepingCapacity: true)
        for event in events {
            handleAndRecord(event, takenByLayer: nil)
        }
        profiler?.end(.input)
        return finishFrame(elapsed: elapsed, into: &framebuffer, draw: draw)
    }

    /// Runs one whole frame of script events: as ``runFrame(events:elapsed:into:draw:)``,
    /// but an event that says where it went in its session (`ScriptEvent.takenByLayer`,
    /// every event of a recording) goes there, whatever the layers here decide.
    @discardableResult
    public func runFrame(
        scriptEvents: some Sequence<ScriptEvent>, elapsed: Double, into framebuffer: inout Framebuffer, draw: Bool = true
    ) -> FrameInfo {
        profiler?.begin(frame: frameNumber + 1)
        frameRecord.removeAll(keepingCapacity: true)
        var events = scriptEvents.makeIterator()
        var next = events.next()
        while let event = next {
            next = events.next()
            nextRecorded = next
            nextRecordedIsDone = false
            handleAndRecord(event.event, takenByLayer: event.takenByLayer)
            if nextRecordedIsDone { next = events.next() }  // a layer's command, done when the layer sent it
        }
        nextRecorded = nil
        profiler?.end(.input)
        return finishFrame(elapsed: elapsed, into: &framebuffer, draw: draw)
    }

    /// Handles `event` and adds it to ``frameRecord`` before the commands it makes layers send.
    /// The event is clamped into `InputBounds` first, so the recording holds
    /// what the playground handled, and every recording loads again.
    func handleAndRecord(_ event: InputEvent, takenByLayer recorded: Bool?) {
        let event = InputBounds.clamped(event)
        let slot = frameRecord.count
        let held = router.capturedBox  // a release lets its box go: the trace still names it
        let began = profiler?.mark()  // the trace shows the event before what it causes
        frameRecord.append(RecordedEvent(event: event, takenByLayer: false))
        frameRecord[slot].takenByLayer = handle(bounded: event, takenByLayer: recorded)
        if let began {
            profiler?.timeline.recordInput(event, at: began, takenByLayer: frameRecord[slot].takenByLayer, box: router.capturedBox ?? held)
        }
    }

    private func finishFrame(elapsed: Double, into framebuffer: inout Framebuffer, draw: Bool) -> FrameInfo {
        let frame = advanceFrame(by: elapsed)
        profiler?.end(.update)
        if draw { renderFrame(into: &framebuffer) }
        return frame
    }

    // MARK: - Drawing

    /// Draws the scene and the layers over the whole framebuffer.
    ///
    /// - Parameters:
    ///   - framebuffer: The framebuffer to draw into, whole.
    ///   - scale: Framebuffer pixels per scene point.
    ///
    /// In the past (``isInPast``), the scene is the frame shown, re-rendered from history.
    public func render(into framebuffer: inout Framebuffer, scale: Double = 1) {
        if !renderPast(into: &framebuffer) {
            renderer.draw(scene, into: &framebuffer, scale: scale)
        }
        profiler?.end(.scene)
        for layer in layers {
            layer.draw(into: &framebuffer, scale: scale, playground: self)
        }
        profiler?.end(.overlay)
    }

    /// Draws the frame on show whole, the scene and the layers, at ``pixelScale``
    /// into a framebuffer of ``shownFramebufferSize``: what a window presents.
    package func renderFrame(into framebuffer: inout Framebuffer) {
        let size = shownFramebufferSize
        framebuffer.resize(toWidth: size.width, height: size.height)
        render(into: &framebuffer, scale: pixelScale)
    }

    /// Draws the scene on show alone, without the layers, at ``pixelScale``
    /// into a framebuffer of ``shownFramebufferSize``: what a golden test and
    /// a clip hold, so the devtool's look is never part of them.
    ///
    /// ```swift
    /// var golden = Framebuffer(width: 1, height: 1)
    /// playground.renderScene(into: &golden)
    /// ```
    package func renderScene(into framebuffer: inout Framebuffer) {
        let size = shownFramebufferSize
        framebuffer.resize(toWidth: size.width, height: size.height)
        if !renderPast(into: &framebuffer) {
            renderer.draw(scene, into: &framebuffer, scale: pixelScale)
        }
    }
}
