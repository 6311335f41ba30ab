/// One thing a runtime did, as a value: the events of ``Tracing``, reified.
///
/// Use it to record, filter or display what the runtime does. Its
/// `description` is the one line that ``ConsoleTracer`` logs, and
/// ``EventTracer`` turns the ``Tracing`` callbacks into these values.
///
/// ```swift
/// runtime.addTracer(EventTracer { event in
///     if event.kind == .didStartToken { print(event) }
/// })
/// ```
public enum RuntimeEvent {
    case didAddPlan(any Plan, target: AnyObject)
    case didAddNamedPlan(any NamedPlan, name: String, target: AnyObject)
    case didRemovePlanNamed(String, target: AnyObject)
    case didCreatePerformer(any Performing, target: AnyObject)
    case didStartToken(ActiveToken, performer: any Performing, target: AnyObject)
    case didEndToken(ActiveToken, performer: any Performing, target: AnyObject)
    case runtimeActivityDidChange(isActive: Bool)
    case didRemoveTarget(AnyObject)

    /// The kind of an event, without its payload; handy for filters and badges.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case didAddPlan, didAddNamedPlan, didRemovePlanNamed, didCreatePerformer
        case didStartToken, didEndToken, runtimeActivityDidChange, didRemoveTarget
    }

    /// The kind of this event.
    public var kind: Kind {
        switch self {
        case .didAddPlan: .didAddPlan
        case .didAddNamedPlan: .didAddNamedPlan
        case .didRemovePlanNamed: .didRemovePlanNamed
        case .didCreatePerformer: .didCreatePerformer
        case .didStartToken: .didStartToken
        case .didEndToken: .didEndToken
        case .runtimeActivityDidChange: .runtimeActivityDidChange
        case .didRemoveTarget: .didRemoveTarget
        }
    }

    /// The target the event concerns, or `nil` for runtime-wide events.
    public var target: AnyObject? {
        switch self {
        case let .didAddPlan(_, target), let .didAddNamedPlan(_, _, target),
             let .didRemovePlanNamed(_, target), let .didCreatePerformer(_, target),
             let .didStartToken(_, _, target), let .didEndToken(_, _, target):
            target
        case let .didRemoveTarget(target):
            target
        case .runtimeActivityDidChange:
            nil
        }
    }

    /// The target's description (`Box#3`), or `nil` for runtime-wide events.
    public var targetName: String? {
        target.map { String(describing: $0) }
    }

    /// The name of a performer's type, without its module: `SpringPerformer`.
    public static func name(of performer: any Performing) -> String {
        String(describing: type(of: performer))
    }
}

extension RuntimeEvent: CustomStringConvertible {
    /// One readable line, e.g. `didAddPlan Spring(to: (200, 120)) to Box#3`.
    public var description: String {
        switch self {
        case let .didAddPlan(plan, target):
            "didAddPlan \(plan) to \(target)"
        case let .didAddNamedPlan(plan, name, target):
            "didAddPlan \(plan) named \"\(name)\" to \(target)"
        case let .didRemovePlanNamed(name, target):
            "didRemovePlanNamed \"\(name)\" from \(target)"
        case let .didCreatePerformer(performer, target):
            "didCreatePerformer \(Self.name(of: performer)) for \(target)"
        case let .didStartToken(token, performer, target):
            "didStartToken \(token) by \(Self.name(of: performer)) on \(target)"
        case let .didEndToken(token, performer, target):
            "didEndToken \(token) by \(Self.name(of: performer)) on \(target)"
        case let .runtimeActivityDidChange(isActive):
            "runtimeActivityDidChange \(isActive ? "active" : "idle")"
        case let .didRemoveTarget(target):
            "didRemoveTarget \(target)"
        }
    }
}
