import Motion
import TraceKit

/// A runtime tracer that logs every runtime event to TraceKit: to any number
/// of `Tracer`s, and to an `ItemLogger`.
///
/// Add it to a runtime with `runtime.addTracer(bridge)`. For each
/// `Tracing` callback it builds one ``RuntimeTraceEvent`` (names
/// only, so it is `Sendable`) and logs ``RuntimeTraceEvent/traceItem`` to
/// each tracer, in the order the tracers were added, then logs the event to
/// the logger with its badge and the properties `kind` and `target`. Tracers
/// that are not running ignore it, so a scene can keep its traces attached
/// and start and stop them at will.
///
/// Like the runtime, the bridge is used from the runtime's thread; the
/// tracers and the logger it feeds may be read from any thread.
///
/// ```swift
/// let logger = ItemLogger()
/// let tracer = Tracer(trace: try Trace(name: "Drag Box#1", itemsToMatch: [
///     .tokenStarted(on: "Box#1"), .tokenEnded(on: "Box#1"), .runtimeIdle,
/// ]))
/// let bridge = RuntimeTraceBridge(tracers: [tracer], logger: logger)
/// runtime.addTracer(bridge)
/// logger.start()
/// tracer.start()
/// // … drag …
/// print(tracer.stop().summary)
/// ```
public final class RuntimeTraceBridge: RuntimeEventTracing {
    // The state every event touches skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`, as `Box` does): it is used from one thread and never changed
    // from inside a change of itself, and the checks cost about 2,000 instructions an event.
    /// The tracers each event is logged to, in order.
    @exclusivity(unchecked) public private(set) var tracers: [Tracer]
    /// The logger each event is logged to, if any.
    @exclusivity(unchecked) public var logger: ItemLogger?
    /// The badge shown before each event in the logger.
    @exclusivity(unchecked) public var badge: (RuntimeEvent.Kind) -> String?
    /// Called with every event, as captured once for the tracers and the logger
    /// (an inspector listens here instead of capturing each event again).
    @exclusivity(unchecked) private var listeners: [(RuntimeTraceEvent) -> Void] = []
    /// The performer and plan types named last (a burst of events names one or two, again and again).
    @exclusivity(unchecked) var typeNames = TypeNameCache()

    /// How the bridge names an event's target, when a module knows its targets better than a
    /// dynamic cast does (the playground's boxes); `nil` falls back to ``RuntimeEvent/targetName``.
    /// It must give the same text as ``RuntimeEvent/targetName``.
    @exclusivity(unchecked) package var nameOfTarget: ((AnyObject) -> String?)?

    /// Creates a bridge to `tracers` and `logger`.
    ///
    /// ```swift
    /// let bridge = RuntimeTraceBridge(logger: logger, badge: { $0 == .didStartToken ? "▶" : nil })
    /// ```
    public init(
        tracers: [Tracer] = [],
        logger: ItemLogger? = nil,
        badge: @escaping (RuntimeEvent.Kind) -> String? = RuntimeTraceEvent.defaultBadge(for:)
    ) {
        self.tracers = tracers
        self.logger = logger
        self.badge = badge
    }

    // MARK: - Tracers

    /// Logs to `tracer` from now on. Adding the same tracer twice has no effect.
    public func addTracer(_ tracer: Tracer) {
        guard !tracers.contains(where: { $0 === tracer }) else { return }
        tracers.append(tracer)
    }

    /// Stops logging to `tracer`.
    public func removeTracer(_ tracer: Tracer) {
        tracers.removeAll { $0 === tracer }
    }

    // MARK: - Recording

    /// Logs `event` to every tracer and to the logger.
    ///
    /// ```swift
    /// bridge.record(.runtimeActivityDidChange(isActive: false))
    /// ```
    public func record(_ event: RuntimeEvent) {
        guard isHeard else { return }
        log(RuntimeTraceEvent(event, targetName: name(of: event.target), names: &typeNames))
    }

    /// Whether anyone hears the events: with no tracer, logger or listener, nothing is captured.
    var isHeard: Bool { !tracers.isEmpty || logger != nil || !listeners.isEmpty }

    /// A target's text: ``nameOfTarget`` when it knows the target, else ``RuntimeEvent/targetName``'s.
    func name(of target: AnyObject?) -> String? {
        guard let target else { return nil }
        return nameOfTarget?(target) ?? RuntimeEvent.text(of: target)
    }

    /// Logs `event`, captured from a callback, to the tracers, the logger and the listeners;
    /// every callback ends here.
    func log(_ event: consuming RuntimeTraceEvent) {
        let kind = event.kind
        // One box for the tracers, the logger and the listeners alike, the event moved into it: a
        // copy of its nine fields costs nine retains, and their release another nine.
        let boxed = AnyTraceEquatable(moving: event)
        if !tracers.isEmpty {
            let item = TraceItem(type: kind.rawValue, itemToMatch: boxed)
            for tracer in tracers {
                tracer.log(item: item)
            }
        }
        if let logger {
            // Its properties, `kind` and `target`, are the event's own (`loggedItemProperties`),
            // made when an entry's are read: none is kept, or shared, per entry.
            logger.log(derivingPropertiesOf: boxed, emojiToPrepend: badge(kind))
        }
        for listener in listeners {
            boxed.withValue(as: RuntimeTraceEvent.self, listener)
        }
    }

    /// Calls `listener` with every event from now on, captured once (names only), after the tracers and the logger.
    ///
    /// ```swift
    /// bridge.addListener { event in inspector.record(event) }
    /// ```
    public func addListener(_ listener: @escaping (RuntimeTraceEvent) -> Void) {
        listeners.append(listener)
    }
}
