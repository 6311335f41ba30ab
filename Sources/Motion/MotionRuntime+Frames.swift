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
    /// Activity changes caused by this frame are announced once, when it ends.
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

        let count = scheduled.count
        var kept = 0
        for index in 0..<count {
            let box = scheduled[index]
            if box.isReleased { continue }
            let milliseconds = box.isFirstUpdate ? 0 : elapsed
            box.isFirstUpdate = false
            // A released box is never scheduled again, so `manual` is set for every live entry.
            let state = box.manual.unsafelyUnwrapped.update(millisecondsSinceLastUpdate: milliseconds)
            if state == .active && !box.isReleased {
                scheduled[kept] = box
                kept += 1
            } else if box.isScheduled {
                box.isScheduled = false
                activeManualCount -= 1
            }
        }
        // Performers scheduled during the loop were appended after `count`.
        for index in count..<scheduled.count where !scheduled[index].isReleased {
            scheduled[kept] = scheduled[index]
            kept += 1
        }
        scheduled.removeSubrange(kept...)
    }
}
