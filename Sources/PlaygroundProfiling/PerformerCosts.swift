/// What each performer's updates cost: per performer, over the whole run and
/// over the last few seconds, and a ring of the last updates for a trace.
///
/// A performer gets a record (a slot) the first time it updates; its costs
/// then add up in place, so the frame path writes numbers and never allocates
/// (but for the new record).
struct PerformerCosts {
    /// One performer's costs.
    struct Record {
        var name: String
        // The whole run.
        var total: UInt64 = 0, updates = 0, longest: UInt64 = 0
        // The window being filled, and the last whole one (``windowFrames`` frames each).
        var windowTotal: UInt64 = 0, windowUpdates = 0, windowLongest: UInt64 = 0
        var lastTotal: UInt64 = 0, lastUpdates = 0, lastLongest: UInt64 = 0
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

    var records: [Record] = []
    /// Each record's performer, by identity, apart from the records so a lookup reads little memory.
    var identities: [ObjectIdentifier] = []
    var slices: [Slice]
    var sliceCount = 0, nextSlice = 0
    var framesInWindow = 0

    init(sliceCapacity: Int) {
        slices = Array(repeating: Slice(slot: 0, frame: 0, start: 0, duration: 0), count: sliceCapacity)
    }

    /// A new performer's slot.
    mutating func add(name: String, identity: ObjectIdentifier) -> Int32 {
        records.append(Record(name: name))
        identities.append(identity)
        return Int32(records.count - 1)
    }

    mutating func record(slot: Int, frame: Int, start: UInt64, duration: UInt64) {
        records.withUnsafeMutableBufferPointer { all in
            all[slot].total &+= duration
            all[slot].updates += 1
            all[slot].longest = max(all[slot].longest, duration)
            all[slot].windowTotal &+= duration
            all[slot].windowUpdates += 1
            all[slot].windowLongest = max(all[slot].windowLongest, duration)
        }
        slices[nextSlice] = Slice(slot: Int32(slot), frame: Int32(truncatingIfNeeded: frame), start: start, duration: duration)
        nextSlice = (nextSlice + 1) % slices.count
        sliceCount = min(sliceCount + 1, slices.count)
    }

    /// Closes a window every ``windowFrames`` frames: it becomes "the last few seconds".
    mutating func frameDidEnd() {
        framesInWindow += 1
        guard framesInWindow >= Self.windowFrames else { return }
        framesInWindow = 0
        records.withUnsafeMutableBufferPointer { all in
            for index in all.indices {
                all[index].lastTotal = all[index].windowTotal
                all[index].lastUpdates = all[index].windowUpdates
                all[index].lastLongest = all[index].windowLongest
                all[index].windowTotal = 0
                all[index].windowUpdates = 0
                all[index].windowLongest = 0
            }
        }
    }
}
