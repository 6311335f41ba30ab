// MARK: - The frame entry point

extension MotionRuntime {
    /// Advances every active manually executing performer by one frame.
    ///
    /// Call this once per frame with the time since the previous frame. Only
    /// performers that conform to ``ManuallyExecutingPerformer`` and last
    /// reported ``ActivityState/active`` are updated, in the order they became
    /// active. A performer's first update after becoming active receives 0 ms;
    /// a performer that returns ``ActivityState/atRest`` is not updated again
    /// until it receives a new plan. Performers that become active during this
    /// call (for example through an emitted plan) get their first update on the
    /// next frame. A performer that said it had no work right after its latest
    /// plan (``ManuallyExecutingPerformer/activityState``) is not updated: it
    /// stopped counting as active then, and leaves the list now.
    ///
    /// Flips caused by this frame (a performer coming to rest, a token
    /// started by an emitted plan) are announced when it ends, each of them,
    /// in the order they happened.
    ///
    /// - Parameter elapsed: Milliseconds since the previous frame; finite and not negative.
    public func update(millisecondsSinceLastUpdate elapsed: Double) {
        precondition(
            elapsed.isFinite && elapsed >= 0,
            "MotionRuntime.update: elapsed time must be a finite, non-negative number of milliseconds, got \(elapsed)."
        )
        guard !scheduled.isEmpty else { return }
        beginOperation()
        isUpdating = true
        defer {
            isUpdating = false
            endOperation()
        }

        // Take the list out of `self`: performers that become active during the
        // loop are appended to the (now empty) `scheduled` and join afterwards.
        var list = ContiguousArray<_ScheduledPerformer>()
        swap(&list, &scheduled)
        // A frame a profiler measures has a loop of its own: the other, a frame's hot loop, pays nothing for it.
        let kept =
            if let timing = updateTiming {
                list.withUnsafeMutableBufferPointer { updateEach($0, elapsed: elapsed, timing: timing) }
            } else {
                list.withUnsafeMutableBufferPointer { entries in updateEach(entries, elapsed: elapsed) }
            }
        for entry in list[kept...] {
            entry.release()
        }
        list.removeSubrange(kept...)
        // Those scheduled during the loop keep their retain as they join.
        for entry in scheduled {
            if entry.isReleased {
                entry.release()
            } else {
                entry.withBox { $0.scheduledIndex = list.count }
                list.append(entry)
            }
        }
        scheduled = list
        // The loop dropped every tombstone.
        tombstoneCount = 0
    }

    /// Updates every performer of this frame's list, keeping those that stay active at the front, in
    /// their order (steady frames write nothing); returns how many stay.
    private func updateEach(_ entries: UnsafeMutableBufferPointer<_ScheduledPerformer>, elapsed: Double) -> Int {
        updateEach(entries, in: entries.indices, keptBefore: 0, elapsed: elapsed, timing: nil)
    }

    /// The frame's loop for a frame a profiler measures: the few updates it asks for are timed
    /// (``PerformerUpdateTiming``), and the performers before and after them run loops of their own
    /// without the timing's test, so measuring costs a frame those few updates' timing, not a test a performer.
    private func updateEach(
        _ entries: UnsafeMutableBufferPointer<_ScheduledPerformer>, elapsed: Double, timing: any PerformerUpdateTiming
    ) -> Int {
        let timed = Self.clamped(timing.updatesToTime(of: entries.count), to: entries.count)
        var kept = updateEach(entries, in: 0..<timed.lowerBound, keptBefore: 0, elapsed: elapsed, timing: nil)
        kept = updateEach(entries, in: timed, keptBefore: kept, elapsed: elapsed, timing: timing)
        return updateEach(entries, in: timed.upperBound..<entries.count, keptBefore: kept, elapsed: elapsed, timing: nil)
    }

