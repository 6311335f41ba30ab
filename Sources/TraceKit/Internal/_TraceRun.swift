// MARK: - The state of one run, mutated under the tracer's lock

/// Everything that changes while a trace runs, and the matching rules.
///
/// A plain value mutated inside `Tracer`'s `Mutex`, so every rule is applied
/// atomically per logged item. Nothing here calls user code: predicates are
/// evaluated beforehand (see `_TraceIndex.lookup`) and signals are fired by
/// the caller after the lock is released, from the returned `Effects`.
struct _TraceRun {
    enum Phase { case idle, running, completed, stopped }

    /// What the caller must do once the lock is released.
    struct Effects: Sendable {
        var entry: LoggedTraceItem?
        var newState: TraceState?
        var shouldTrap = false
    }

    var phase = Phase.idle
    var slotStates: [TraceItemState]
    var groupCursors: [Int]
    /// No slot before this index is waiting (advanced lazily).
    var firstWaiting = 0
    var waitingCount: Int
    var state = TraceState.waiting
    var failureReason: TraceFailureReason?
    var log: _RingBuffer<LoggedTraceItem>
    var loggedCounts = TraceResult.Counts()
    var sequence = 0
    var startTime: Double?
    var endTime: Double?
    var deadlineFired = false
    var trapArmed = false
    /// Bumped on every change, so a reader can skip redrawing an unchanged trace.
    var generation = 0

    init(slotCount: Int, groupCount: Int, maxLoggedItems: Int) {
        slotStates = Array(repeating: .waitingToBeMatched, count: slotCount)
        groupCursors = Array(repeating: 0, count: groupCount)
        waitingCount = slotCount
        log = _RingBuffer(capacity: maxLoggedItems)
    }

    // MARK: - Starting and stopping

    mutating func start(now: Double?, trapArmed: Bool) {
        let generation = generation
        self = _TraceRun(slotCount: slotStates.count, groupCount: groupCursors.count, maxLoggedItems: log.capacity)
        self.generation = generation + 1
        self.phase = .running
        self.startTime = now
        self.trapArmed = trapArmed
    }

    /// Turns waiting slots `missing` and settles the final state, whether or
    /// not the run was started (as Tracer-iOS's `stop` always finalises); a
    /// run already stopped stays as it is.
    mutating func stop(now: Double?, trace: Trace) -> Effects {
        var effects = Effects()
        let before = state
        if phase == .running || phase == .idle {
            if phase == .running, let now { checkDeadline(now: now, trace: trace, effects: &effects) }
            if markWaitingSlotsMissing() { fail(.missingAtStop, effects: &effects) }
            if state != .failed { state = .passed }
        }
        if phase != .stopped {
            // A run that never started has no start time, so it gets no end time either.
            if phase != .idle { endTime = now }
            phase = .stopped
            generation += 1
        }
        if state != before { effects.newState = state }
        return effects
    }

    // MARK: - Time

    /// Fires the deadline once, if the trace has one and it has passed.
    mutating func checkDeadline(now: Double, trace: Trace, effects: inout Effects) {
        guard phase == .running, !deadlineFired, let limit = trace.timeLimit, let startTime,
            now - startTime > limit
        else { return }
        deadlineFired = true
        generation += 1
        if markWaitingSlotsMissing() { fail(.deadlinePassed, effects: &effects) }
    }

    func elapsed(now: Double?) -> Double? {
        guard let startTime else { return nil }
        if let endTime { return endTime - startTime }
        return now.map { $0 - startTime }
    }

    // MARK: - Logging

