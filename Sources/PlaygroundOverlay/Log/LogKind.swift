import Motion
import PlaygroundKit

/// The kind of one line in the overlay's log: a runtime event's kind, or a
/// line the scene logged itself.
///
/// Each kind has a short badge (the same ASCII badges the runtime bridge logs
/// with, so the panel and `log.txt` agree) and a chip in the log's filter
/// row. ``LogKindSet`` holds a set of kinds in one integer, so filtering a
/// line costs one AND.
///
/// ```swift
/// LogKind(.didStartToken).badge   // "TOK+"
/// LogKind.scene.badge             // "LOG"
/// ```
public enum LogKind: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A plan was added without a name.
    case planAdded
    /// A plan was added under a name.
    case namedPlanAdded
    /// A named plan was removed.
    case namedPlanRemoved
    /// The runtime created a performer.
    case performerCreated
    /// A performer opened an active token.
    case tokenStarted
    /// An active token ended.
    case tokenEnded
    /// The runtime became active or idle.
    case activity
    /// A target was removed from the runtime.
    case targetRemoved
    /// Anything else in the scene's logger: notes from the scene or the user's code.
    case scene

    /// The kind of a runtime event.
    public init(_ kind: RuntimeEvent.Kind) {
        switch kind {
        case .didAddPlan: self = .planAdded
        case .didAddNamedPlan: self = .namedPlanAdded
        case .didRemovePlanNamed: self = .namedPlanRemoved
        case .didCreatePerformer: self = .performerCreated
        case .didStartToken: self = .tokenStarted
        case .didEndToken: self = .tokenEnded
        case .runtimeActivityDidChange: self = .activity
        case .didRemoveTarget: self = .targetRemoved
        }
    }

    /// The badge drawn before each line and on the kind's filter chip.
    public var badge: String {
        switch self {
        case .planAdded: "PLAN"
        case .namedPlanAdded: "NAME"
        case .namedPlanRemoved: "UNNAME"
        case .performerCreated: "PERF"
        case .tokenStarted: "TOK+"
        case .tokenEnded: "TOK-"
        case .activity: "RUN"
        case .targetRemoved: "GONE"
        case .scene: "LOG"
        }
    }

    /// The badge, e.g. `TOK+`.
    public var description: String { badge }
}

/// A set of ``LogKind``s in one integer: what the log's kind filter hides.
///
/// ```swift
/// var hidden = LogKindSet()
/// hidden.insert(.planAdded)
/// hidden.contains(.planAdded)   // true
/// ```
public struct LogKindSet: Sendable, Hashable {
    /// One bit per kind, by raw value.
    public private(set) var bits: UInt32

    /// The empty set.
    public init() {
        bits = 0
    }

    /// A set of the given kinds.
    public init(_ kinds: some Sequence<LogKind>) {
        bits = 0
        for kind in kinds { insert(kind) }
    }

    /// Whether `kind` is in the set.
    @inline(__always)
    public func contains(_ kind: LogKind) -> Bool {
        bits & (1 << UInt32(kind.rawValue)) != 0
    }

    /// Adds `kind`.
    public mutating func insert(_ kind: LogKind) {
        bits |= 1 << UInt32(kind.rawValue)
    }

    /// Removes `kind`.
    public mutating func remove(_ kind: LogKind) {
        bits &= ~(1 << UInt32(kind.rawValue))
    }

    /// Adds `kind` if absent, removes it if present.
    public mutating func toggle(_ kind: LogKind) {
        bits ^= 1 << UInt32(kind.rawValue)
    }

    /// Whether the set is empty.
    public var isEmpty: Bool { bits == 0 }
}
