import Motion

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where every frame's time goes: its phases (input, the runtime's update,
/// drawing the scene, the overlay, presenting), and each performer's share
/// of the update.
///
/// The host gives it a clock (monotonic nanoseconds) and sets it as a
/// playground's `Playground.profiler` (PlaygroundKit); the playground marks the phases it
/// runs, the runtime times each performer's update (`PerformerUpdateTiming`, Motion),
/// the host marks the present, then commits the frame. Nothing it measures
/// reaches the scene: a replay, with no profiler, runs and draws the same.
///
/// Performers are sampled: a frame times at most ``updatesTimedPerFrame``
/// updates (reading the clock costs about as much as a light performer's
/// update), all of them in a scene with fewer performers, and in turn in a
/// larger one. A performer's mean and longest are of its timed updates.
///
/// Memory is fixed when it is made: the last ``capacity`` frames' phases in
/// a ring, one record per performer (made the first time it updates), a
/// ring of the last ``sliceCapacity`` performer updates and the ``timeline``
/// of runtime and input events, for a trace. Marking and committing a frame
/// allocate nothing.
///
/// ```swift
/// let profiler = FrameProfiler()   // on the host's clock; a test gives one of its own
/// playground.profiler = profiler
/// profiler.begin(frame: 1)
/// playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
/// profiler.end(.present)
/// profiler.commit()
/// print(profiler.phaseStatistics(), profiler.costliestPerformers(limit: 5))
/// ```
public final class FrameProfiler: PerformerUpdateTiming {
    /// A part of a frame.
    public enum Phase: Int, CaseIterable, Sendable {
        /// Input handled and routed to the layers and the scene.
        case input
        /// The runtime's update (every performer's), the traces, the layers' bookkeeping, history.
        case update
        /// The scene drawn.
        case scene
        /// The layers (the overlay) drawn over it.
        case overlay
        /// The frame handed to the display, and the wait for it.
        case present

        /// `input`, `update`, …: as `--stats` and the Perf tab name it.
        public var title: String { String(describing: self) }
    }

    /// One frame's costs, in nanoseconds.
    public struct FrameCost: Sendable, Hashable {
        /// The frame's number.
        public var number: Int
        /// When it began, in nanoseconds since the profiler was made.
        public var start: UInt64
        /// Each phase's time, indexed by each phase's `rawValue`.
        public var phases: [UInt64]
        /// The whole frame: the phases' sum.
        package var total: UInt64 { phases.reduce(0, +) }
    }

    /// The host's monotonic clock in nanoseconds, as a window and `--stats` measure with it: the
    /// CPU's cycle counter where the kernel trusts it (``CycleClock``, no fence an update),
    /// `clock_gettime(CLOCK_MONOTONIC)` elsewhere.
    public static let hostClock: @Sendable () -> UInt64 = {
        if let cycles = CycleClock.calibrated() { return { cycles.nanoseconds() } }
        return {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        }
    }()

    /// How many frames are kept (10 minutes at 60 Hz by default).
    public let capacity: Int
    /// How many performer updates are kept for a trace.
    public let sliceCapacity: Int
    /// The clock: monotonic nanoseconds.
    let clock: () -> UInt64
    /// The clock's reading when the profiler was made: times are kept from it.
    let origin: UInt64

    // The frames: a ring of `capacity`, `frameCount` of them filled, the next written at `nextFrame`.
    var numbers: [Int], starts: [UInt64], durations: [UInt64]
    var frameCount = 0, nextFrame = 0
    // The frame being measured.
    var current: [UInt64]
    var currentNumber = 0, currentStart: UInt64 = 0, lastMark: UInt64 = 0, isMeasuring = false
    /// When the last timed performer update ended, while the next of the same loop may start from it
    /// (see ``mark()``), and how many of the loop's timed updates are still to come.
    var lastUpdateEnd: UInt64?, timedUpdatesLeft = 0
    // Where the next frame's timed performer updates begin.
    var nextTimedUpdate = 0

    /// Makes a profiler reading `clock` (monotonic nanoseconds: the host's, ``hostClock``, unless a
    /// test gives its own), keeping `capacity` frames and `sliceCapacity` updates.
    public init(
        capacity: Int = 36_000, sliceCapacity: Int = 200_000, eventCapacity: Int = 262_144,
        clock: @escaping () -> UInt64 = FrameProfiler.hostClock
    ) {
        self.capacity = max(1, capacity)
        self.sliceCapacity = max(1, sliceCapacity)
        self.clock = clock
        origin = clock()
        timeline = RuntimeTimeline(capacity: eventCapacity, clock: clock, origin: origin)
        numbers = Array(repeating: 0, count: self.capacity)
        starts = Array(repeating: 0, count: self.capacity)
        durations = Array(repeating: 0, count: self.capacity * Phase.allCases.count)
        current = Array(repeating: 0, count: Phase.allCases.count)
        performers = PerformerCosts(sliceCapacity: self.sliceCapacity)
        staged = Array(repeating: PerformerCosts.Slice(slot: 0, frame: 0, start: 0, duration: 0), count: Self.updatesTimedPerFrame)
    }

