import Motion
import TraceKit

/// One runtime event as a `Sendable` value: what TraceKit logs for each
/// `Tracing` callback.
///
/// A `RuntimeEvent` holds the plan, performer and target themselves,
/// which are neither `Sendable` nor `Equatable`; this value keeps their names
/// instead, taken when the event happens, so it can live in a log read from
/// another thread and be matched by a trace. Its fields are typed, so a log
/// panel filters by ``kind`` and ``targetName`` without parsing text, and its
/// ``description`` is the runtime's own one-line text for the event.
///
/// ```swift
/// if let event = entry.runtimeEvent, event.kind == .didStartToken {
///     print(event.targetName ?? "-", event.tokenLabel ?? "")
/// }
/// ```
public struct RuntimeTraceEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public var kind: RuntimeEvent.Kind
    /// The target's description (`Box#1`), or `nil` for runtime-wide events.
    public var targetName: String?
    /// The performer's type name (`DragPerformer`), for performer and token events.
    public var performerName: String?
    /// The plan's type name (`Fling`), for plan-added events.
    public var planTypeName: String?
    /// The plan's name, for named-plan events.
    package var planName: String?
    /// The token's number, for token events.
    package var tokenID: Int?
    /// The token's label (`drag`), for token events that have one.
    public var tokenLabel: String?
    /// Whether the runtime became active, for activity events.
    public var isActive: Bool?
    /// The plan's own description, for plan-added events of a plan that is not `Sendable`: the one
    /// part of ``description`` taken from such a value, so written when the event happens.
    package var planDescription: String?
    /// The plan itself, for plan-added events of a ``Motion/SendablePlan``: described when the
    /// event is (`Fling`'s description cost a burst of 5,000 throws a tenth of its frame). A `let`:
    /// a `var` starts as `nil`, and the initialiser's assignment over it went through the generic
    /// optional's witness (about 110 instructions an event).
    package let plan: KeptPlan?
    /// A description given by hand, in place of the one made from the fields.
    private var givenDescription: String?

    /// One readable line, e.g. `didStartToken token#1 (drag) by DragPerformer on Box#1`.
    ///
    /// Made from the fields when read, not when the event happens: a burst of 20,000 events
    /// in a frame is logged without describing one, and the log files describe them on their
    /// own thread.
    public var description: String {
        get {
            if let givenDescription { return givenDescription }
            var text = String()
            text.reserveCapacity(128)
            writeDescription(to: &text)
            return text
        }
        set { givenDescription = newValue }
    }

    /// Writes ``description`` to `output` a piece at a time, making no string of its own (the
    /// log files write every event's line this way).
    package func writeDescription(to output: inout some TextOutputStream) {
        if let givenDescription { return output.write(givenDescription) }
        RuntimeEvent.writeLine(
            kind, plan: planText, planName: planName, token: tokenID, label: tokenLabel,
            performer: performerName, isActive: isActive, target: targetName, to: &output
        )
    }

    /// The plan's description: taken when it was added, or made now from the plan kept.
    var planText: String? {
        planDescription ?? plan.map { RuntimeEvent.description(of: $0.plan) }
    }

    /// Captures the names in `event`.
    ///
    /// ```swift
    /// runtime.addTracer(EventTracer { events.append(RuntimeTraceEvent($0)) })
    /// ```
    public init(_ event: RuntimeEvent) {
        self.init(event, targetName: event.targetName)
    }

    /// An event of `kind` on the target named `targetName`, with the fields its kind has (the ways
    /// each callback is captured): made whole in one go, where one made empty and then filled in
    /// was copied and destroyed twice on the way (seven strings retained and released each time).
    init(
        kind: RuntimeEvent.Kind, targetName: String?, performerName: String? = nil, planTypeName: String? = nil,
        planName: String? = nil, tokenID: Int? = nil, tokenLabel: String? = nil, isActive: Bool? = nil,
        planDescription: String? = nil, plan: KeptPlan? = nil
    ) {
        self.kind = kind
        self.targetName = targetName
        self.performerName = performerName
        self.planTypeName = planTypeName
        self.planName = planName
        self.tokenID = tokenID
        self.tokenLabel = tokenLabel
        self.isActive = isActive
        self.planDescription = planDescription
        self.plan = plan
    }

    /// Equal when every field is, a plan by its description (a plan need not be `Equatable`).
    public static func == (lhs: RuntimeTraceEvent, rhs: RuntimeTraceEvent) -> Bool {
        lhs.kind == rhs.kind && lhs.targetName == rhs.targetName && lhs.performerName == rhs.performerName
            && lhs.planTypeName == rhs.planTypeName && lhs.planName == rhs.planName && lhs.tokenID == rhs.tokenID
            && lhs.tokenLabel == rhs.tokenLabel && lhs.isActive == rhs.isActive
            && lhs.givenDescription == rhs.givenDescription && lhs.planText == rhs.planText
    }

    /// Feeds the kind, the token's number and the activity: enough to tell most events apart
    /// (`==` tells the rest), no string touched and nothing described (every event is hashed
    /// once, when it is boxed, and reading a string's length copied it, a retain and a release).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind.ordinal)
        hasher.combine(tokenID)
        hasher.combine(isActive)
    }

    /// The trace item TraceKit logs for this event: its type is the kind's
    /// name and its value this event.
    public var traceItem: TraceItem {
        TraceItem(type: kind.rawValue, itemToMatch: AnyTraceEquatable(self))
    }

    // MARK: - Badges

    /// A short ASCII badge per kind, readable in a bitmap font: `PLAN`, `NAME`,
    /// `UNNAME`, `PERF`, `TOK+`, `TOK-`, `RUN` (activity changes) and `GONE`.
    ///
    /// ```swift
    /// RuntimeTraceEvent.defaultBadge(for: .didStartToken)  // "TOK+"
    /// ```
    public static func defaultBadge(for kind: RuntimeEvent.Kind) -> String {
        switch kind {
        case .didAddPlan: "PLAN"
        case .didAddNamedPlan: "NAME"
        case .didRemovePlanNamed: "UNNAME"
        case .didCreatePerformer: "PERF"
        case .didStartToken: "TOK+"
        case .didEndToken: "TOK-"
        case .runtimeActivityDidChange: "RUN"
        case .didRemoveTarget: "GONE"
        }
    }
}

