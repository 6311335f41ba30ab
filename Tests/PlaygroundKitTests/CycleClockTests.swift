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
            let start = clock(), monotonicStart = Self.monotonic()
            usleep(20_000)
            let elapsed = Double(clock() - start), monotonicElapsed = Double(Self.monotonic() - monotonicStart)
            #expect(abs(elapsed - monotonicElapsed) < 50_000, "\(elapsed) ns against \(monotonicElapsed) ns")
        }
    }

    @Test("A cycle clock, where the CPU has one the kernel trusts, measures a wait as the monotonic clock does")
    func measuresAWait() throws {
        guard let clock = CycleClock.calibrated(over: 0.002) else { return }  // no trusted counter: the host's clock is clock_gettime
        let start = clock.nanoseconds(), monotonicStart = Self.monotonic()
        usleep(30_000)
        let elapsed = Double(clock.nanoseconds() - start), monotonicElapsed = Double(Self.monotonic() - monotonicStart)
        #expect(abs(elapsed - monotonicElapsed) < 50_000, "\(elapsed) ns against \(monotonicElapsed) ns")
    }
}
