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
    /// Routes pointer events to the box under the pointer.
    public private(set) var router = PointerRouter()
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
    public static let maximumTimeScale = 1000.0
    /// Whether scene time stands still (the runtime gets 0 ms frames).
    public var isPaused = false
    /// Framebuffer pixels per scene point: 2 on a HiDPI display. Set by resize events.
    public private(set) var pixelScale = 1.0
    /// Where this session's files go (captures, reports), if anywhere; layers write there too.
    public var output: SessionOutput?
    /// What the playground drew, frame by frame (64 MB by default): what scrubbing,
    /// tracks, curves and clips read. `nil` keeps no history.
    public var history: SessionHistory? {
        didSet {
            guard oldValue !== history else { return }
            oldValue?.detach(from: scene)
            history?.attach(to: scene)
            timeTravel = TimeTravel()
        }
    }
    /// Where the playground looks in its history: the frame shown, the clip's range.
    public internal(set) var timeTravel = TimeTravel()
    /// The last throw of each box, for ``throwAgain(_:)``.
    public private(set) var throwHistory = ThrowHistory()
    /// The throws being played back by ``throwAgain(_:)``.
    var throwReplay = ThrowReplay()

    private var stepsRequested = 0
    private var requests: [PlaygroundRequest] = []

    /// Creates a playground for `scene`, labelling boxes in `font`.
    public init(scene: Scene, font: BitmapFont) {
        self.scene = scene
        self.renderer = SceneRenderer(font: font)
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
    /// within ``InputBounds/maximumFramebufferSide`` and ``InputBounds/maximumFramebufferPixels``.
    public var framebufferSize: (width: Int, height: Int) {
        InputBounds.framebufferSize(width: scene.size.width, height: scene.size.height, scale: pixelScale)
    }

    /// The framebuffer size of a scene of `size` points at `scale` pixels per point, within the same bounds.
    static func framebufferSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        InputBounds.framebufferSize(width: size.width, height: size.height, scale: scale)
    }

    // MARK: - Input

    /// Handles one input event: layers first (top down), then the scene.
    ///
    /// The event is first clamped into ``InputBounds``, so no number from any
    /// source reaches layout, drawing or physics unchecked; an event inside the
    /// bounds (every event of a script that loaded) is handled exactly as given.
    public func handle(_ event: InputEvent) {
        let event = InputBounds.clamped(event)
        if case let .resize(width, height, scale) = event {
            // Every layer hears the size, and the scene follows it, whoever consumes input.
            if let scale, scale.isFinite, scale > 0 { pixelScale = scale }
            scene.resize(to: Size(width: Double(width), height: Double(height)))
        }
        for layer in layers.reversed() where layer.handle(event, playground: self) {
            return
        }
        switch event {
        case let .pointer(pointer):
            // The past is only looked at: a press there reaches no box (a gesture already held goes on).
            guard !(isInPast && pointer.phase == .down) else { return }
            if pointer.phase == .down, throwReplay.isActive, let box = scene.box(at: pointer.position) {
                throwReplay.cancel(box)  // a real press takes over from a throw being played back
            }
            if let box = router.route(pointer, in: scene) {
                throwHistory.observe(pointer, on: box, frame: frameNumber + 1)
            }
        case let .finger(finger):
            if let box = router.route(finger, in: scene) {
                throwHistory.observeFinger(on: box)  // fingers make a gesture "throw again" cannot play back
            }
        case .focusLost:
            router.cancel()
        case let .key(press):
            if let command = keyBindings.command(for: press) {
                perform(command)
            } else if !isInPast {
                scene.performAction(for: press)
            }
        case .quit:
            router.cancel()
            request(.quit)
        case let .tune(change):
            scene.tune(change)
        case .resize, .wheel, .text:
            break
        }
    }

    /// Does `command`, as its key would.
    public func perform(_ command: PlaygroundCommand) {
        if command.leavesThePast { timeTravel.shownFrame = nil }
        switch command {
        case .togglePause:
            isPaused.toggle()
        case .stepFrame:
            if isPaused { stepOnce() } else { isPaused = true }
        case let .setTimeScale(scale):
            timeScale = scale.isFinite ? max(0, scale) : 1
            isPaused = false
        case .saveFrame:
            request(.saveFrame)
        case .saveRecording:
            request(.saveRecording)
        case .makeGoldenTest:
            request(.makeGoldenTest)
        case .writeTuning:
            request(.writeTuning)
        case .quit:
            request(.quit)
        case .scrub, .branch, .exportClip, .markClip:
            performTimeTravel(command)
        }
    }

    /// Whether a pointer move with no button held at `point` matters (a layer
    /// shows something on hover there): the host delivers, and so records,
    /// only those, at most one a frame, so hovering never bloats a recording.
    public func wantsHover(at point: Point) -> Bool {
        layers.contains { $0.wantsHover(at: point, playground: self) }
    }

    /// Whether typed text matters now (a layer is taking text): the host
    /// delivers ``InputEvent/text(_:)`` events only then.
    public var wantsText: Bool {
        layers.contains { $0.wantsText }
    }

    /// Asks the host to do something after this frame.
    public func request(_ request: PlaygroundRequest) {
        requests.append(request)
    }

    /// Returns and forgets the requests made since the last call, in order.
    public func takeRequests() -> [PlaygroundRequest] {
        defer { requests.removeAll(keepingCapacity: true) }
        return requests
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
        return frame
    }

    // MARK: - Frames

    /// Runs one whole frame, the same way live and in a replay: handles
    /// `events`, advances by `elapsed`, and draws into `framebuffer`
    /// (resized to ``framebufferSize`` if needed) unless `draw` is false
    /// (a minimised window). Drawing never changes the scene.
    @discardableResult
    public func runFrame(events: some Sequence<InputEvent>, elapsed: Double, into framebuffer: inout Framebuffer, draw: Bool = true) -> FrameInfo {
        for event in events {
            handle(event)
        }
        let frame = advanceFrame(by: elapsed)
        if draw {
            let size = shownFramebufferSize
            if framebuffer.width != size.width || framebuffer.height != size.height {
                framebuffer = Framebuffer(width: size.width, height: size.height)
            }
            render(into: &framebuffer, scale: pixelScale)
        }
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
        for layer in layers {
            layer.draw(into: &framebuffer, scale: scale, playground: self)
        }
    }
}
