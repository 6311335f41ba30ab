import MotionTracing
import PlaygroundKit
import TraceKit

/// The overlay's log view: which of the scene's log entries it shows, the
/// filters, and where it is scrolled, without drawing anything.
///
/// The log itself is the logger's, kept once: this model keeps only an index
/// of the entries it has taken in (each entry's number, kind and target, as
/// small values, so filtering compares integers) and formats the few lines
/// it shows into ``LogLine``s when they are first drawn, remembering the last
/// few hundred. Each frame, ``ingest()`` reads only the entries newer than the
/// last one seen; lines that pass the filters are indexed in a second list as
/// they arrive, so drawing reads only the visible rows, and a frame with no
/// new entries allocates nothing. Changing a filter rebuilds the index once.
///
/// ## Scrolling
/// The view follows the newest line (auto-scroll) until it is scrolled back
/// with ``scroll(byRows:)``. While scrolled back, it stays on the lines it
/// shows as new ones arrive, and counts them in `newWhilePaused`; scrolling
/// back to the bottom, or ``resumeFollowing()``, follows again. ``clear()``
/// empties the view only: the scene's logger, and the `log.txt` written at
/// the end, keep every entry.
///
/// ```swift
/// let log = LogViewModel(logger: scene.logger)
/// log.visibleRowCount = 18
/// log.ingest()
/// log.setTargetFilter("Box#2")              // only Box#2
/// for index in log.visibleRange { print(log.filteredLine(at: index).text) }
/// ```
public final class LogViewModel {
    /// The log the view shows.
    public let logger: ItemLogger
    /// The most lines the view indexes: the logger's own capacity, so every line it shows is still kept.
    public let capacity: Int

    /// An entry taken in: its number, and its kind and interned target, so filtering compares integers.
    private struct Slot {
        var sequence: Int
        var kind: LogKind
        var target: Int32
    }

    // The state every event touches skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`, as `Box` does): it is used from one thread and never changed
    // from inside a change of itself, and the checks cost about 2,000 instructions an event.
    @exclusivity(unchecked) private var ring: ContiguousArray<Slot> = []
    /// Lines are numbered by ordinal, from 0, in arrival order; `ring[ordinal % capacity]` holds each.
    @exclusivity(unchecked) private var firstOrdinal = 0
    @exclusivity(unchecked) private var nextOrdinal = 0
    /// The ordinals of lines that pass the filters, oldest first, from `filteredHead`.
    @exclusivity(unchecked) private var filtered: [Int] = []
    @exclusivity(unchecked) private var filteredHead = 0
    @exclusivity(unchecked) private var targetIndices: [String: Int32] = [:]
    @exclusivity(unchecked) private var recentTarget: (name: String, index: Int32)?
    @exclusivity(unchecked) private var targetFilterIndex: Int32?
    /// The logger's new entries, read into the same storage every frame (no array made per frame).
    @exclusivity(unchecked) private var batch: [Arrival] = []
    /// The lines formatted for drawing, by sequence number modulo its size: the rows on show fit, and stay.
    private var formatted: [LogLine?] = Array(repeating: nil, count: 512)

    /// The sequence number of the newest logger entry taken in.
    @exclusivity(unchecked) public private(set) var lastSequence = 0
    /// Every target seen in the log, in order of first appearance.
    @exclusivity(unchecked) public private(set) var targets: [String] = []
    /// The kinds the view hides.
    @exclusivity(unchecked) package private(set) var hiddenKinds = LogKindSet()
    /// The only target whose lines are shown, or `nil` for all.
    package private(set) var targetFilter: String?
    /// Text every shown line contains (in its target, badge or words, ignoring case); empty shows all.
    @exclusivity(unchecked) package private(set) var textFilter = ""
    /// The sequence number of the line shown whole below the list, if any.
    package var selectedSequence: Int?
    /// A line just selected, to scroll into view once the list has its new height (``revealSelectedLine()``).
    package var lineToReveal: Int?
    /// The selected line's details, made once per selection.
    private var detailsCache: LogDetails?
    /// How many rows the view shows; scrolling is limited by it.
    @exclusivity(unchecked) public var visibleRowCount = 20 {
        didSet { clampScroll() }
    }
    /// How many matching lines lie below the view; 0 while following the newest.
    @exclusivity(unchecked) package private(set) var scrollOffset = 0
    /// Matching lines that arrived while the view was scrolled back.
    @exclusivity(unchecked) public private(set) var newWhilePaused = 0
    /// The entries of the past frame on show, highlighted (see `Playground/isInPast`).
    package var highlightedSequences: ClosedRange<Int>?
    /// The newest entry logged by the past frame on show: later lines had not happened yet, and are dimmed.
    package var pastSequence: Int?

