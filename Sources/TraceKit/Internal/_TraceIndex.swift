// MARK: - Finding a logged item's slots in constant time

/// What a ``Tracer`` precomputes from its trace so that matching a logged
/// item costs one dictionary lookup, plus one call per predicate slot.
///
/// Value slots are grouped by item: group `g` holds, in order, the slot
/// indices `groupSlots[groupStarts[g]..<groupStarts[g + 1]]` of one item (one
/// flat array, so reading a group copies nothing). Predicate slots and
/// forbidden predicates cannot be hashed, so they are kept in lists and asked
/// in turn.
struct _TraceIndex: Sendable {
    struct Key: Sendable {
        /// The group's number, or -1 when the item is only forbidden.
        var group: Int
        var isForbidden: Bool
    }

    /// What is known about one logged item, computed before taking the lock.
    struct Lookup {
        var group: Int?
        /// Which predicate slots accept the item, as positions in
        /// `predicateSlotIndices`: a bit mask for the first 64 (so the common
        /// case allocates nothing), then a list for any beyond.
        var predicateMask: UInt64 = 0
        var predicateOverflow: [Int]? = nil
        var isForbidden = false

        /// Calls `body` with the slot index of each predicate slot that accepts the item, ascending.
        @inline(__always)
        func forEachPredicateMatch(in index: _TraceIndex, _ body: (Int) -> Void) {
            var mask = predicateMask
            while mask != 0 {
                body(index.predicateSlotIndices[mask.trailingZeroBitCount])
                mask &= mask - 1
            }
            for position in predicateOverflow ?? [] {
                body(index.predicateSlotIndices[position])
            }
        }
    }

    let keys: [TraceItem: Key]
    let groupSlots: [Int]
    let groupStarts: [Int]
    let predicateSlotIndices: [Int]
    let predicates: [@Sendable (TraceItem) -> Bool]
    let forbiddenPredicates: [@Sendable (TraceItem) -> Bool]

    /// The number of value groups.
    var groupCount: Int { groupStarts.count - 1 }

    init(trace: Trace) {
        var keys: [TraceItem: Key] = [:]
        var groups: [[Int]] = []
        var predicateSlotIndices: [Int] = []
        var predicates: [@Sendable (TraceItem) -> Bool] = []
        for (index, item) in trace.itemsToMatch.enumerated() {
            if let predicate = item.predicate {
                predicateSlotIndices.append(index)
                predicates.append(predicate)
            } else if let key = keys[item] {
                groups[key.group].append(index)
            } else {
                keys[item] = Key(group: groups.count, isForbidden: false)
                groups.append([index])
            }
        }
        var forbiddenPredicates: [@Sendable (TraceItem) -> Bool] = []
        for item in trace.forbiddenItems {
            if let predicate = item.predicate {
                forbiddenPredicates.append(predicate)
            } else {
                keys[item, default: Key(group: -1, isForbidden: true)].isForbidden = true
            }
        }
        self.keys = keys
        groupSlots = groups.flatMap { $0 }
        groupStarts = groups.reduce(into: [0]) { starts, group in starts.append(starts.last! + group.count) }
        self.predicateSlotIndices = predicateSlotIndices
        self.predicates = predicates
        self.forbiddenPredicates = forbiddenPredicates
    }

    /// Looks `item` up. Calls predicates, so it runs outside the tracer's lock.
    @inline(__always)
    func lookup(_ item: TraceItem) -> Lookup {
        var lookup = Lookup()
        if let key = keys[item] {
            lookup.group = key.group >= 0 ? key.group : nil
            lookup.isForbidden = key.isForbidden
        }
        if !lookup.isForbidden, !forbiddenPredicates.isEmpty {
            lookup.isForbidden = forbiddenPredicates.contains { $0(item) }
        }
        if !lookup.isForbidden {
            for position in predicates.indices where predicates[position](item) {
                if position < 64 {
                    lookup.predicateMask |= 1 << UInt64(position)
                } else {
                    lookup.predicateOverflow = (lookup.predicateOverflow ?? []) + [position]
                }
            }
        }
        return lookup
    }
}
