import Motion

/// How each runtime callback becomes a ``RuntimeTraceEvent``, written once: from a
/// `RuntimeEvent` value, and straight from the `Tracing` callbacks, which is how the bridge
/// hears a runtime. Going straight skips the `RuntimeEvent` in between: its payloads are
/// existentials, and every switch over it (its `kind`, its `target`) copied and destroyed
/// the whole value, about 14 % of what a burst of events cost the frame.
extension RuntimeTraceEvent {
    /// Captures the names in `event`, whose target's text (``RuntimeEvent/targetName``) is `targetName`.
    package init(_ event: RuntimeEvent, targetName: String?) {
        var names = TypeNameCache()
        self.init(event, targetName: targetName, names: &names)
    }

    /// The same, its types named through `names`.
    package init(_ event: RuntimeEvent, targetName: String?, names: inout TypeNameCache) {
        switch event {
        case let .didAddPlan(plan, _):
            self = .planAdded(plan, named: nil, targetName: targetName, names: &names)
        case let .didAddNamedPlan(plan, name, _):
            self = .planAdded(plan, named: name, targetName: targetName, names: &names)
        case let .didRemovePlanNamed(name, _):
            self = .planRemoved(named: name, targetName: targetName)
        case let .didCreatePerformer(performer, _):
            self = .performerCreated(performer, targetName: targetName, names: &names)
        case let .didStartToken(token, performer, _):
            self = .token(.didStartToken, token, performer: performer, targetName: targetName, names: &names)
        case let .didEndToken(token, performer, _):
            self = .token(.didEndToken, token, performer: performer, targetName: targetName, names: &names)
        case let .runtimeActivityDidChange(isActive):
            self = .activityChanged(isActive: isActive)
        case .didRemoveTarget:
            self = .targetRemoved(targetName: targetName)
        }
    }

    /// `didAddPlan`, or `didAddNamedPlan` when the plan has a `name`: the plan's type, and the plan
    /// itself when it is a `SendablePlan`, else its own description, taken now.
    package static func planAdded(_ plan: any Plan, named name: String?, targetName: String?, names: inout TypeNameCache) -> Self {
        let planType = type(of: plan)
        let kept = planType.isSendablePlan ? KeptPlan(plan) : nil
        return Self(
            kind: name == nil ? .didAddPlan : .didAddNamedPlan, targetName: targetName, planTypeName: names.name(of: planType),
            planName: name, planDescription: kept == nil ? RuntimeEvent.description(of: plan) : nil, plan: kept)
    }

    /// `didRemovePlanNamed`.
    package static func planRemoved(named name: String, targetName: String?) -> Self {
        Self(kind: .didRemovePlanNamed, targetName: targetName, planName: name)
    }

    /// `didCreatePerformer`.
    package static func performerCreated(_ performer: any Performing, targetName: String?, names: inout TypeNameCache) -> Self {
        Self(kind: .didCreatePerformer, targetName: targetName, performerName: names.name(of: type(of: performer)))
    }

    /// `didStartToken` or `didEndToken`.
    package static func token(
        _ kind: RuntimeEvent.Kind, _ token: ActiveToken, performer: any Performing, targetName: String?, names: inout TypeNameCache
    ) -> Self {
        Self(kind: kind, targetName: targetName, performerName: names.name(of: type(of: performer)), tokenID: token.id, tokenLabel: token.label)
    }

    /// `runtimeActivityDidChange`.
    package static func activityChanged(isActive: Bool) -> Self {
        Self(kind: .runtimeActivityDidChange, targetName: nil, isActive: isActive)
    }

    /// `didRemoveTarget`.
    package static func targetRemoved(targetName: String?) -> Self {
        Self(kind: .didRemoveTarget, targetName: targetName)
    }
}

/// A plan of a ``Motion/SendablePlan`` type, kept as the existential the runtime handed the tracer:
/// its box is shared, not copied (made again as an `any SendablePlan`, a plan larger than three
/// words was copied into a box of its own: an allocation a plan, 5,000 in the stress scene's re-throw).
package struct KeptPlan: @unchecked Sendable {
    // Unchecked: made only for a plan whose type says it is `Sendable` (`isSendablePlan`), and an
    // existential's box is never changed once shared, so reading it from another thread is safe.
    package let plan: any Plan

    init(_ plan: any Plan) {
        self.plan = plan
    }
}