    /// A view of `logger`'s entries, empty until the first ``ingest()``.
    public init(logger: ItemLogger) {
        self.logger = logger
        capacity = max(1, logger.maxEntries)
        ring.reserveCapacity(min(capacity, 1 << 16))
    }

    // MARK: - The selected line

    /// The details of the line with `sequence`, made when first asked for.
    package func details(sequence: Int) -> LogDetails? {
        if let cached = detailsCache, cached.line.sequence == sequence { return cached }
        guard let line = line(withSequence: sequence) else { return nil }
        detailsCache = LogDetails(line: line, entry: logger.entry(withSequence: sequence))
        return detailsCache
    }

    /// Once, after a line is selected (the list just got shorter for its details): keeps it in view.
    package func revealSelectedLine() {
        guard let sequence = lineToReveal else { return }
        _ = reveal(sequence: sequence)
        lineToReveal = nil
    }

    // MARK: - Lines

    /// The number of lines taken in and not cleared.
    public var count: Int { nextOrdinal - firstOrdinal }

    /// The number of lines that pass the filters.
    package var filteredCount: Int { filtered.count - filteredHead }

    /// The `index`-th line that passes the filters, oldest first.
    public func filteredLine(at index: Int) -> LogLine {
        precondition(index >= 0 && index < filteredCount, "LogViewModel: line \(index) of \(filteredCount)")
        return line(of: ring[filtered[filteredHead + index] % capacity])
    }

    /// The sequence number of the `index`-th line that passes the filters, without formatting it.
    package func filteredSequence(at index: Int) -> Int {
        precondition(index >= 0 && index < filteredCount, "LogViewModel: line \(index) of \(filteredCount)")
        return ring[filtered[filteredHead + index] % capacity].sequence
    }

    /// The filtered indices the view shows, oldest first: the last
    /// ``visibleRowCount`` above `scrollOffset`.
    public var visibleRange: Range<Int> {
        let end = max(0, filteredCount - scrollOffset)
        return max(0, end - visibleRowCount)..<end
    }

    /// The line of `slot`, formatted when first drawn.
    private func line(of slot: Slot) -> LogLine {
        let cell = slot.sequence % formatted.count
        if let line = formatted[cell], line.sequence == slot.sequence { return line }
        let line =
            logger.entry(withSequence: slot.sequence).map(LogLine.init)
            ?? LogLine(sequence: slot.sequence, kind: slot.kind, targetName: nil, time: nil, text: "(no longer kept)")
        formatted[cell] = line
        return line
    }

    // MARK: - Taking lines in

    /// Takes in the logger's entries newer than `lastSequence`; returns how many.
    ///
    /// Costs one lock when nothing is new. Entries the logger has already
    /// dropped (more than its capacity arrived since the last call) are skipped.
    @discardableResult
    public func ingest() -> Int {
        let last = logger.lastSequence
        guard last > lastSequence else { return 0 }
        // What each new entry is indexed by, read in place under the logger's lock (copying every
        // entry out retained and released its box and properties), then indexed outside it.
        logger.forEachEntry(after: lastSequence) { entry in
            let event = entry.withRuntimeEvent { (kind: LogKind($0.kind), target: $0.targetName) }
            let name = event.map(\.target) ?? entry.properties?["target"]?.value(as: String.self)
            batch.append(Arrival(sequence: entry.sequence, kind: event?.kind ?? .scene, target: name))
        }
        defer { batch.removeAll(keepingCapacity: true) }
        for arrival in batch where arrival.sequence > lastSequence {
            append(arrival)
            lastSequence = arrival.sequence
        }
        lastSequence = max(lastSequence, last)
        return batch.count
    }

