import Canvas
import Interactions

/// The playground's core: a scene, the layers drawn over it, and the rules
/// for turning input and elapsed time into frames.
///
/// A host drives it, one frame at a time: hand it the frame's input with
/// ``handle(_:)``, advance it with ``advanceFrame(by:)``, draw it with
/// ``render(into:scale:)``, then carry out ``takeRequests()``. The SDL
/// window does this at vsync; ``HeadlessRun`` does it on a fixed 60 Hz step
/// from a script. Nothing here reads a clock, so the same input and frame
/// times give the same pixels.
///
/// Frame time is clamped to ``maximumFrameTime`` (a stall must not fling
/// boxes across the screen), then scaled by ``timeScale`` and zeroed while
/// ``isPaused``, except for frames requested with ``stepOnce()``.
///
/// ```swift
/// let playground = Playground(scene: .makeDefault(), font: font)
/// playground.handle(.pointer(PointerEvent(.down, at: Point(x: 160, y: 120), timestamp: 0)))
/// playground.advanceFrame(by: 1.0 / 60)
/// playground.render(into: &framebuffer)
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
    /// The number of frames advanced so far; the next frame is `frameNumber + 1`.
    public private(set) var frameNumber = 0
    /// Seconds of scene time advanced so far.
    public private(set) var sceneTime = 0.0
    /// How fast scene time runs: 1 is normal, 0.25 slow motion.
    public var timeScale = 1.0
    /// Whether scene time stands still (the runtime gets 0 ms frames).
    public var isPaused = false
    /// Where the host writes this session's files (captures, reports), if anywhere;
    /// layers write trace reports there too.
    public var outputFolder: OutputFolder?

    private var stepsRequested = 0
    private var requests: [PlaygroundRequest] = []

    /// Creates a playground for `scene`, labelling boxes in `font`.
    public init(scene: Scene, font: BitmapFont) {
        self.scene = scene
        self.renderer = SceneRenderer(font: font)
    }

    /// Whether the host should keep drawing frames: something moves or animates.
    public var needsFrames: Bool {
        scene.runtime.isActive || layers.contains(where: \.needsFrames)
    }

    // MARK: - Input

    /// Handles one input event: layers first (top down), then the scene.
    public func handle(_ event: InputEvent) {
        for layer in layers.reversed() where layer.handle(event, playground: self) {
            return
        }
        switch event {
        case let .pointer(pointer):
            router.route(pointer, in: scene)
        case .focusLost:
            router.cancel()
        case let .resize(width, height):
            scene.resize(to: Size(width: Double(width), height: Double(height)))
        case let .key(press):
            handleKey(press)
        case .quit:
            router.cancel()
            request(.quit)
        case .wheel:
            break
        }
    }

    private func handleKey(_ press: KeyPress) {
        switch press.key {
        case "s" where !press.control: request(.saveFrame)
        case "r" where !press.control: request(.saveRecording)
        case "escape", "q": request(.quit)
        default: break
        }
    }

    /// Asks the host to do something after this frame.
    public func request(_ request: PlaygroundRequest) {
        requests.append(request)
    }

    /// Returns and forgets the requests made since the last call, in order.
    public func takeRequests() -> [PlaygroundRequest] {
        defer { requests.removeAll() }
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
        var sceneElapsed = real * timeScale
        if isPaused {
            sceneElapsed = stepsRequested > 0 ? 1.0 / 60 : 0
            stepsRequested = max(0, stepsRequested - 1)
        }
        frameNumber += 1
        sceneTime += sceneElapsed
        scene.clock.advance(by: sceneElapsed)
        scene.runtime.update(millisecondsSinceLastUpdate: sceneElapsed * 1000)
        for tracer in scene.traces where tracer.isRunning {
            _ = tracer.checkDeadline()
        }
        let frame = FrameInfo(number: frameNumber, elapsed: real, sceneElapsed: sceneElapsed, sceneTime: sceneTime)
        for layer in layers {
            layer.update(frame, playground: self)
        }
        return frame
    }

    // MARK: - Drawing

    /// Draws the scene and the layers over the whole framebuffer.
    ///
    /// - Parameter scale: framebuffer pixels per scene point.
    public func render(into framebuffer: inout Framebuffer, scale: Double = 1) {
        renderer.draw(scene, into: &framebuffer, scale: scale)
        for layer in layers {
            layer.draw(into: &framebuffer, scale: scale, playground: self)
        }
    }
}
