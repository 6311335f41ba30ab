/// The state of one slot of a trace, or of one logged item.
///
/// Slots (the trace's `itemsToMatch`) are `waitingToBeMatched`, `matched`,
/// `outOfOrder`, `missing` or `hadDuplicates`. Logged items are `matched`,
/// `outOfOrder`, `ignoredNoMatch`, `ignoredButMatched`, `duplicate`,
/// `forbidden` or `late`.
///
/// ```swift
/// let waiting = tracer.snapshot().slotStates.filter { $0 == .waitingToBeMatched }.count
/// ```
public enum TraceItemState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Slot: the run is going on and this slot has not been matched yet.
    case waitingToBeMatched
    /// Slot or logged item: matched (in order, when the trace enforces order).
    case matched
    /// Slot or logged item: matched out of order, or skipped by an item that
    /// arrived while this slot still waited. Fails the trace.
    case outOfOrder
    /// Slot: still waiting when the run stopped or its deadline passed. Fails the trace.
    case missing
    /// Logged item: matches no slot, so it was ignored. Never fails the trace.
    case ignoredNoMatch
    /// Logged item: matches a slot, but every such slot was already taken and
    /// duplicates are allowed, so it was ignored.
    case ignoredButMatched
    /// Logged item: matches a slot already taken and duplicates are not allowed. Fails the trace.
    case duplicate
    /// Slot: a duplicate of its item was logged and duplicates are not allowed. Fails the trace.
    case hadDuplicates
    /// Logged item: one of the trace's forbidden items. Fails the trace.
    case forbidden
    /// Logged item: matches a slot that went `missing` when the trace's time
    /// limit passed; it arrived too late. The deadline already failed the trace.
    case late
}

extension TraceItemState: CustomStringConvertible, CustomDebugStringConvertible {
    /// The state's name, e.g. `matched`.
    public var description: String { rawValue }

    /// The state's name and what it means, for reports.
    public var debugDescription: String {
        switch self {
        case .waitingToBeMatched: "waitingToBeMatched: The trace is running and this item is still waiting to be matched"
        case .matched: "matched: This item was logged (in order, if the trace enforces order)"
        case .outOfOrder: "outOfOrder: The trace enforces order and this item was logged, or skipped, out of order"
        case .missing: "missing: The trace ended, or its time ran out, before this item was logged"
        case .ignoredNoMatch: "ignoredNoMatch: This item is not in the trace, so it was ignored"
        case .ignoredButMatched: "ignoredButMatched: This item is in the trace but all of its slots were already matched, so it was ignored"
        case .duplicate: "duplicate: This item repeats one already matched and the trace forbids duplicates"
        case .hadDuplicates: "hadDuplicates: A duplicate of this item was logged and the trace forbids duplicates"
        case .forbidden: "forbidden: This item must not occur while the trace runs"
        case .late: "late: This item matches a slot that went missing when the time limit passed"
        }
    }

    /// Whether a slot or logged item in this state makes the trace fail.
    public var isFailure: Bool {
        switch self {
        case .outOfOrder, .missing, .duplicate, .hadDuplicates, .forbidden, .late: true
        case .waitingToBeMatched, .matched, .ignoredNoMatch, .ignoredButMatched: false
        }
    }
}
