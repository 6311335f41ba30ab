import PlaygroundKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The profiler's clock: the CPU's counter, read without a fence, in the monotonic clock's nanoseconds.
@Suite("The profiler's clock")
struct CycleClockTests {
    static func monotonic() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Reads `clock` between two readings of the monotonic clock: a thread preempted between
    /// the reads (a loaded machine) widens the bracket instead of failing the comparison.
    static func bracketed(_ clock: () -> UInt64) -> (before: UInt64, reading: UInt64, after: UInt64) {
        let before = monotonic()
        let reading = clock()
        return (before, reading, monotonic())
    }

    /// Whether `clock`'s time across a wait of `microseconds` is the monotonic clock's: between the
    /// shortest and longest monotonic spans the brackets allow, to `tolerance` nanoseconds.
    static func measuresAsMonotonic(_ clock: () -> UInt64, waiting microseconds: UInt32, tolerance: Double) -> (Bool, String) {
        let start = bracketed(clock)
        usleep(microseconds)
        let end = bracketed(clock)
        let elapsed = Double(end.reading &- start.reading)
        let shortest = Double(end.before &- start.after), longest = Double(end.after &- start.before)
        return (elapsed >= shortest - tolerance && elapsed <= longest + tolerance, "\(elapsed) ns against \(shortest)–\(longest) ns")
    }

    @Test("The host's clock never goes back, and counts the monotonic clock's nanoseconds (a cycle counter where the kernel trusts one)")
    func keepsToTheMonotonicClock() {
        let clock = FrameProfiler.hostClock
        var last = clock()
        for _ in 0..<100_000 {
            let now = clock()
            #expect(now >= last)
            if now < last { return }
            last = now
        }
        // Its nanoseconds are the monotonic clock's: a wait takes as long on both (to its rate's
        // calibration, a few parts in a million, and the reads' own few microseconds).
        for _ in 0..<3 {
            let (agrees, comparison) = Self.measuresAsMonotonic(clock, waiting: 20_000, tolerance: 50_000)
            #expect(agrees, "\(comparison)")
        }
    }

    @Test("A cycle clock, where the CPU has one the kernel trusts, measures a wait as the monotonic clock does")
    func measuresAWait() throws {
        guard let clock = CycleClock.calibrated(over: 0.002) else { return }  // no trusted counter: the host's clock is clock_gettime
        let (agrees, comparison) = Self.measuresAsMonotonic({ clock.nanoseconds() }, waiting: 30_000, tolerance: 50_000)
        #expect(agrees, "\(comparison)")
    }
}
