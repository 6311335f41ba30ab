// MARK: - Activity: tokens, observers and announcements

/// A handle for an activity observer, used to remove it.
public struct ActivityObservation: Hashable, Sendable {
    let id: Int
}

extension MotionRuntime {
    /// Calls `observer` with the new value of ``isActive`` each time the
    /// runtime flips between idle and active: every flip, in order, once.
    ///
    /// Observers are called in the order they were added, after tracers hear
    /// ``Tracing/runtimeActivityDidChange(isActive:)`` for the same flip.
    /// Flips caused inside a runtime call (adding a plan, committing a
    /// transaction, a frame update) are announced when that call returns,
    /// all of them and in the order they happened: a token that starts and
    /// ends inside one call is heard as `true`, then `false`, so an observer
    /// learns that short work ran.
    ///
    /// An observer (or a tracer) may call the runtime from its callback, for
    /// example to add a plan when the runtime goes idle. Each flip is told to
    /// every listener before the next is, so every listener hears the same
    /// alternating sequence, and once the outermost call returns, the last
    /// value each listener heard equals ``isActive``.
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

    /// Stops calling the observer registered with `observation`, from the
    /// next flip on (also when called from inside a callback). Unknown
    /// observations are ignored.
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
        activityMayHaveChanged()
        announcePendingFlips()
    }

    func tokenDidEnd(_ token: ActiveToken, vendor: ActiveTokenVendor) {
        openTokenCount -= 1
        if let performer = vendor.performer {
            for tracer in tracers {
                tracer.didEndToken(token, performer: performer, target: vendor.target)
            }
        }
        activityMayHaveChanged()
        announcePendingFlips()
    }

    // MARK: Recording and announcing flips

    @inline(__always)
    func beginOperation() {
        operationDepth += 1
    }

    @inline(__always)
    func endOperation() {
        operationDepth -= 1
        announcePendingFlips()
    }

    /// Records a flip if ``isActive`` differs from the last recorded value.
    ///
    /// Call it after every change to what ``isActive`` reads. Recorded flips
    /// alternate by construction, so none is lost or repeated however many
    /// happen before they are announced.
    @inline(__always)
    func activityMayHaveChanged() {
        let active = isActive
        guard active != recordedActivity else { return }
        recordedActivity = active
        pendingFlips.append(active)
    }

    /// Tells tracers, then observers, about each recorded flip in order,
    /// unless a runtime call is still under way or flips are already being
    /// announced further up the stack.
    ///
    /// A listener that changes the runtime records new flips; this loop
    /// announces them after the current one has reached every listener, so
    /// no listener hears a stale value after a newer one.
    func announcePendingFlips() {
        guard operationDepth == 0, !isAnnouncing, !pendingFlips.isEmpty else { return }
        isAnnouncing = true
        defer { isAnnouncing = false }
        var next = 0
        while next < pendingFlips.count {
            let active = pendingFlips[next]
            next += 1
            // Listeners may add or remove listeners: look each one up again, by identity, before calling it.
            let tracerIDs = tracers.map(ObjectIdentifier.init)
            for id in tracerIDs {
                guard let tracer = tracers.first(where: { ObjectIdentifier($0) == id }) else { continue }
                tracer.runtimeActivityDidChange(isActive: active)
            }
            let observerIDs = activityObservers.map(\.id)
            for id in observerIDs {
                guard let observer = activityObservers.first(where: { $0.id == id }) else { continue }
                observer.body(active)
            }
        }
        pendingFlips.removeAll(keepingCapacity: true)
    }
}
