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
        target.map { Self.text(of: $0) }
    }

    /// The name of a performer's type, without its module: `SpringPerformer`.
    ///
    /// Names are made once per type and kept: tracing names a performer on
    /// every event, and making a type's name allocates.
    public static func name(of performer: any Performing) -> String {
        _TypeNames.name(of: type(of: performer))
    }
}

extension RuntimeEvent: CustomStringConvertible {
    /// One readable line, e.g. `didAddPlan Spring(to: (200, 120)) to Box#3`.
    public var description: String {
        description(targetName: targetName)
    }

    /// ``description`` with the target's text already known (`targetName`, as
    /// ``targetName`` gives it): a tracer that needs both names the target once.
    package func description(targetName: String?) -> String {
        // Built in one buffer reserved up front: tracing describes every event, and
        // interpolation would grow (and reallocate) its string several times.
        var text = String()
        text.reserveCapacity(128)
        let targetText = targetName ?? ""
        switch self {
        case let .didAddPlan(plan, _):
            text += "didAddPlan "; plan.writeDescription(to: &text); text += " to "; text += targetText
        case let .didAddNamedPlan(plan, name, _):
            text += "didAddPlan "; plan.writeDescription(to: &text); text += " named \""; text += name
            text += "\" to "; text += targetText
        case let .didRemovePlanNamed(name, _):
            text += "didRemovePlanNamed \""; text += name; text += "\" from "; text += targetText
        case let .didCreatePerformer(performer, _):
            text += "didCreatePerformer "; text += Self.name(of: performer); text += " for "; text += targetText
        case let .didStartToken(token, performer, _), let .didEndToken(token, performer, _):
            text += kind == .didStartToken ? "didStartToken token#" : "didEndToken token#"
            text += String(token.id)
            if let label = token.label { text += " ("; text += label; text += ")" }
            text += " by "; text += Self.name(of: performer); text += " on "; text += targetText
        case let .runtimeActivityDidChange(isActive):
            text += isActive ? "runtimeActivityDidChange active" : "runtimeActivityDidChange idle"
        case .didRemoveTarget:
            text += "didRemoveTarget "; text += targetText
        }
        return text
    }

    /// A target's text: its own description when it has one (no printing machinery).
    static func text(of target: AnyObject) -> String {
        (target as? any CustomStringConvertible)?.description ?? String(describing: target)
    }
}
