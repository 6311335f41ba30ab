import Motion

extension RuntimeTraceBridge {
    /// Records an event handed over as a value (``record(_:)``).
    public func trace(_ event: RuntimeEvent) {
        record(event)
    }

    // The runtime's callbacks, each captured straight into its `RuntimeTraceEvent`, without the
    // `RuntimeEvent` that `RuntimeEventTracing` would make of it (see `RuntimeTraceEvent+Capturing`).

    public func didAddPlan(_ plan: any Plan, to target: AnyObject) {
        guard isHeard else { return }
        log(.planAdded(plan, named: nil, targetName: name(of: target), names: &typeNames))
    }

    public func didAddPlan(_ plan: any NamedPlan, named planName: String, to target: AnyObject) {
        guard isHeard else { return }
        log(.planAdded(plan, named: planName, targetName: name(of: target), names: &typeNames))
    }

    public func didRemovePlanNamed(_ planName: String, from target: AnyObject) {
        guard isHeard else { return }
        log(.planRemoved(named: planName, targetName: name(of: target)))
    }

    public func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        guard isHeard else { return }
        log(.performerCreated(performer, targetName: name(of: target), names: &typeNames))
    }

    public func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        guard isHeard else { return }
        log(.token(.didStartToken, token, performer: performer, targetName: name(of: target), names: &typeNames))
    }

    public func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        guard isHeard else { return }
        log(.token(.didEndToken, token, performer: performer, targetName: name(of: target), names: &typeNames))
    }

    public func runtimeActivityDidChange(isActive: Bool) {
        guard isHeard else { return }
        log(.activityChanged(isActive: isActive))
    }

    public func didRemoveTarget(_ target: AnyObject) {
        guard isHeard else { return }
        log(.targetRemoved(targetName: name(of: target)))
    }
}
