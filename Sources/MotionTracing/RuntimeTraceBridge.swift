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
    /// The logger's properties per target and kind, made once: most events repeat them, and
    /// making them costs four allocations (two boxes, an array, the key's string). A target has a
    /// slot, found by its identity, then checked against its name (the same string, so one
    /// comparison of its bits): hashing the name itself cost more than the rest of the lookup. The
    /// slots' names and properties sit in flat arrays, so a lookup copies no record out of a
    /// dictionary (each copy retained and released its name and its array).
    @exclusivity(unchecked) private var slotOfTarget: [ObjectIdentifier: Int] = [:]
    /// Each slot's target name.
    @exclusivity(unchecked) private var slotNames: [String] = []
    /// Each slot's properties by kind: `slot * kindCount + kind.ordinal`.
    @exclusivity(unchecked) private var slotProperties: [LoggedItemProperties?] = []
    /// The performer and plan types named last (a burst of events names one or two, again and again).
    @exclusivity(unchecked) var typeNames = TypeNameCache()
    /// The properties of runtime-wide events, by kind.
    @exclusivity(unchecked) private var runtimeProperties: [LoggedItemProperties?] = Array(repeating: nil, count: RuntimeEvent.Kind.allCases.count)
    /// Room for 65,536 targets (the stress scene has 5,000), about 100 bytes a kind each;
    /// past it, properties are made per event as before.
    private static let propertyCacheLimit = 1 << 16
    private static let kindCount = RuntimeEvent.Kind.allCases.count

    /// The last target's slot (a target's events come in runs: a named plan replaced is four).
    @exclusivity(unchecked) private var recentSlot: (target: ObjectIdentifier, slot: Int)?

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
        let target = event.target
        log(RuntimeTraceEvent(event, targetName: name(of: target), names: &typeNames), target: target)
    }

    /// Whether anyone hears the events: with no tracer, logger or listener, nothing is captured.
    var isHeard: Bool { !tracers.isEmpty || logger != nil || !listeners.isEmpty }

    /// A target's text: ``nameOfTarget`` when it knows the target, else ``RuntimeEvent/targetName``'s.
    func name(of target: AnyObject?) -> String? {
        guard let target else { return nil }
        return nameOfTarget?(target) ?? RuntimeEvent.text(of: target)
    }

    /// Logs `event`, captured from a callback on `target`, to the tracers, the logger and the
    /// listeners; every callback ends here.
    func log(_ event: consuming RuntimeTraceEvent, target: AnyObject?) {
        let kind = event.kind
        let properties = logger == nil ? nil : properties(of: kind, targetName: event.targetName, target: target)
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
            logger.log(genericItem: boxed, properties: properties, emojiToPrepend: badge(kind))
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

    private func properties(of kind: RuntimeEvent.Kind, targetName name: String?, target: AnyObject?) -> LoggedItemProperties {
        let kindIndex = kind.ordinal
        guard let target, let name else {
            if let cached = runtimeProperties[kindIndex] { return cached }
            let properties = Self.makeProperties(kind, name)
            runtimeProperties[kindIndex] = properties
            return properties
        }
        let key = ObjectIdentifier(target)
        let slot: Int
        if let recentSlot, recentSlot.target == key {
            slot = recentSlot.slot
        } else if let found = slotOfTarget[key] {
            slot = found
            recentSlot = (key, found)
        } else {
            guard slotNames.count < Self.propertyCacheLimit else { return Self.makeProperties(kind, name) }
            slot = slotNames.count
            slotOfTarget[key] = slot
            slotNames.append(name)
            slotProperties.append(contentsOf: Self.noProperties)
            recentSlot = (key, slot)
        }
        let index = slot * Self.kindCount + kindIndex
        if slotNames[slot] == name {
            if let cached = slotProperties[index] { return cached }
        } else {
            // The same object under another name (a target renamed, or a new object at a freed one's address).
            slotNames[slot] = name
            slotProperties.replaceSubrange(slot * Self.kindCount..<(slot + 1) * Self.kindCount, with: Self.noProperties)
        }
        let properties = Self.makeProperties(kind, name)
        slotProperties[index] = properties
        return properties
    }

    private static let noProperties = [LoggedItemProperties?](repeating: nil, count: RuntimeEvent.Kind.allCases.count)

    private static func makeProperties(_ kind: RuntimeEvent.Kind, _ targetName: String?) -> LoggedItemProperties {
        var properties: LoggedItemProperties = ["kind": AnyTraceEquatable(kind.rawValue)]
        if let targetName { properties["target"] = AnyTraceEquatable(targetName) }
        return properties
    }
}