    /// Applies the matching rules to one logged item.
    ///
    /// - Parameter returnsEntry: whether the caller fires the entry to listeners;
    ///   when nobody listens, the entry is not copied out of the lock.
    mutating func log(
        _ item: TraceItem, lookup: _TraceIndex.Lookup, now: Double?, index: _TraceIndex, trace: Trace,
        returnsEntry: Bool
    ) -> Effects {
        var effects = Effects()
        guard phase == .running else { return effects }
        let before = state
        if let now { checkDeadline(now: now, trace: trace, effects: &effects) }

        var entryState = TraceItemState.ignoredNoMatch
        var slot: Int?
        if lookup.isForbidden {
            entryState = .forbidden
            fail(.forbiddenItem, effects: &effects)
        } else {
            let (waiting, first, missing) = slots(for: lookup, index: index)
            if let waiting {
                slot = waiting
                entryState = match(slot: waiting, enforceOrder: trace.enforceOrder, effects: &effects)
            } else if let missing {
                // Its slot went missing at the deadline: the item came, but too late. The deadline already failed the run.
                slot = missing
                entryState = .late
            } else if let first {
                slot = first
                if trace.allowDuplicates {
                    entryState = .ignoredButMatched
                } else {
                    slotStates[first] = .hadDuplicates
                    entryState = .duplicate
                    fail(.duplicate, effects: &effects)
                }
            }
        }

        sequence += 1
        loggedCounts[entryState] += 1
        let entry = LoggedTraceItem(
            sequence: sequence, item: item, state: entryState, slotIndex: slot,
            time: startTime.flatMap { start in now.map { $0 - start } }
        )
        if returnsEntry { effects.entry = entry }
        log.append(entry)
        generation += 1

        if state != .failed, waitingCount < slotStates.count {
            state = waitingCount == 0 && trace.completesWhenAllMatched ? .passed : .passing
            if state == .passed { phase = .completed }
        }
        if state != before { effects.newState = state }
        return effects
    }

    /// The first waiting slot for the item, the first slot for it in any
    /// state, and, once the deadline has fired, the first slot for it that
    /// the deadline made `missing`.
    private mutating func slots(
        for lookup: _TraceIndex.Lookup, index: _TraceIndex
    ) -> (waiting: Int?, first: Int?, missing: Int?) {
        var waiting: Int?
        var first: Int?
        var missing: Int?
        if let group = lookup.group {
            // Cursors count from the group's first slot; slots before a cursor are taken for good.
            let start = index.groupStarts[group], end = index.groupStarts[group + 1]
            first = index.groupSlots[start]
            var cursor = start + groupCursors[group]
            while cursor < end, slotStates[index.groupSlots[cursor]] != .waitingToBeMatched {
                cursor += 1
            }
            groupCursors[group] = cursor - start
            if cursor < end { waiting = index.groupSlots[cursor] }
            if deadlineFired, waiting == nil {
                // Only after the deadline, so the scan costs nothing on a run in time.
                missing = index.groupSlots[start..<end].first { slotStates[$0] == .missing }
            }
        }
        lookup.forEachPredicateMatch(in: index) { candidate in
            if first.map({ candidate < $0 }) ?? true { first = candidate }
            if slotStates[candidate] == .waitingToBeMatched, waiting.map({ candidate < $0 }) ?? true {
                waiting = candidate
            }
            if deadlineFired, slotStates[candidate] == .missing, missing.map({ candidate < $0 }) ?? true {
                missing = candidate
            }
        }
        return (waiting, first, waiting == nil ? missing : nil)
    }

    /// Matches a waiting slot, or marks it and every waiting slot before it out of order.
    private mutating func match(slot: Int, enforceOrder: Bool, effects: inout Effects) -> TraceItemState {
        if enforceOrder {
            while firstWaiting < slotStates.count, slotStates[firstWaiting] != .waitingToBeMatched {
                firstWaiting += 1
            }
            if firstWaiting < slot {
                for skipped in firstWaiting..<slot where slotStates[skipped] == .waitingToBeMatched {
                    slotStates[skipped] = .outOfOrder
                    waitingCount -= 1
                }
                slotStates[slot] = .outOfOrder
                waitingCount -= 1
                fail(.outOfOrder, effects: &effects)
                return .outOfOrder
            }
        }
        slotStates[slot] = .matched
        waitingCount -= 1
        return .matched
    }

    // MARK: - Failing

    /// Marks every waiting slot `missing`; returns whether there were any.
    private mutating func markWaitingSlotsMissing() -> Bool {
        guard waitingCount > 0 else { return false }
        for index in slotStates.indices where slotStates[index] == .waitingToBeMatched {
            slotStates[index] = .missing
        }
        waitingCount = 0
        return true
    }

    /// Failure is permanent: only the first reason is kept, and only the first failure traps.
    private mutating func fail(_ reason: TraceFailureReason, effects: inout Effects) {
        guard state != .failed else { return }
        state = .failed
        failureReason = reason
        if trapArmed { effects.shouldTrap = true }
    }
}
