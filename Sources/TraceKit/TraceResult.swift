/// The outcome of a trace run as plain data: its options, every slot and
/// logged item with its state, and the final state.
///
/// It holds descriptions rather than the boxed values, so it is `Codable`
/// (see ``TraceReport/jsonData()``) and can be compared, stored or sent to CI.
/// Everything in it is deterministic: times appear only when the tracer has a
/// clock, and they are that clock's readings.
///
/// ```swift
/// let result = tracer.stop().result
/// let missing = result.slots.filter { $0.state == .missing }.map(\.value)
/// ```
public struct TraceResult: Sendable, Hashable, Codable {
    // MARK: - Nested types

    /// One slot of the trace and its final state.
    public struct Slot: Sendable, Hashable, Codable {
        /// The slot's position in `itemsToMatch`, from 0.
        public let index: Int
        /// The item's display type.
        public let type: String
        /// The item's value (or matcher) description.
        public let value: String
        /// The item's hint for people, if any.
        public let uxFlowHint: String?
        /// Whether the slot matches by predicate rather than by value.
        public let matchesByPredicate: Bool
        /// The slot's state when the result was taken.
        public let state: TraceItemState
    }

    /// One logged item and what the trace made of it.
    public struct Entry: Sendable, Hashable, Codable {
        /// The item's position among all items logged in the run, from 1.
        public let sequence: Int
        /// The item's display type.
        public let type: String
        /// The item's value description.
        public let value: String
        /// What the trace made of it.
        public let state: TraceItemState
        /// The slot it matched or affected, if any.
        public let slotIndex: Int?
        /// Seconds since the run started, when the tracer has a clock.
        public let time: Double?
    }

    /// How many slots, or logged items, are in each state.
    ///
    /// ```swift
    /// result.loggedItemCounts[.ignoredNoMatch]
    /// ```
    public struct Counts: Sendable, Hashable, Codable {
        /// How many are `waitingToBeMatched`.
        public internal(set) var waitingToBeMatched = 0
        /// How many are `matched`.
        public internal(set) var matched = 0
        /// How many are `outOfOrder`.
        public internal(set) var outOfOrder = 0
        /// How many are `missing`.
        public internal(set) var missing = 0
        /// How many are `ignoredNoMatch`.
        public internal(set) var ignoredNoMatch = 0
        /// How many are `ignoredButMatched`.
        public internal(set) var ignoredButMatched = 0
        /// How many are `duplicate`.
        public internal(set) var duplicate = 0
        /// How many are `hadDuplicates`.
        public internal(set) var hadDuplicates = 0
        /// How many are `forbidden`.
        public internal(set) var forbidden = 0
        /// How many are `late`.
        public internal(set) var late = 0

        /// The count for `state`.
        public subscript(state: TraceItemState) -> Int {
            get {
                switch state {
                case .waitingToBeMatched: waitingToBeMatched
                case .matched: matched
                case .outOfOrder: outOfOrder
                case .missing: missing
                case .ignoredNoMatch: ignoredNoMatch
                case .ignoredButMatched: ignoredButMatched
                case .duplicate: duplicate
                case .hadDuplicates: hadDuplicates
                case .forbidden: forbidden
                case .late: late
                }
            }
            set {
                switch state {
                case .waitingToBeMatched: waitingToBeMatched = newValue
                case .matched: matched = newValue
                case .outOfOrder: outOfOrder = newValue
                case .missing: missing = newValue
                case .ignoredNoMatch: ignoredNoMatch = newValue
                case .ignoredButMatched: ignoredButMatched = newValue
                case .duplicate: duplicate = newValue
                case .hadDuplicates: hadDuplicates = newValue
                case .forbidden: forbidden = newValue
                case .late: late = newValue
                }
            }
        }
    }

    // MARK: - The trace and its options

    /// The trace's name.
    public let traceName: String
    /// Whether the trace enforced order.
    public let enforceOrder: Bool
    /// Whether the trace allowed duplicates.
    public let allowDuplicates: Bool
    /// Whether the trace asked to trap on failure (see ``Trace/assertOnFailure``).
    public let assertOnFailure: Bool
    /// Whether the trace completed as soon as every slot matched.
    public let completesWhenAllMatched: Bool
    /// The trace's time limit in seconds, if any.
    public let timeLimit: Double?

    // MARK: - The outcome

    /// The run's state when the result was taken (final after ``Tracer/stop()``).
    public let state: TraceState
    /// The first rule the run broke, when it failed.
    public let failureReason: TraceFailureReason?
    /// Every slot, in order.
    public let slots: [Slot]
    /// The forbidden items, as slots that are never matched (their state is `waitingToBeMatched`).
    public let forbiddenItems: [Slot]
    /// The logged items still in the bounded log, oldest first.
    public let loggedItems: [Entry]
    /// How many items were logged in the run, including dropped ones.
    public let loggedItemCount: Int
    /// How many of the oldest logged items the bounded log dropped.
    public let droppedLoggedItemCount: Int
    /// How many logged items ended in each state, including dropped ones.
    public let loggedItemCounts: Counts
    /// The clock's reading when the run started, when the tracer has a clock.
    package let startTime: Double?
    /// The clock's reading when the run stopped, when it has.
    public let endTime: Double?

    /// How many slots are in each state.
    public var slotCounts: Counts {
        var counts = Counts()
        for slot in slots { counts[slot.state] += 1 }
        return counts
    }
}
