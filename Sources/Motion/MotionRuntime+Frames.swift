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
    /// next frame.
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
        var list = ContiguousArray<ScheduledPerformer>()
        swap(&list, &scheduled)
        let kept = list.withUnsafeMutableBufferPointer { entries in
            var kept = 0
            for index in entries.indices {
                let stillActive = entries[index].withBox { box in
                    // A target removed earlier in this frame: skip it.
                    if box.isReleased { return false }
                    var milliseconds = elapsed
                    if box.isFirstUpdate {
                        // Only write when set: a store per performer per frame dirties every box's cache line.
                        milliseconds = 0
                        box.isFirstUpdate = false
                    }
                    // Optional chaining on the box's `let` borrows the performer:
                    // binding it to a local first would retain and release it.
                    let state = box.manual?.update(millisecondsSinceLastUpdate: milliseconds) ?? .atRest
                    if state == .active && !box.isReleased { return true }
                    if box.isScheduled {
                        box.isScheduled = false
                        // Counted at once, so a flip to idle before a later performer starts work is recorded.
                        activeManualCount -= 1
                        activityMayHaveChanged()
                    }
                    return false
                }
                if stillActive {
                    entries.swapAt(kept, index)
                    kept += 1
                }
            }
            return kept
        }
        for entry in list[kept...] {
            entry.release()
        }
        list.removeSubrange(kept...)
        // Those scheduled during the loop keep their retain as they join.
        for entry in scheduled {
            if entry.isReleased { entry.release() } else { list.append(entry) }
        }
        scheduled = list
    }

    /// Drops entries whose target was removed, giving back their retains.
    func dropReleasedEntries() {
        var index = 0
        while index < scheduled.count {
            if scheduled[index].isReleased {
                scheduled[index].release()
                scheduled.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}
