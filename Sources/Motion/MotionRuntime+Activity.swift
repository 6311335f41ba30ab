// MARK: - Activity: tokens, observers and announcements

/// A handle for an activity observer, used to remove it.
public struct ActivityObservation: Hashable, Sendable {
    let id: Int
}

extension MotionRuntime {
    /// Calls `observer` with the new value of ``isActive`` each time the
    /// runtime flips between idle and active, once per flip.
    ///
    /// Observers are called in the order they were added, after tracers hear
    /// ``Tracing/runtimeActivityDidChange(isActive:)``. A flip caused inside a
    /// runtime call (adding a plan, a frame update) is announced when that
    /// call returns, so a token that ends and another that starts in the same
    /// frame cause no flip at all.
    ///
    /// ```swift
    /// let observation = runtime.addActivityObserver { isActive in
    ///     loop.wantsFrames = isActive
    /// }
    /// // later
    /// runtime.removeActivityObserver(observation)
    /// ```
    @discardableResult
    public func addActivityObserver(_ observer: @escaping (_ isActive: Bool) -> Void) -> ActivityObservation {
        lastObserverID += 1
        activityObservers.append((lastObserverID, observer))
        return ActivityObservation(id: lastObserverID)
    }

    /// Stops calling the observer registered with `observation`. Unknown observations are ignored.
    public func removeActivityObserver(_ observation: ActivityObservation) {
        activityObservers.removeAll(where: { $0.id == observation.id })
    }

    // MARK: Tokens

    func nextTokenID() -> Int {
        lastTokenID += 1
        return lastTokenID
    }

    func tokenDidStart(_ token: ActiveToken, vendor: ActiveTokenVendor) {
        openTokenCount += 1
        if let performer = vendor.performer {
            for tracer in tracers {
                tracer.didStartToken(token, performer: performer, target: vendor.target)
            }
        }
        announceActivityIfChanged()
    }

    func tokenDidEnd(_ token: ActiveToken, vendor: ActiveTokenVendor) {
        openTokenCount -= 1
        if let performer = vendor.performer {
            for tracer in tracers {
                tracer.didEndToken(token, performer: performer, target: vendor.target)
            }
        }
        announceActivityIfChanged()
    }

    // MARK: Announcing flips

    @inline(__always)
    func beginOperation() {
        operationDepth += 1
    }

    @inline(__always)
    func endOperation() {
        operationDepth -= 1
        announceActivityIfChanged()
    }

    /// Tells tracers and observers about a flip, unless a runtime call is still under way.
    func announceActivityIfChanged() {
        guard operationDepth == 0 else { return }
        let active = isActive
        guard active != announcedActivity else { return }
        announcedActivity = active
        for tracer in tracers {
            tracer.runtimeActivityDidChange(isActive: active)
        }
        for observer in activityObservers {
            observer.body(active)
        }
    }
}
