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
        // Built in one buffer reserved up front: interpolation would grow (and reallocate) its
        // string several times.
        var text = String()
        text.reserveCapacity(128)
        let target = targetName
        switch self {
        case let .didAddPlan(plan, _):
            Self.writeLine(.didAddPlan, plan: Self.description(of: plan), target: target, to: &text)
        case let .didAddNamedPlan(plan, name, _):
            Self.writeLine(.didAddNamedPlan, plan: Self.description(of: plan), planName: name, target: target, to: &text)
        case let .didRemovePlanNamed(name, _):
            Self.writeLine(.didRemovePlanNamed, planName: name, target: target, to: &text)
        case let .didCreatePerformer(performer, _):
            Self.writeLine(.didCreatePerformer, performer: Self.name(of: performer), target: target, to: &text)
        case let .didStartToken(token, performer, _), let .didEndToken(token, performer, _):
            Self.writeLine(kind, token: token.id, label: token.label, performer: Self.name(of: performer), target: target, to: &text)
        case let .runtimeActivityDidChange(isActive):
            Self.writeLine(.runtimeActivityDidChange, isActive: isActive, to: &text)
        case .didRemoveTarget:
            Self.writeLine(.didRemoveTarget, target: target, to: &text)
        }
        return text
    }

    /// A plan's one-line description (``Plan/writeDescription(to:)``).
    package static func description(of plan: any Plan) -> String {
        var text = String()
        text.reserveCapacity(64)
        plan.writeDescription(to: &text)
        return text
    }

    /// An event's line from its parts, written to `output` a piece at a time: the one place it
    /// is spelled. ``description`` writes it from the event; a log that keeps only the parts
    /// (MotionTracing's `RuntimeTraceEvent`) writes it when it is read, so an event nobody reads
    /// is never described, and the log files write it straight into their bytes. Parts a kind
    /// has no use for are ignored.
    package static func writeLine(
        _ kind: Kind, plan: String? = nil, planName: String? = nil, token: Int? = nil, label: String? = nil,
        performer: String? = nil, isActive: Bool? = nil, target: String? = nil, to output: inout some TextOutputStream
    ) {
        let targetText = target ?? ""
        switch kind {
        case .didAddPlan, .didAddNamedPlan:
            output.write("didAddPlan "); output.write(plan ?? "")
            if kind == .didAddNamedPlan { output.write(" named \""); output.write(planName ?? ""); output.write("\"") }
            output.write(" to "); output.write(targetText)
        case .didRemovePlanNamed:
            output.write("didRemovePlanNamed \""); output.write(planName ?? ""); output.write("\" from "); output.write(targetText)
        case .didCreatePerformer:
            output.write("didCreatePerformer "); output.write(performer ?? ""); output.write(" for "); output.write(targetText)
        case .didStartToken, .didEndToken:
            output.write(kind == .didStartToken ? "didStartToken token#" : "didEndToken token#")
            output.write(String(token ?? 0))
            if let label { output.write(" ("); output.write(label); output.write(")") }
            output.write(" by "); output.write(performer ?? ""); output.write(" on "); output.write(targetText)
        case .runtimeActivityDidChange:
            output.write(isActive == true ? "runtimeActivityDidChange active" : "runtimeActivityDidChange idle")
        case .didRemoveTarget:
            output.write("didRemoveTarget "); output.write(targetText)
        }
    }

    /// A target's text: its own description when it has one (no printing machinery).
    package static func text(of target: AnyObject) -> String {
        (target as? any CustomStringConvertible)?.description ?? String(describing: target)
    }
}
