internal import CCycleCounter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Monotonic nanoseconds from the CPU's cycle counter: the clock a window's
/// ``FrameProfiler`` reads, 64 times a frame and more.
///
/// `clock_gettime(CLOCK_MONOTONIC)` reads the same counter, but orders the
/// read after every instruction before it. Around a timed performer update in
/// a frame bound by memory (10,000 targets, a cache miss or two each), that
/// fence stops the core overlapping the misses, and 64 reads cost the frame
/// 6-8 % where their instructions are 1.6 %. This clock reads the counter as
/// it is and scales it by a rate measured against the monotonic clock when
/// it is made, so its readings are the monotonic clock's nanoseconds, to a
/// few parts in a million, at a third of the cost and with no fence.
///
/// Only a counter the kernel keeps its own clock on is used (Linux's
/// clocksource `tsc` or `arch_sys_counter`: one rate, every core, through
/// sleep); elsewhere ``calibrated(over:)`` gives `nil` and the profiler
/// reads `clock_gettime` (``FrameProfiler/hostClock``).
///
/// ```swift
/// if let clock = CycleClock.calibrated() {
///     let start = clock.nanoseconds()
///     print(clock.nanoseconds() - start, "ns")
/// }
/// ```
public struct CycleClock: Sendable {
    /// The counter's and the monotonic clock's readings at one moment.
    let originTicks: UInt64, originNanoseconds: UInt64
    /// The counter's rate, as measured.
    let nanosecondsPerTick: Double

    /// A clock whose rate is measured over `seconds` (spent waiting, once), or `nil` where the
    /// CPU's counter is not one the kernel trusts.
    public static func calibrated(over seconds: Double = 0.005) -> CycleClock? {
        guard isTrusted else { return nil }
        let first = pair()
        var second = pair()
        while second.nanoseconds &- first.nanoseconds < UInt64(max(seconds, 0.001) * 1e9) { second = pair() }
        let ticks = second.ticks &- first.ticks
        guard ticks > 0 else { return nil }
        return CycleClock(
            originTicks: first.ticks, originNanoseconds: first.nanoseconds,
            nanosecondsPerTick: Double(second.nanoseconds &- first.nanoseconds) / Double(ticks))
    }

    /// Monotonic nanoseconds, as `clock_gettime(CLOCK_MONOTONIC)` counts them.
    @inline(__always)
    public func nanoseconds() -> UInt64 {
        originNanoseconds &+ UInt64(Double(CCycleCounter_read() &- originTicks) * nanosecondsPerTick)
    }

    /// Whether the CPU's counter is the one the kernel keeps its own monotonic clock on (Linux's
    /// clocksource `tsc` or `arch_sys_counter`): it then ticks at one rate, on every core, through sleep.
    static var isTrusted: Bool {
        #if arch(x86_64)
            let counter = "tsc"
        #elseif arch(arm64)
            let counter = "arch_sys_counter"
        #else
            return false
        #endif
        guard let file = fopen("/sys/devices/system/clocksource/clocksource0/current_clocksource", "r") else { return false }
        defer { fclose(file) }
        var name = [CChar](repeating: 0, count: 64)
        guard fgets(&name, Int32(name.count), file) != nil else { return false }
        return String(decoding: name.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) == counter
    }

    /// The counter and the monotonic clock read together: of three tries, the one whose two
    /// counter readings, before and after the clock's, lie closest (their middle is the clock's moment).
    private static func pair() -> (ticks: UInt64, nanoseconds: UInt64) {
        var best = (ticks: UInt64(0), nanoseconds: UInt64(0), width: UInt64.max)
        for _ in 0..<3 {
            let before = CCycleCounter_read()
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            let after = CCycleCounter_read()
            let width = after &- before
            if width < best.width {
                best = (before &+ width / 2, UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec), width)
            }
        }
        return (best.ticks, best.nanoseconds)
    }
}