    /// What happened when: the runtime's events and the input, for a trace.
    public let timeline: RuntimeTimeline
    /// The performers' records and the ring of their updates.
    ///
    /// This and ``slots`` are read and written on the frame path of one thread, never while
    /// another access is open: unchecked, they cost no dynamic exclusivity check an update.
    @exclusivity(unchecked) var performers: PerformerCosts
    /// Names a performer the first time it updates: set by the playground (`SpringPerformer on Box#1`).
    public var name: (AnyObject) -> String = { performer in String(describing: type(of: performer)) }
    /// Each performer's record, by identity: a lookup for the few updates a frame times.
    @exclusivity(unchecked) var slots: [ObjectIdentifier: Int32] = [:]
    /// The record looked up last (see ``slot(of:)``).
    private var lastSlot: Int32 = -1
    /// This frame's timed updates, filed in ``performers`` when the frame is committed (or when
    /// the buffer fills): the frame writes them into these few lines, which stay in the cache,
    /// where filing each as it happened wrote a performer's record and the trace's ring, lines
    /// last touched a sampling cycle ago, in the middle of the frame's own cache misses.
    @exclusivity(unchecked) private var staged: [PerformerCosts.Slice]
    private var stagedCount = 0

    // MARK: - Marking a frame

    /// Starts measuring frame `number`: its phases count from now.
    public func begin(frame number: Int) {
        let now = clock()
        for index in current.indices { current[index] = 0 }
        currentNumber = number
        timeline.frame = Int32(truncatingIfNeeded: number)
        currentStart = now &- origin
        lastMark = now
        lastUpdateEnd = nil
        stagedCount = 0  // a frame begun and never committed counts for nothing
        isMeasuring = true
    }

    /// Counts the time since the last mark (or the frame's beginning) towards `phase`.
    public func end(_ phase: Phase) {
        guard isMeasuring else { return }
        let now = clock()
        current[phase.rawValue] &+= now &- lastMark
        lastMark = now
    }

    /// Ends the frame: its phases join the ring (the oldest frame leaves a full one).
    public func commit() {
        guard isMeasuring else { return }
        isMeasuring = false
        numbers[nextFrame] = currentNumber
        starts[nextFrame] = currentStart
        let base = nextFrame * current.count
        for index in current.indices { durations[base + index] = current[index] }
        nextFrame = (nextFrame + 1) % capacity
        frameCount = min(frameCount + 1, capacity)
        fileStaged()
        performers.frameDidEnd()
    }

    // MARK: - PerformerUpdateTiming

    /// How many performer updates are timed a frame: in a scene with more performers, the
    /// range moves along frame by frame, so each is timed in turn (every 78th frame among 5,000).
    public static let updatesTimedPerFrame = 64

    public func updatesToTime(of count: Int) -> Range<Int> {
        lastUpdateEnd = nil
        guard isMeasuring else { return 0..<0 }
        let range: Range<Int>
        if count > Self.updatesTimedPerFrame {
            let start = nextTimedUpdate % count
            nextTimedUpdate = start + Self.updatesTimedPerFrame
            range = start..<min(start + Self.updatesTimedPerFrame, count)
        } else {
            range = 0..<count
        }
        timedUpdatesLeft = range.count
        return range
    }

    /// The runtime times a loop's few updates one after another (``updatesToTime(of:)``'s range), so
    /// an update starts when the one before it in the range ended: one clock read an update, not two
    /// (the loop's own step between two updates, a few nanoseconds, counts towards the second).
    public func mark() -> UInt64 {
        if let lastUpdateEnd {
            self.lastUpdateEnd = nil
            return lastUpdateEnd
        }
        return clock()
    }

    public func performerDidUpdate(_ performer: AnyObject, since mark: UInt64) {
        guard isMeasuring else { return }  // a frame the host did not begin (a replay catching up) is nobody's cost
        let now = clock()
        timedUpdatesLeft -= 1
        let (slot, isNew) = slot(of: performer)
        staged[stagedCount] = PerformerCosts.Slice(
            slot: slot, frame: Int32(truncatingIfNeeded: currentNumber), start: mark &- origin, duration: now &- mark)
        stagedCount += 1
        let isFull = stagedCount == staged.count
        if isFull { fileStaged() }
        // The next update starts from this one's end only when what happened since is a lookup: a
        // performer seen for the first time is named and filed (a hash insert, the name's strings),
        // a full buffer is filed, and either would be charged to the performer after it (in a
        // large scene, naming a quick performer the costliest).
        lastUpdateEnd = timedUpdatesLeft > 0 && !isNew && !isFull ? now : nil
    }

    /// Files the staged updates in the performers' records and the trace's ring.
    private func fileStaged() {
        for index in 0..<stagedCount { performers.record(staged[index]) }
        stagedCount = 0
    }

    /// `performer`'s record, and whether it was made now (the performer named). Performers are
    /// first timed in the runtime's order, a frame's range after another, and timed again in that
    /// order, so the record after the last one looked up is nearly always the next one's: checked
    /// first, it spares a hash lookup (a cache miss or two in a large scene) an update.
    private func slot(of performer: AnyObject) -> (slot: Int32, isNew: Bool) {
        let key = ObjectIdentifier(performer)
        let next = lastSlot &+ 1
        if next < performers.identities.count, performers.identities[Int(next)] == key {
            lastSlot = next
            return (next, false)
        }
        if let known = slots[key] {
            lastSlot = known
            return (known, false)
        }
        let slot = performers.add(name: name(performer), identity: key)
        slots[key] = slot
        lastSlot = slot
        return (slot, true)
    }
}
