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
    /// The tracers each event is logged to, in order.
    public private(set) var tracers: [Tracer]
    /// The logger each event is logged to, if any.
    public var logger: ItemLogger?
    /// The badge shown before each event in the logger.
    public var badge: (RuntimeEvent.Kind) -> String?
    /// Called with every event, as captured once for the tracers and the logger
    /// (an inspector listens here instead of capturing each event again).
    private var listeners: [(RuntimeTraceEvent) -> Void] = []
    /// The logger's properties per target and kind, made once: most events repeat them, and
    /// making them costs four allocations (two boxes, an array, the key's string).
    private var propertyCache: [PropertyKey: LoggedItemProperties] = [:]
    /// Room for every kind on 8,000 targets (the stress scene has 5,000), about 100 bytes
    /// each; past it, properties are made per event as before.
    private static let propertyCacheLimit = 1 << 16

    private struct PropertyKey: Hashable {
        var kind: RuntimeEvent.Kind
        var target: String?
    }

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

    /// Logs `event` to every tracer and to the logger; every callback ends here.
    ///
    /// ```swift
    /// bridge.record(.runtimeActivityDidChange(isActive: false))
    /// ```
    public func record(_ event: RuntimeEvent) {
        guard !tracers.isEmpty || logger != nil || !listeners.isEmpty else { return }
        let value = RuntimeTraceEvent(event)
        // One box for the tracers and the logger alike.
        let boxed = AnyTraceEquatable(value)
        if !tracers.isEmpty {
            let item = TraceItem(type: value.kind.rawValue, itemToMatch: boxed)
            for tracer in tracers {
                tracer.log(item: item)
            }
        }
        if let logger {
            logger.log(genericItem: boxed, properties: properties(of: value), emojiToPrepend: badge(value.kind))
        }
        for listener in listeners {
            listener(value)
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

    private func properties(of value: RuntimeTraceEvent) -> LoggedItemProperties {
        let key = PropertyKey(kind: value.kind, target: value.targetName)
        if let cached = propertyCache[key] { return cached }
        var properties: LoggedItemProperties = ["kind": AnyTraceEquatable(value.kind.rawValue)]
        if let target = value.targetName { properties["target"] = AnyTraceEquatable(target) }
        if propertyCache.count < Self.propertyCacheLimit { propertyCache[key] = properties }
        return properties
    }

    // MARK: - Tracing

    /// Records each runtime event (every `Tracing` callback ends here).
    public func trace(_ event: RuntimeEvent) {
        record(event)
    }
}
