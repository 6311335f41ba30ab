import MotionMath

/// A signal fired for every item an ``ItemLogger`` records.
public typealias ItemLoggedSignal = TraceSignal<LoggedItem>

/// Keeps every entry an ``ItemLogger`` records (``ItemLogger/keepEveryEntry(in:)``): handed them
/// in batches, on a logging thread inside the logger's lock, so it must not call the logger, and
/// should only queue.
package protocol LoggedItemSink: AnyObject, Sendable {
    /// Takes the entries of `batch`, oldest first, leaving it empty (its capacity may be swapped for
    /// another's).
    func logger(didRecord batch: inout [LoggedItem])
}

/// A plain, bounded log of items of any type, for watching what happens
/// rather than judging it (that is ``Tracer``'s job).
///
/// It records between ``start()`` and ``stop()`` and can be started again
/// after stopping; ``clear()`` empties it. It keeps the newest `maxEntries`
/// entries (10,000 by default) and counts the rest as dropped, so memory stays
/// flat over a long session. With a ``TraceClock`` each entry carries the
/// clock's reading; without one, entries carry no time.
///
/// It is `Sendable`: any thread may log. Listeners of ``itemLogged`` are called
/// on the logging thread, after the lock is released, in registration order,
/// and are removed by ``stop()``.
///
/// ```swift
/// let logger = ItemLogger()
/// logger.start()
/// logger.log(genericItem: AnyTraceEquatable("Moooo"), emojiToPrepend: "🐄")
/// print(logger.stop().rawLog)
/// ```
public final class ItemLogger: Sendable {
    private struct State {
        var isLogging = false
        var sequence = 0
        var entries: _RingBuffer<LoggedItem>
        /// Keeps every entry (see ``keepEveryEntry(in:)``). Weak: the sink holds the logger, to
        /// ask for the batch not yet handed over (``handOverToSink()``).
        weak var sink: (any LoggedItemSink)?
        /// Whether a sink was given: read for every entry, where loading `sink` would not be free.
        var hasSink = false
        /// Entries recorded since the last hand-over: gathered here, inside the lock the entry was
        /// recorded under, they reach the sink a batch at a time, not one lock of its own an entry.
        var sinkBatch: [LoggedItem] = []
    }

    /// How many entries gather before they are handed to the sink unasked.
    package static let sinkBatchSize = 1024

    /// The most entries kept.
    public let maxEntries: Int
    /// The clock that timestamps entries, if any.
    public let clock: (any TraceClock)?
    /// `clock.now`, as a closure made once: reading the existential copied it first, each entry
    /// (about 140 instructions, where the call costs 40).
    private let readClock: (@Sendable () -> Double)?
    /// Fired for every entry recorded. Its listeners are removed by ``stop()``.
    public let itemLogged = ItemLoggedSignal()

    private let state: PosixMutex<State>

    /// Creates a stopped logger.
    ///
    /// ```swift
    /// let logger = ItemLogger(maxEntries: 500, clock: frameClock)
    /// ```
    public init(maxEntries: Int = 10_000, clock: (any TraceClock)? = nil) {
        precondition(maxEntries >= 0, "ItemLogger: maxEntries must not be negative, got \(maxEntries).")
        self.maxEntries = maxEntries
        self.clock = clock
        if let clock {
            readClock = { clock.now }
        } else {
            readClock = nil
        }
        state = PosixMutex(State(entries: _RingBuffer(capacity: maxEntries)))
    }

    // MARK: - Logging

    /// Starts (or resumes) recording; returns the item-logged signal.
    ///
    /// ```swift
    /// logger.start().listen { entry in print(entry) }
    /// ```
    @discardableResult
    public func start() -> ItemLoggedSignal {
        state.withLock { $0.isLogging = true }
        return itemLogged
    }

    /// Records `genericItem`, when started; does nothing otherwise.
    ///
    /// - Parameters:
    ///   - genericItem: The item to record, type-erased.
    ///   - properties: Extra facts shown with the item and as CSV columns.
    ///   - emojiToPrepend: A badge or emoji shown before the item. None by
    ///     default (the seed defaulted to ⚡️; bitmap fonts have no emoji).
    ///
    /// ```swift
    /// logger.log(genericItem: AnyTraceEquatable(event), properties: ["target": "Box#1"], emojiToPrepend: "TOK+")
    /// ```
    public func log(genericItem: AnyTraceEquatable, properties: LoggedItemProperties? = nil, emojiToPrepend: String? = nil) {
        record(genericItem, properties: properties, derivesProperties: false, emoji: emojiToPrepend)
    }

    /// Records `genericItem` as ``log(genericItem:properties:emojiToPrepend:)`` does, its
    /// properties the value's own (`LoggedItemPropertiesProviding`), made when an entry's
    /// ``LoggedItem/properties`` are read, not kept with it.
    ///
    /// ```swift
    /// logger.log(derivingPropertiesOf: AnyTraceEquatable(event), emojiToPrepend: "TOK+")
    /// ```
    package func log(derivingPropertiesOf genericItem: AnyTraceEquatable, emojiToPrepend: String? = nil) {
        record(genericItem, properties: nil, derivesProperties: true, emoji: emojiToPrepend)
    }

