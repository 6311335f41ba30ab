/// A cheap, consistent read of a running trace, for drawing it every frame.
///
/// Taking a snapshot allocates nothing: it shares the tracer's slot-state
/// array (copy-on-write), so the only cost comes later, when the tracer next
/// changes, and is one copy of one byte per slot. Compare ``generation`` with
/// the previous frame's to skip redrawing an unchanged trace.
///
/// ```swift
/// let snapshot = tracer.snapshot()
/// for index in 0..<snapshot.slotCount {
///     let (item, state) = snapshot.slot(at: index)
///     panel.drawRow(item.type, item.itemToMatch.description, item.uxFlowHint, state)
/// }
/// ```
public struct TraceSnapshot: Sendable {
    /// The trace being run.
    public let trace: Trace
    /// The run's state.
    public let state: TraceState
    /// Whether items logged now are recorded.
    package let isRunning: Bool
    /// The first rule the run broke, when it failed.
    public let failureReason: TraceFailureReason?
    /// The state of each slot, in the order of `trace.itemsToMatch`.
    public let slotStates: [TraceItemState]
    /// How many items were logged in this run, including dropped ones.
    public let loggedItemCount: Int
    /// How many of the oldest logged items the bounded log dropped.
    public let droppedItemCount: Int
    /// Seconds since the run started (until it stopped), when the tracer has a clock.
    public let elapsed: Double?
    /// A number that changes whenever anything in the run changes.
    public let generation: Int

    /// The number of slots.
    public var slotCount: Int { slotStates.count }

    /// The item and state of slot `index`.
    ///
    /// ```swift
    /// let (item, state) = snapshot.slot(at: 0)
    /// ```
    public func slot(at index: Int) -> (item: TraceItem, state: TraceItemState) {
        (trace.itemsToMatch[index], slotStates[index])
    }

    /// Seconds left before the time limit, when the trace has one and the tracer a clock.
    public var timeRemaining: Double? {
        guard let limit = trace.timeLimit, let elapsed else { return nil }
        return max(0, limit - elapsed)
    }
}
