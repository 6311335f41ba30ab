import Motion
import TraceKit

/// A rule that accepts runtime events by kind and by name, for trace slots.
///
/// Every field but ``kind`` is optional: `nil` accepts any value. Names are
/// compared exactly: the target's description, the performer's and the plan's
/// type names, never a plan's full description (which holds changing numbers).
///
/// ```swift
/// let pattern = RuntimeEventPattern(kind: .didEndToken, targetName: "Box#2")
/// let slot = TraceItem(type: "didEndToken", matching: pattern)   // any token ended on Box#2
/// ```
public struct RuntimeEventPattern: TraceMatcher, Hashable {
    /// The kind of event accepted.
    public var kind: RuntimeEvent.Kind
    /// The target's description, or `nil` for any target.
    public var targetName: String?
    /// The performer's type name, or `nil` for any performer.
    public var performerName: String?
    /// The plan's type name, or `nil` for any plan.
    public var planTypeName: String?
    /// The plan's name, or `nil` for any name.
    package var planName: String?
    /// The token's label, or `nil` for any label (or none).
    public var tokenLabel: String?
    /// Whether the runtime became active, or `nil` for either.
    public var isActive: Bool?

    /// Creates a pattern; unspecified fields accept anything.
    public init(
        kind: RuntimeEvent.Kind, targetName: String? = nil, performerName: String? = nil,
        planTypeName: String? = nil, planName: String? = nil, tokenLabel: String? = nil, isActive: Bool? = nil
    ) {
        self.kind = kind
        self.targetName = targetName
        self.performerName = performerName
        self.planTypeName = planTypeName
        self.planName = planName
        self.tokenLabel = tokenLabel
        self.isActive = isActive
    }

    // MARK: - Matching

    /// Whether `event` satisfies every field given.
    public func matches(_ event: RuntimeTraceEvent) -> Bool {
        event.kind == kind
            && Self.accepts(targetName, event.targetName)
            && Self.accepts(performerName, event.performerName)
            && Self.accepts(planTypeName, event.planTypeName)
            && Self.accepts(planName, event.planName)
            && Self.accepts(tokenLabel, event.tokenLabel)
            && Self.accepts(isActive, event.isActive)
    }

    /// Whether `item` carries a runtime event this pattern accepts.
    public func matches(_ item: TraceItem) -> Bool {
        guard let event = item.runtimeEvent else { return false }
        return matches(event)
    }

    @inline(__always)
    private static func accepts<T: Equatable>(_ expected: T?, _ actual: T?) -> Bool {
        expected == nil || expected == actual
    }

    // MARK: - Description

    /// What the pattern accepts, e.g. `didStartToken (drag) on Box#1` or `runtime idle`.
    public var description: String {
        if kind == .runtimeActivityDidChange {
            return isActive.map { $0 ? "runtime active" : "runtime idle" } ?? "runtime activity changed"
        }
        var text = kind.rawValue
        if let planTypeName { text += " \(planTypeName)" }
        if let planName { text += " named \"\(planName)\"" }
        if let tokenLabel { text += " (\(tokenLabel))" }
        if let performerName { text += " by \(performerName)" }
        if let targetName {
            let preposition =
                switch kind {
                case .didAddPlan, .didAddNamedPlan: "to"
                case .didRemovePlanNamed: "from"
                case .didCreatePerformer: "for"
                default: "on"
                }
            text += " \(preposition) \(targetName)"
        }
        return text
    }
}