    @inline(__always)
    private func record(_ genericItem: AnyTraceEquatable, properties: LoggedItemProperties?, derivesProperties: Bool, emoji: String?) {
        let time = readClock?()
        // Unchecked: the entry, a `Sendable` value, goes to the ring and to the sink, itself `Sendable`.
        let entry = state.withLockUnchecked { state -> LoggedItem? in
            guard state.isLogging else { return nil }
            state.sequence += 1
            let entry = LoggedItem(
                sequence: state.sequence, item: genericItem, properties: properties, emoji: emoji, time: time,
                derivesProperties: derivesProperties
            )
            if state.hasSink {
                state.sinkBatch.append(entry)
                if state.sinkBatch.count >= Self.sinkBatchSize { Self.handOver(&state) }
            }
            // Moved into the ring unless a listener wants it too: each copy of an entry retains
            // and releases its four references.
            guard itemLogged.hasListeners else {
                state.entries.append(consume entry)
                return nil
            }
            state.entries.append(entry)
            return entry
        }
        if let entry { itemLogged.fire(entry) }
    }

    /// Hands every entry recorded from now on to `sink`, in order, a batch of
    /// ``sinkBatchSize`` at a time and whenever the sink asks (``handOverToSink()``), inside the
    /// logger's lock (so in the order of the sequence numbers, whatever thread logs): what an
    /// archive of the whole log needs, at less than a listener of ``itemLogged`` costs an entry
    /// (its lock, its copy of the listeners, its call through a closure). One sink at a time, held
    /// weakly: the sink keeps the logger.
    package func keepEveryEntry(in sink: any LoggedItemSink) {
        state.withLockUnchecked { state in
            Self.handOver(&state)
            state.sink = sink
            state.hasSink = true
            state.sinkBatch.reserveCapacity(Self.sinkBatchSize)
        }
    }

    /// Hands the sink the entries gathered since the last hand-over, now: for the sink to call
    /// before it flushes, waits or finishes, so it holds every entry recorded so far.
    package func handOverToSink() {
        state.withLockUnchecked { Self.handOver(&$0) }
    }

    private static func handOver(_ state: inout State) {
        guard !state.sinkBatch.isEmpty else { return }
        guard let sink = state.sink else {
            state.sinkBatch.removeAll(keepingCapacity: true)
            return
        }
        sink.logger(didRecord: &state.sinkBatch)
        if state.sinkBatch.capacity < sinkBatchSize { state.sinkBatch.reserveCapacity(sinkBatchSize) }
    }

    /// Stops recording, removes the signal's listeners, and returns what was kept.
    ///
    /// ```swift
    /// let report = logger.stop()
    /// print(report.csv)
    /// ```
    @discardableResult
    public func stop() -> ItemLoggerReport {
        state.withLock { $0.isLogging = false }
        itemLogged.removeAllListeners()
        return report()
    }

    /// Removes every entry and resets the dropped count; sequence numbers keep counting.
    public func clear() {
        state.withLock { $0.entries.removeAll() }
    }

    // MARK: - Reading

    /// Whether items logged now are recorded.
    public var isLogging: Bool { state.withLock { $0.isLogging } }

    /// The number of entries kept.
    public var count: Int { state.withLock { $0.entries.count } }

    /// How many entries were dropped to respect `maxEntries` since the last `clear()`.
    public var droppedCount: Int { state.withLock { $0.entries.droppedCount } }

    /// The sequence number of the newest entry (0 when nothing was logged):
    /// a cheap way to tell whether anything new arrived since the last frame.
    public var lastSequence: Int { state.withLock { $0.sequence } }

    /// Every entry kept, oldest first.
    public var loggedItems: [LoggedItem] { state.withLock { $0.entries.elements() } }

    /// The kept entry with sequence number `sequence`, if the logger still keeps it.
    ///
    /// Entries are numbered one after another and kept newest last, so this is
    /// a lookup, not a search: a log panel reads the few lines it shows this way.
    ///
    /// ```swift
    /// logger.entry(withSequence: logger.lastSequence)?.description
    /// ```
    public func entry(withSequence sequence: Int) -> LoggedItem? {
        state.withLock { state in
            let first = state.sequence - state.entries.count + 1
            guard sequence >= first, sequence <= state.sequence else { return nil }
            return state.entries[logical: sequence - first]
        }
    }

    /// The newest `limit` entries, oldest first: what a log panel shows.
    ///
    /// ```swift
    /// let lines = logger.recentItems(12)
    /// ```
    public func recentItems(_ limit: Int) -> [LoggedItem] {
        state.withLock { $0.entries.suffix(limit) }
    }

    /// The newest `limit` entries, oldest first, into `buffer`: emptied first, its capacity kept.
    ///
    /// For a reader that comes back every frame: once `buffer` has grown to
    /// the largest batch, reading allocates nothing.
    ///
    /// ```swift
    /// var batch: [LoggedItem] = []
    /// logger.recentItems(12, into: &batch)
    /// ```
    public func recentItems(_ limit: Int, into buffer: inout [LoggedItem]) {
        state.withLock { $0.entries.suffix(limit, into: &buffer) }
    }

    /// Calls `body` with each kept entry logged after the one numbered `sequence`, oldest first,
    /// read where it is kept: no entry is copied, for a reader that takes in every new entry each
    /// frame (a log view). `body` runs under the logger's lock, so it must not call the logger.
    package func forEachEntry(after sequence: Int, _ body: (borrowing LoggedItem) -> Void) {
        // Each entry only reaches `body` borrowed, inside the lock: none leaves the state.
        state.withLockUnchecked { state in
            state.entries.forEachNewest(min(state.sequence - sequence, state.entries.count), body)
        }
    }

    /// A report of what is kept, without stopping.
    public func report() -> ItemLoggerReport {
        let (entries, dropped) = state.withLock { ($0.entries.elements(), $0.entries.droppedCount) }
        return ItemLoggerReport(loggedItems: entries, droppedCount: dropped)
    }
}