    /// Updates the performers of `range`, in order, moving those that stay active to the front after
    /// the `kept` kept before them; returns how many are kept then. Always inlined, so each caller
    /// has a loop of its own: with `timing` nil, the timing's test folds away.
    @inline(__always)
    private func updateEach(
        _ entries: UnsafeMutableBufferPointer<_ScheduledPerformer>, in range: Range<Int>, keptBefore kept: Int,
        elapsed: Double, timing: (any PerformerUpdateTiming)?
    ) -> Int {
        var kept = kept
        for index in range {
            let stillActive = entries[index].withBox { box in
                // A target removed earlier in this frame: skip it.
                if box.isReleased { return false }
                var milliseconds = elapsed
                if box.pending != [] {
                    if box.pending.contains(.uncounted) {
                        // It said it had no work after its latest plan and is no longer
                        // counted: dropped without the update that would do nothing.
                        box.pending = []
                        box.isScheduled = false
                        return false
                    }
                    // Only write when set: a store per performer per frame dirties every box's cache line.
                    milliseconds = 0
                    box.pending = []
                }
                // Optional chaining on the box's `let` borrows the performer:
                // binding it to a local first would retain and release it.
                let state: ActivityState
                if timing != nil {
                    // Optional chaining borrows the timing, and the performer is handed over unretained:
                    // `if let` copied one and the conversion to `AnyObject` the other, a retain and a
                    // release each an update, atomic, so on x86 each a full fence that waits for the
                    // frame's outstanding cache misses: some 200 ns an update in a 10,000-target frame.
                    let mark = timing?.mark() ?? 0
                    state = box.manual?.update(millisecondsSinceLastUpdate: milliseconds) ?? .atRest
                    Unmanaged<AnyObject>.passUnretained(box.performer)._withUnsafeGuaranteedRef {
                        timing?.performerDidUpdate($0, since: mark)
                    }
                } else {
                    state = box.manual?.update(millisecondsSinceLastUpdate: milliseconds) ?? .atRest
                }
                if state == .active && !box.isReleased { return true }
                if box.isScheduled {
                    box.isScheduled = false
                    if box.pending.contains(.uncounted) {
                        // A plan during its own update left it at rest: already uncounted.
                        box.pending = []
                    } else {
                        // Counted at once, so a flip to idle before a later performer starts work is recorded.
                        activeManualCount -= 1
                        activityMayHaveChanged()
                    }
                }
                return false
            }
            if stillActive {
                if kept != index {
                    entries.swapAt(kept, index)
                    // Only performers behind a dropped one move, so steady frames write nothing.
                    entries[kept].withBox { $0.scheduledIndex = kept }
                }
                kept += 1
            }
        }
        return kept
    }

    /// The target `performer` works for, if it is one of this runtime's: what a profiler names it by.
    ///
    /// A profiler asks on a performer's first timed update, inside a frame: a lookup in an index
    /// of every performer, remade in one pass over the targets when it does not know `performer`.
    /// What it finds is checked against the target's own performers, so a performer freed and
    /// another made at its address is never named after the first one's target.
    public func target(of performer: AnyObject) -> AnyObject? {
        if let target = indexedTarget(of: performer) { return target }
        targetOfPerformer.removeAll(keepingCapacity: true)
        for (key, record) in records {
            for box in record.performers { targetOfPerformer[ObjectIdentifier(box.performer)] = key }
        }
        return indexedTarget(of: performer)
    }

    private func indexedTarget(of performer: AnyObject) -> AnyObject? {
        guard let key = targetOfPerformer[ObjectIdentifier(performer)], let record = records[key],
            record.performers.contains(where: { $0.performer === performer })
        else { return nil }
        return record.target
    }

    /// `range` within `0..<count`.
    static func clamped(_ range: Range<Int>, to count: Int) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), count)
        return lower..<min(max(range.upperBound, lower), count)
    }

    // MARK: - Removing scheduled performers between frames

    /// Releases the entry at `index` (its target was removed) and leaves a tombstone in
    /// its place, so the order of the others is kept and nothing moves: O(1).
    ///
    /// Tombstones are dropped by the next frame, or all at once when they are more
    /// than half the list, so many removals cost O(1) each on average.
    func replaceWithTombstone(at index: Int) {
        scheduled[index].release()
        scheduled[index] = _ScheduledPerformer(retaining: tombstone)
        tombstoneCount += 1
        if tombstoneCount * 2 > scheduled.count { dropTombstones() }
    }

    /// Removes every tombstone from `scheduled`, keeping the order of the rest.
    private func dropTombstones() {
        var kept = 0
        for index in scheduled.indices {
            let entry = scheduled[index]
            if entry.isReleased {
                entry.release()
            } else {
                entry.withBox { $0.scheduledIndex = kept }
                scheduled[kept] = entry
                kept += 1
            }
        }
        scheduled.removeSubrange(kept...)
        tombstoneCount = 0
    }
}
