/// What each performer's updates cost: per performer over the whole run, and
/// a ring of the last updates, from which the last few seconds are read and
/// a trace is written.
///
/// A performer gets a slot the first time it updates; its whole-run costs
/// then add up in place (three numbers, a third of a cache line), and each
/// update takes one entry of the ring, so the frame path writes a few
/// numbers and never allocates (but for a new slot). The last few seconds
/// are read from the ring when asked for, not kept per performer: keeping
/// them meant a record of a hundred bytes written an update, and a megabyte
/// of records written at once every two seconds in a scene of 10,000.
struct PerformerCosts {
    /// One performer's costs over the whole run.
    struct Record {
        var total: UInt64 = 0, updates = 0, longest: UInt64 = 0

        mutating func add(_ duration: UInt64) {
            total &+= duration
            updates += 1
            longest = max(longest, duration)
        }
    }

    /// One update, for a trace: which performer, in which frame, when, how long (nanoseconds).
    struct Slice {
        var slot: Int32
        var frame: Int32
        var start: UInt64
        var duration: UInt64
    }

    /// The "last few seconds": two seconds at 60 Hz.
    static let windowFrames = 120

    /// Each slot's name (`SpringPerformer on Box#1`), its identity and its whole-run costs, apart,
    /// so the frame path reads and writes little memory.
    var names: [String] = []
    var identities: [ObjectIdentifier] = []
    var records: [Record] = []
    /// The ring of the last updates: the `recorded`th update ever made goes at `recorded % slices.count`.
    var slices: [Slice]
    private(set) var recorded = 0
    /// How many updates had been recorded at the end of each of the last ``windowFrames`` frames
    /// (a ring), and so where the last few seconds begin: counted in frames ended, not frame
    /// numbers, which a branch takes back.
    private var frameEnds: [Int]
    private var nextFrameEnd = 0, framesEnded = 0
    private(set) var windowStart = 0

    init(sliceCapacity: Int) {
        slices = Array(repeating: Slice(slot: 0, frame: 0, start: 0, duration: 0), count: sliceCapacity)
        frameEnds = Array(repeating: 0, count: Self.windowFrames)
    }

    /// How many updates the ring holds.
    var sliceCount: Int { min(recorded, slices.count) }

    /// The updates the ring holds, oldest first.
    var keptSlices: some Sequence<Slice> {
        (recorded - sliceCount..<recorded).lazy.map { [slices] in slices[$0 % slices.count] }
    }

    /// A new performer's slot.
    mutating func add(name: String, identity: ObjectIdentifier) -> Int32 {
        names.append(name)
        identities.append(identity)
        records.append(Record())
        return Int32(records.count - 1)
    }

    /// Adds `update` to its performer's costs and to the ring.
    mutating func record(_ update: Slice) {
        records.withUnsafeMutableBufferPointer { $0[Int(update.slot)].add(update.duration) }
        slices[recorded % slices.count] = update
        recorded += 1
    }

    /// A frame ended: the last few seconds move on by one.
    mutating func frameDidEnd() {
        if framesEnded == Self.windowFrames { windowStart = frameEnds[nextFrameEnd] }
        frameEnds[nextFrameEnd] = recorded
        nextFrameEnd = (nextFrameEnd + 1) % Self.windowFrames
        framesEnded = min(framesEnded + 1, Self.windowFrames)
    }

    /// Each slot's costs over the last few seconds (the last ``windowFrames`` frames' updates the ring still holds).
    func recentCosts() -> [Int32: Record] {
        var costs: [Int32: Record] = [:]
        for ordinal in max(windowStart, recorded - sliceCount)..<recorded {
            let slice = slices[ordinal % slices.count]
            costs[slice.slot, default: Record()].add(slice.duration)
        }
        return costs
    }
}
