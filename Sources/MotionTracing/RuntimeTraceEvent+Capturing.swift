import Motion

/// How each runtime callback becomes a ``RuntimeTraceEvent``, written once: from a
/// `RuntimeEvent` value, and straight from the `Tracing` callbacks, which is how the bridge
/// hears a runtime. Going straight skips the `RuntimeEvent` in between: its payloads are
/// existentials, and every switch over it (its `kind`, its `target`) copied and destroyed
/// the whole value, about 14 % of what a burst of events cost the frame.
extension RuntimeTraceEvent {
    /// Captures the names in `event`, whose target's text (``RuntimeEvent/targetName``) is `targetName`.
    package init(_ event: RuntimeEvent, targetName: String?) {
        switch event {
        case let .didAddPlan(plan, _):
            self = .planAdded(plan, named: nil, targetName: targetName)
        case let .didAddNamedPlan(plan, name, _):
            self = .planAdded(plan, named: name, targetName: targetName)
        case let .didRemovePlanNamed(name, _):
            self = .planRemoved(named: name, targetName: targetName)
        case let .didCreatePerformer(performer, _):
            self = .performerCreated(performer, targetName: targetName)
        case let .didStartToken(token, performer, _):
            self = .token(.didStartToken, token, performer: performer, targetName: targetName)
        case let .didEndToken(token, performer, _):
            self = .token(.didEndToken, token, performer: performer, targetName: targetName)
        case let .runtimeActivityDidChange(isActive):
            self = .activityChanged(isActive: isActive)
        case .didRemoveTarget:
            self = .targetRemoved(targetName: targetName)
        }
    }

    /// `didAddPlan`, or `didAddNamedPlan` when the plan has a `name`: the plan's type and its own
    /// description, taken now (a plan is not `Sendable`).
    package static func planAdded(_ plan: any Plan, named name: String?, targetName: String?) -> Self {
        var event = Self(kind: name == nil ? .didAddPlan : .didAddNamedPlan, targetName: targetName)
        event.planTypeName = RuntimeEvent.typeName(of: plan)
        event.planDescription = RuntimeEvent.description(of: plan)
        event.planName = name
        return event
    }

    /// `didRemovePlanNamed`.
    package static func planRemoved(named name: String, targetName: String?) -> Self {
        var event = Self(kind: .didRemovePlanNamed, targetName: targetName)
        event.planName = name
        return event
    }

    /// `didCreatePerformer`.
    package static func performerCreated(_ performer: any Performing, targetName: String?) -> Self {
        var event = Self(kind: .didCreatePerformer, targetName: targetName)
        event.performerName = RuntimeEvent.name(of: performer)
        return event
    }

    /// `didStartToken` or `didEndToken`.
    package static func token(_ kind: RuntimeEvent.Kind, _ token: ActiveToken, performer: any Performing, targetName: String?) -> Self {
        var event = Self(kind: kind, targetName: targetName)
        event.performerName = RuntimeEvent.name(of: performer)
        event.tokenID = token.id
        event.tokenLabel = token.label
        return event
    }

    /// `runtimeActivityDidChange`.
    package static func activityChanged(isActive: Bool) -> Self {
        var event = Self(kind: .runtimeActivityDidChange, targetName: nil)
        event.isActive = isActive
        return event
    }

    /// `didRemoveTarget`.
    package static func targetRemoved(targetName: String?) -> Self {
        Self(kind: .didRemoveTarget, targetName: targetName)
    }
}
