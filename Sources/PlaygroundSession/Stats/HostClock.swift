import Canvas
import PlaygroundKit
#if canImport(Glibc)
    import Glibc
#endif

/// The host's clocks: the one place the playground reads real time.
///
/// Only the window host and the statistics use it; the runtime, the
/// interactions, the traces and the renderer receive time as arguments. (A
/// frame profiler reads its own, `FrameProfiler.hostClock`: the same clock, cheaper.)
package enum HostClock {
    /// Seconds on the monotonic clock.
    package static func now() -> Double {
        read(CLOCK_MONOTONIC)
    }

    /// Seconds of CPU time this thread has used.
    package static func threadCPUTime() -> Double {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    /// Sleeps for `seconds` (nothing for 0 or less).
    package static func sleep(_ seconds: Double) {
        // Nothing for NaN; an absurd duration sleeps a day at most, and wakes to look again.
        guard seconds > 0, let whole = CheckedInt.from(min(seconds, 86_400)) else { return }
        let nanoseconds = CheckedInt.from((min(seconds, 86_400) - Double(whole)) * 1e9, in: 0...999_999_999) ?? 0
        var request = timespec(tv_sec: whole, tv_nsec: nanoseconds)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR {
            request = remaining
        }
    }

    private static func read(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
