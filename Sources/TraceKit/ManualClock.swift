import MotionMath

/// A clock that moves only when told to: for tests, and for frame loops that
/// advance time themselves.
///
/// It is thread-safe: one thread may advance it while others log.
///
/// ```swift
/// let clock = ManualClock()
/// let tracer = Tracer(trace: trace, clock: clock)
/// tracer.start()
/// clock.advance(by: 1.0 / 60)   // once per frame
/// tracer.checkDeadline()
/// ```
public final class ManualClock: TraceClock {
    private let seconds: PosixMutex<Double>

    /// Creates a clock that reads `now` until advanced.
    ///
    /// ```swift
    /// let clock = ManualClock(now: 10)
    /// ```
    public init(now: Double = 0) {
        seconds = PosixMutex(now)
    }

    /// The current time in seconds.
    public var now: Double {
        seconds.withLock { $0 }
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
        seconds.withLock { $0 += delta }
    }

    /// Sets the clock to `time`, which must not be earlier than `now`.
    ///
    /// ```swift
    /// clock.advance(to: 2.5)
    /// ```
    public func advance(to time: Double) {
        seconds.withLock {
            precondition(time.isFinite && time >= $0, "ManualClock: time must not go backwards (from \($0) to \(time)).")
            $0 = time
        }
    }
}
