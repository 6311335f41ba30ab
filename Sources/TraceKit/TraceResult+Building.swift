// MARK: - Building a result from a run

extension TraceResult {
    /// Describes a run's raw state as plain data.
    init(
        trace: Trace, slotStates: [TraceItemState], entries: [LoggedTraceItem], loggedCounts: Counts,
        loggedItemCount: Int, state: TraceState, failureReason: TraceFailureReason?, startTime: Double?, endTime: Double?
    ) {
        traceName = trace.name
        enforceOrder = trace.enforceOrder
        allowDuplicates = trace.allowDuplicates
        assertOnFailure = trace.assertOnFailure
        completesWhenAllMatched = trace.completesWhenAllMatched
        timeLimit = trace.timeLimit
        self.state = state
        self.failureReason = failureReason
        slots = trace.itemsToMatch.enumerated().map { index, item in
            Slot(index: index, item: item, state: slotStates[index])
        }
        forbiddenItems = trace.forbiddenItems.enumerated().map { index, item in
            Slot(index: index, item: item, state: .waitingToBeMatched)
        }
        loggedItems = entries.map { entry in
            Entry(
                sequence: entry.sequence, type: entry.item.type, value: entry.item.itemToMatch.description,
                state: entry.state, slotIndex: entry.slotIndex, time: entry.time
            )
        }
        self.loggedItemCount = loggedItemCount
        droppedLoggedItemCount = loggedItemCount - entries.count
        loggedItemCounts = loggedCounts
        self.startTime = startTime
        self.endTime = endTime
    }
}

extension TraceResult.Slot {
    init(index: Int, item: TraceItem, state: TraceItemState) {
        self.init(
            index: index, type: item.type, value: item.itemToMatch.description,
            uxFlowHint: item.uxFlowHint, matchesByPredicate: item.isPredicate, state: state
        )
    }
}
