import Canvas
import Interactions
import Motion
import MotionTracing
import TraceKit

/// Everything the playground shows: boxes, the runtime that moves them, and
/// the logger and traces that watch the runtime.
///
/// The runtime's tracing goes through TraceKit's bridge from the start: every
/// runtime event is logged to ``logger`` and offered to every trace in
/// ``traces``, so the overlay only has to draw them and a headless run only
/// has to write them out.
///
/// Build your own scene by adding boxes and plans, then hand it to a
/// ``Playground``:
///
/// ```swift
/// let scene = Scene(size: Size(width: 800, height: 600))
/// let box = scene.addBox(Box(name: "Box#1", position: Point(x: 400, y: 300),
///                            size: Size(width: 120, height: 120), color: Color(rgba: 0x66BB6AFF)))
/// scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(scene.bounds)), to: box)
/// let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
/// ```
public final class Scene {
    /// The runtime that fulfils the scene's plans.
    public let runtime = MotionRuntime()
    /// The scene's log: every runtime event, plus whatever the scene logs itself.
    public let logger: ItemLogger
    /// Every entry of ``logger`` since the scene was created, streamed to the
    /// session's `log.txt` and `log.csv` (the logger itself keeps only the newest).
    public let logArchive: LogArchive
    /// The bridge that feeds runtime events to ``logger`` and the traces.
    public let bridge: RuntimeTraceBridge
    /// The clock traces and log entries are stamped with: the playground's frame clock.
    public let clock = ManualClock()
    /// The scene's traces, in the order they were added.
    public private(set) var traces: [Tracer] = []
    /// The boxes, back to front.
    public private(set) var boxes: [Box] = []
    /// The scene's size in points (the window's size).
    public private(set) var size: Size
    /// The size before the last resize (the same as ``size`` before any), for layouts that follow it.
    public private(set) var previousSize: Size
    /// The background colour.
    public var background = Color(rgba: 0x1B1D24FF)
    /// Points to mark as anchors (drawn as small crosses).
    public var anchors: [Point] = []
    /// Called after the scene is resized, to lay out again (re-anchor plans, bring boxes back inside…).
    public var didResize: ((Scene) -> Void)?
    /// What the scene offers a person to do, by key (see ``SceneAction``).
    public var actions: [SceneAction] = []
    /// What must hold on every frame, declared with ``invariant(_:on:_:)``: `playground --explore` checks them.
    public internal(set) var invariants: [SceneInvariant] = []
    /// The traces that must never fail, declared with ``invariant(_:)``.
    public internal(set) var invariantTraces: [Tracer] = []
    /// The built-in invariants that do not hold for this scene by design, declared with ``waive(_:)``.
    public internal(set) var waivedInvariants: Set<BuiltInInvariant> = []
    /// The boxes' tuned springs and frictions, and the `Tossable` each was given (see ``tune(_:)``).
    public let tuning = SceneTuning()
    /// What the runtime has done, kept once for every reader: open tokens, the
    /// token balance, plans, performers and activity (see ``RuntimeLedger``).
    public let ledger: RuntimeLedger

    /// Creates an empty scene of `size` points whose runtime is traced into its logger.
    public init(size: Size, maxLogEntries: Int = 10_000) {
        self.size = size
        self.previousSize = size
        logger = ItemLogger(maxEntries: maxLogEntries, clock: clock)
        logArchive = LogArchive(logger: logger)
        ledger = RuntimeLedger(clock: clock)
        runtime.addTracer(ledger)
        bridge = RuntimeTraceBridge(logger: logger)
        bridge.nameOfTarget = { ($0 as? Box)?.name }  // a box's description is its name
        runtime.addTracer(bridge)
        runtime.addTracer(tuning)
        _ = logger.start()
    }

    /// The scene's rectangle, from the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// How many tokens have started and ended since the scene was created (``RuntimeLedger/tokenBalance``).
    public var tokenBalance: TokenBalance { ledger.tokenBalance }

    /// Adds a box on top of the others and returns it.
    @discardableResult
    public func addBox(_ box: Box) -> Box {
        boxes.append(box)
        return box
    }

    /// The box with `name`, if any.
    public func box(named name: String) -> Box? {
        boxes.first { $0.name == name }
    }

    /// The topmost box under `point`, if any.
    public func box(at point: Point) -> Box? {
        boxes.last { $0.contains(point) }
    }

    /// Moves `box` to the top of the drawing order.
    public func bringToFront(_ box: Box) {
        guard let index = boxes.firstIndex(where: { $0 === box }), index != boxes.count - 1 else { return }
        boxes.append(boxes.remove(at: index))
    }

    /// Adds a trace, started now, that hears every runtime event from now on.
    @discardableResult
    public func addTrace(_ trace: Trace) -> Tracer {
        let tracer = Tracer(trace: trace, clock: clock)
        traces.append(tracer)
        bridge.addTracer(tracer)
        _ = tracer.start(canThrowAssertions: false)
        return tracer
    }

    /// Logs a scene-level item (not a runtime event), such as a note from your own code.
    public func log(_ text: String, badge: String? = "•") {
        logger.log(genericItem: AnyTraceEquatable(text), emojiToPrepend: badge)
    }

    /// Performs the action bound to `press`, if any; returns whether there was one.
    @discardableResult
    public func performAction(for press: KeyPress) -> Bool {
        guard let action = actions.first(where: { $0.key == press }) else { return false }
        action.perform(self)
        return true
    }

    /// Resizes the scene and lets ``didResize`` lay it out again; tuned
    /// boxes keep their tuning, whatever plans the layout makes.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        previousSize = size
        size = newSize
        didResize?(self)
        reapplyTuning()
    }
}
