import Motion

extension RuntimeTimeline {
    // A plain `Tracing` conformer, as the ledger is: each callback is recorded straight from its
    // arguments, never made into a `RuntimeEvent` (as `RuntimeEventTracing` would): a switch over
    // that value (its payloads are existentials) copied and destroyed all of it. With the names
    // remembered and the exclusivity checks skipped, this took the timeline from about 1,540
    // instructions an event to 360 in the stress scene's re-throw (`count event-path`).

    public func didAddPlan(_ plan: any Plan, to target: AnyObject) {
        append(.plan, target: slot(of: target), type: slot(ofType: type(of: plan), remembered: &recentPlanType))
    }

    public func didAddPlan(_ plan: any NamedPlan, named name: String, to target: AnyObject) {
        append(.namedPlan, target: slot(of: target), type: slot(ofType: type(of: plan), remembered: &recentPlanType), label: slot(of: name))
    }

    public func didRemovePlanNamed(_ name: String, from target: AnyObject) {
        append(.planUnnamed, target: slot(of: target), label: slot(of: name))
    }

    public func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        append(.performer, target: slot(of: target), type: slot(ofType: type(of: performer), remembered: &recentPerformerType))
    }

    public func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        appendToken(.tokenStarted, token, performer: performer, target: target, open: countToken(started: true))
    }

    public func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        appendToken(.tokenEnded, token, performer: performer, target: target, open: countToken(started: false))
    }

    public func runtimeActivityDidChange(isActive: Bool) {
        append(.activity, count: isActive ? 1 : 0)
    }

    public func didRemoveTarget(_ target: AnyObject) {
        append(.targetRemoved, target: slot(of: target))
        forget(target)
    }

    private func appendToken(_ kind: Kind, _ token: ActiveToken, performer: any Performing, target: AnyObject, open: Int32) {
        append(
            kind, target: slot(of: target), type: slot(ofType: type(of: performer), remembered: &recentPerformerType), label: token.label.map(slot(of:)) ?? -1,
            token: Int32(truncatingIfNeeded: token.id), count: open)
    }
}