    /// A new entry's number, kind and target's name, as ``ingest()`` reads them.
    private struct Arrival {
        var sequence: Int
        var kind: LogKind
        var target: String?
    }

    /// Indexes one entry, dropping the oldest when full.
    private func append(_ arrival: Arrival) {
        let slot = Slot(sequence: arrival.sequence, kind: arrival.kind, target: arrival.target.map(intern) ?? -1)
        if count == capacity { dropOldest() }
        if ring.count < capacity {
            ring.append(slot)
        } else {
            ring[nextOrdinal % capacity] = slot
        }
        if passes(slot) {
            filtered.append(nextOrdinal)
            if scrollOffset > 0 {
                // Scrolled back: keep showing the same lines.
                scrollOffset += 1
                newWhilePaused += 1
            }
        }
        nextOrdinal += 1
        clampScroll()
    }

    /// Empties the view (not the logger); new entries keep arriving.
    public func clear() {
        firstOrdinal = nextOrdinal
        filtered.removeAll(keepingCapacity: true)
        filteredHead = 0
        resumeFollowing()
    }

    private func dropOldest() {
        if filteredHead < filtered.count, filtered[filteredHead] == firstOrdinal {
            filteredHead += 1
            // Compact now and then, so the index does not grow without bound (amortised O(1)).
            if filteredHead >= 4096, filteredHead * 2 >= filtered.count {
                filtered.removeFirst(filteredHead)
                filteredHead = 0
            }
        }
        firstOrdinal += 1
    }

    private func intern(_ name: String) -> Int32 {
        // A target's lines come in runs: the last one's number first, before a lookup among thousands.
        if let recentTarget, recentTarget.name == name { return recentTarget.index }
        if let index = targetIndices[name] {
            recentTarget = (name, index)
            return index
        }
        let index = Int32(targets.count)
        targets.append(name)
        targetIndices[name] = index
        return index
    }

    // MARK: - Filters

    /// Whether `line` passes the current filters.
    public func passes(_ line: LogLine) -> Bool {
        guard !hiddenKinds.contains(line.kind) else { return false }
        if let targetFilter, line.targetName != targetFilter { return false }
        return matchesText(line)
    }

    private func passes(_ slot: Slot) -> Bool {
        guard !hiddenKinds.contains(slot.kind) else { return false }
        if let targetFilterIndex, slot.target != targetFilterIndex { return false }
        // The text is formatted only while a filter is typed, so an unfiltered log formats nothing it does not show.
        return textFilter.isEmpty || matchesText(line(of: slot))
    }

    private func matchesText(_ line: LogLine) -> Bool {
        guard !textFilter.isEmpty else { return true }
        // Lowercased only while a filter is typed, so an unfiltered log allocates nothing here.
        for part in [Substring(line.targetName ?? ""), Substring(line.badge), line.text] where part.lowercased().contains(textFilter) {
            return true
        }
        return false
    }

    /// Shows only lines containing `text` (ignoring case); empty shows all.
    package func setTextFilter(_ text: String) {
        let lowered = text.lowercased()
        guard lowered != textFilter else { return }
        textFilter = lowered
        rebuildFilter()
    }

