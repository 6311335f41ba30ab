// MARK: - Finding and creating performers

extension MotionRuntime {
    /// The performer of `P.Performer`'s type for `target`, created (and
    /// announced to tracers) if the target has none yet.
    func performerBox<P: Plan>(for _: P.Type, target: P.Performer.Target, object: AnyObject) -> _PerformerBox {
        Self.checkValueSemantics(P.self)
        let key = ObjectIdentifier(object)
        let record: _TargetRecord
        if let existing = records[key] {
            if let box = existing.performer(ofType: ObjectIdentifier(P.Performer.self)) {
                return box
            }
            record = existing
        } else {
            record = _TargetRecord(target: object)
            records[key] = record
        }

        let performer = P.Performer(target: target)
        var vendor: ActiveTokenVendor?
        if let continuous = performer as? any ContinuousPerforming {
            let newVendor = ActiveTokenVendor(runtime: self, performer: performer, target: object)
            continuous.setActiveTokenVendor(newVendor)
            vendor = newVendor
        }
        if let composable = performer as? any ComposablePerforming {
            giveEmitter(to: composable, target: target)
        }
        let box = _PerformerBox(performer: performer, vendor: vendor)
        record.performers.append(box)
        for tracer in tracers {
            tracer.didCreatePerformer(performer, for: object)
        }
        return box
    }

    /// Opens the composable performer's existential so its emitter is typed by its own target.
    private func giveEmitter<C: ComposablePerforming, T>(to performer: C, target: T) {
        performer.setPlanEmitter(PlanEmitter(runtime: self, target: target as! C.Target))
    }

    /// A manual performer counts as active from the moment it receives a
    /// plan, unless it then says it is at rest (``ManuallyExecutingPerformer/activityState``).
    @inline(__always)
    func planDidArrive(at box: _PerformerBox) {
        guard let manual = box.manual else { return }
        guard manual.activityState == .active else {
            stopCounting(box)
            return
        }
        if box.isScheduled {
            guard box.pending.contains(.uncounted) else { return }
            // Work again before its next frame: counted again, its first-update state as it was.
            box.pending.remove(.uncounted)
            activeManualCount += 1
        } else {
            box.isScheduled = true
            box.pending = .firstUpdate
            activeManualCount += 1
            // During a frame `scheduled` holds only newcomers; `update` renumbers them as they join.
            box.scheduledIndex = scheduled.count
            scheduled.append(_ScheduledPerformer(retaining: box))
        }
        activityMayHaveChanged()
    }

    /// After one of a manual performer's named plans was removed: if that
    /// left it at rest, it stops counting as active at once.
    @inline(__always)
    func namedPlanDidLeave(_ box: _PerformerBox) {
        guard box.isCounted, let manual = box.manual, manual.activityState == .atRest else { return }
        stopCounting(box)
    }

    /// A scheduled performer at rest between frames: no longer counted as
    /// active, but left in the list until its next frame drops it, so the
    /// list never changes outside a frame and a plan that gives it work
    /// before then counts it again without scheduling it twice.
    private func stopCounting(_ box: _PerformerBox) {
        guard box.isCounted else { return }
        box.pending.insert(.uncounted)
        activeManualCount -= 1
        activityMayHaveChanged()
    }

    // MARK: - Preconditions

    /// The object a target refers to; targets are identified by object identity.
    @inline(__always)
    static func object<T>(from target: T) -> AnyObject {
        precondition(
            type(of: target as Any) is AnyClass,
            "MotionRuntime: a target must be an object (a class instance), but got a value of type \(type(of: target)). Targets are told apart by identity."
        )
        return target as AnyObject
    }

    /// Named plans need a name: an empty one is a programmer error.
    @inline(__always)
    static func checkName(_ name: String) {
        precondition(!name.isEmpty, "MotionRuntime: a named plan's name must not be empty.")
    }

    /// Plans are copied on add, which only value types guarantee.
    @inline(__always)
    static func checkValueSemantics<P: Plan>(_: P.Type) {
        precondition(
            !(P.self is AnyClass),
            "MotionRuntime: plan type \(P.self) is a class; plans must be value types (struct or enum) so the runtime can copy them."
        )
    }
}

// MARK: - Reading performers

extension MotionRuntime {
    /// The performers of `target`, in the order they were created; empty for a target the runtime does not know.
    ///
    /// For tools that inspect a runtime (the playground reads
    /// ``MotionStateReporting`` through it); a performer is still never
    /// configured from outside, only through plans.
    ///
    /// ```swift
    /// let states = runtime.performers(for: box).compactMap { ($0 as? MotionStateReporting)?.motionState }
    /// ```
    public func performers(for target: AnyObject) -> [any Performing] {
        records[ObjectIdentifier(target)]?.performers.map(\.performer) ?? []
    }
}