// MARK: - Its properties in a log

extension RuntimeTraceEvent: LoggedItemPropertiesProviding {
    /// `kind` (the kind's name) and, for an event on a target, `target`: what a
    /// ``RuntimeTraceBridge``'s logger shows with each event and writes as CSV columns.
    package var loggedItemProperties: LoggedItemProperties {
        var properties: LoggedItemProperties = ["kind": AnyTraceEquatable(kind.rawValue)]
        if let targetName { properties["target"] = AnyTraceEquatable(targetName) }
        return properties
    }
}

// MARK: - Reading events back from logs

extension TraceItem {
    /// The runtime event this item carries, if it was logged by a ``RuntimeTraceBridge``.
    public var runtimeEvent: RuntimeTraceEvent? {
        itemToMatch.value(as: RuntimeTraceEvent.self)
    }
}

extension LoggedItem {
    /// The runtime event this entry carries, if it was logged by a ``RuntimeTraceBridge``.
    ///
    /// ```swift
    /// let tokens = logger.loggedItems.filter { $0.runtimeEvent?.kind == .didStartToken }
    /// ```
    public var runtimeEvent: RuntimeTraceEvent? {
        item.value(as: RuntimeTraceEvent.self)
    }

    /// `read` applied to the runtime event this entry carries, read in place (not copied), if
    /// it was logged by a ``RuntimeTraceBridge``: for readers of every entry, such as the log files.
    package func withRuntimeEvent<R>(_ read: (RuntimeTraceEvent) -> R) -> R? {
        item.withValue(as: RuntimeTraceEvent.self, read)
    }
}

extension RuntimeEvent.Kind {
    /// The case's place among the cases: what an event's hash feeds, and the bridge's index into
    /// its per-kind tables. A `String`-backed enum hashes its raw value (the `RawRepresentable`
    /// default wins over the synthesized hash), some 175 instructions an event; the number tells
    /// the cases apart as well.
    var ordinal: Int {
        switch self {
        case .didAddPlan: 0
        case .didAddNamedPlan: 1
        case .didRemovePlanNamed: 2
        case .didCreatePerformer: 3
        case .didStartToken: 4
        case .didEndToken: 5
        case .runtimeActivityDidChange: 6
        case .didRemoveTarget: 7
        }
    }
}
