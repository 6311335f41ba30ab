import Synchronization

/// A clock that moves only when told to: for tests, and for frame loops that
/// advance time themselves.
///
/// It is thread-safe: one thread may advance it while others log. Reading it is one atomic load,
/// no lock: a log and a ledger read it for every event.
///
/// ```swift
/// let clock = ManualClock()
/// let tracer = Tracer(trace: trace, clock: clock)
/// tracer.start()
/// clock.advance(by: 1.0 / 60)   // once per frame
/// tracer.checkDeadline()
/// ```
public final class ManualClock: TraceClock {
    /// The time's bits (`Double(bitPattern:)`).
    private let seconds: Atomic<UInt64>

    /// Creates a clock that reads `now` until advanced.
    ///
    /// ```swift
    /// let clock = ManualClock(now: 10)
    /// ```
    public init(now: Double = 0) {
        seconds = Atomic(now.bitPattern)
    }

    /// The current time in seconds.
    public var now: Double {
        Double(bitPattern: seconds.load(ordering: .acquiring))
    }

    /// Moves the clock forward by `delta` seconds.
    ///
    /// - Precondition: `delta` is finite and not negative.
    ///
    /// ```swift
    /// clock.advance(by: 0.016)
    /// ```
    public func advance(by delta: Double) {
        precondition(delta.isFinite && delta >= 0, "ManualClock: advance by a finite, non-negative number of seconds, got \(delta).")
        change { $0 + delta }
    }

    /// Sets the clock to `time`, which must not be earlier than `now`.
    ///
    /// ```swift
    /// clock.advance(to: 2.5)
    /// ```
    public func advance(to time: Double) {
        change { now in
            precondition(time.isFinite && time >= now, "ManualClock: time must not go backwards (from \(now) to \(time)).")
            return time
        }
    }

    /// Sets the time to `next(now)`, as one change however many threads advance it at once.
    private func change(_ next: (Double) -> Double) {
        var old = seconds.load(ordering: .relaxed)
        while true {
            let new = next(Double(bitPattern: old)).bitPattern
            let (exchanged, original) = seconds.compareExchange(expected: old, desired: new, ordering: .acquiringAndReleasing)
            if exchanged { return }
            old = original
        }
    }
}