    /// The line with sequence number `sequence`, if the view still holds it.
    public func line(withSequence sequence: Int) -> LogLine? {
        guard count > 0 else { return nil }
        var low = firstOrdinal, high = nextOrdinal
        while low < high {
            let middle = (low + high) / 2
            let found = ring[middle % capacity].sequence
            if found == sequence { return line(of: ring[middle % capacity]) }
            if found < sequence { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Shows or hides the lines of `kind`.
    public func setKind(_ kind: LogKind, visible: Bool) {
        var hidden = hiddenKinds
        if visible { hidden.remove(kind) } else { hidden.insert(kind) }
        guard hidden != hiddenKinds else { return }
        hiddenKinds = hidden
        rebuildFilter()
    }

    /// Hides the lines of `kind` if shown, shows them if hidden.
    package func toggleKind(_ kind: LogKind) {
        setKind(kind, visible: hiddenKinds.contains(kind))
    }

    /// Shows only the lines about `target` (`nil` shows every line).
    public func setTargetFilter(_ target: String?) {
        guard target != targetFilter else { return }
        targetFilter = target
        targetFilterIndex = target.map(intern)
        rebuildFilter()
    }

    /// Moves the target filter to the next (or previous) target seen, through "all".
    ///
    /// ```swift
    /// log.cycleTargetFilter()   // all → Box#1 → Box#2 → … → all
    /// ```
    package func cycleTargetFilter(forward: Bool = true) {
        guard !targets.isEmpty else { return setTargetFilter(nil) }
        // Position -1 is "all"; targets follow.
        let current = targetFilter.flatMap { name in targets.firstIndex(of: name) } ?? -1
        let positions = targets.count + 1
        let next = ((current + 1 + (forward ? 1 : -1)) % positions + positions) % positions - 1
        setTargetFilter(next < 0 ? nil : targets[next])
    }

    private func rebuildFilter() {
        filtered.removeAll(keepingCapacity: true)
        filteredHead = 0
        for ordinal in firstOrdinal..<nextOrdinal where passes(ring[ordinal % capacity]) {
            filtered.append(ordinal)
        }
        resumeFollowing()
    }

    // MARK: - Scrolling

    /// Whether the view follows the newest line.
    package var isFollowing: Bool { scrollOffset == 0 }

    /// The largest `scrollOffset` the lines allow.
    package var maximumScrollOffset: Int { max(0, filteredCount - visibleRowCount) }

    /// Scrolls by `rows`: positive toward older lines (pausing auto-scroll),
    /// negative toward newer ones; reaching the bottom follows again.
    public func scroll(byRows rows: Int) {
        // Saturating: any row count is a valid request, and the offset stops at either end.
        let (sum, overflow) = scrollOffset.addingReportingOverflow(rows)
        scrollOffset = min(max(0, overflow ? (rows > 0 ? Int.max : 0) : sum), maximumScrollOffset)
        if scrollOffset == 0 { newWhilePaused = 0 }
    }

    /// Scrolls so the line with `sequence` is in view (it stays there: the
    /// view stops following while it is scrolled back); returns whether it is kept.
    @discardableResult
    package func reveal(sequence: Int) -> Bool {
        var low = filteredHead, high = filtered.count
        while low < high {
            let middle = (low + high) / 2
            if ring[filtered[middle] % capacity].sequence < sequence { low = middle + 1 } else { high = middle }
        }
        guard low < filtered.count, ring[filtered[low] % capacity].sequence == sequence else { return false }
        let index = low - filteredHead
        let range = visibleRange
        if index >= range.upperBound {
            scroll(byRows: -(index - range.upperBound + 1))
        } else if index < range.lowerBound {
            scroll(byRows: range.lowerBound - index)
        }
        return true
    }

    /// Scrolls so the newest line logged at or before `sequence` (that passes
    /// the filters) is the bottom row; returns whether there is one.
    @discardableResult
    package func reveal(atOrBefore sequence: Int) -> Bool {
        var low = filteredHead, high = filtered.count
        while low < high {
            let middle = (low + high) / 2
            if ring[filtered[middle] % capacity].sequence <= sequence { low = middle + 1 } else { high = middle }
        }
        guard low > filteredHead else { return false }
        let index = low - 1 - filteredHead
        scrollOffset = min(max(0, filteredCount - 1 - index), maximumScrollOffset)
        if scrollOffset == 0 { newWhilePaused = 0 }
        return true
    }

    /// Jumps to the newest line and follows again.
    public func resumeFollowing() {
        scrollOffset = 0
        newWhilePaused = 0
    }

    private func clampScroll() {
        if scrollOffset > maximumScrollOffset { scroll(byRows: 0) }
    }
}
