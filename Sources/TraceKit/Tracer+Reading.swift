import Synchronization

// MARK: - Reading a run without signals

/// Reads for a panel that redraws every frame, and for tests: each takes the
/// lock once and returns a consistent view.
extension Tracer {
    /// The run's current state.
    public var state: TraceState {
        run.withLock { $0.state }
    }

    /// Whether items logged now are recorded.
    package var isRunning: Bool {
        run.withLock { $0.phase == .running }
    }

    /// The first rule the run broke, if it failed.
    public var failureReason: TraceFailureReason? {
        run.withLock { $0.failureReason }
    }

    /// A consistent, allocation-free read of the run, for drawing it each frame.
    ///
    /// ```swift
    /// let snapshot = tracer.snapshot()
    /// if snapshot.generation != lastGeneration { redraw(snapshot) }
    /// ```
    public func snapshot() -> TraceSnapshot {
        let now = clock?.now
        return run.withLock { run in
            TraceSnapshot(
                trace: trace, state: run.state, isRunning: run.phase == .running,
                failureReason: run.failureReason, slotStates: run.slotStates,
                loggedItemCount: run.sequence, droppedItemCount: run.log.droppedCount,
                elapsed: run.elapsed(now: now), generation: run.generation
            )
        }
    }

    /// Every logged item the bounded log still holds, oldest first.
    ///
    /// ```swift
    /// for entry in tracer.loggedItems() { print(entry) }
    /// ```
    public func loggedItems() -> [LoggedTraceItem] {
        run.withLock { $0.log.elements() }
    }

    /// The newest `limit` logged items, oldest first: what a log panel shows.
    ///
    /// ```swift
    /// let lines = tracer.recentLoggedItems(12)
    /// ```
    public func recentLoggedItems(_ limit: Int) -> [LoggedTraceItem] {
        run.withLock { $0.log.suffix(limit) }
    }

    /// A report of the run as it stands, without stopping it.
    ///
    /// ```swift
    /// print(tracer.report().summary)
    /// ```
    public func report() -> TraceReport {
        let (states, entries, counts, total, runState, reason, start, end) = run.withLock { run in
            (
                run.slotStates, run.log.elements(), run.loggedCounts, run.sequence,
                run.state, run.failureReason, run.startTime, run.endTime
            )
        }
        // Descriptions may call user code, so they are built outside the lock.
        return TraceReport(
            result: TraceResult(
                trace: trace, slotStates: states, entries: entries, loggedCounts: counts,
                loggedItemCount: total, state: runState, failureReason: reason, startTime: start, endTime: end
            ))
    }
}
