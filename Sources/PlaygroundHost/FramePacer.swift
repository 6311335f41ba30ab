/// Decides how long to wait after presenting a frame, so the loop runs at the
/// display's refresh rate whether or not the renderer's vsync works.
///
/// The renderer is asked for vsync, but some drivers report it and ignore it
/// (SDL's dummy driver, some remote X servers): their presents return at
/// once, and an unpaced loop would spin at hundreds of frames per second. The
/// pacer watches the interval between presents; once intervals shorter than
/// half the refresh period clearly dominate (each late one cancels two early
/// ones) it concludes vsync is not in effect
/// and from then on paces the loop itself, on a grid of period boundaries.
/// A slow frame that misses a boundary starts a new grid rather than racing
/// to catch up.
///
/// Times are seconds on the host's monotonic clock. The pacer only decides;
/// the host sleeps, so this type is tested without a clock.
///
/// ```swift
/// var pacer = FramePacer(refreshRate: 60)
/// let wait = pacer.didPresent(at: now)   // seconds to sleep before the next frame
/// ```
struct FramePacer {
    /// The display's frame period, in seconds.
    let period: Double
    /// How many consecutive early presents prove that vsync is not in effect.
    static let evidenceNeeded = 8

    /// Whether the pacer has found vsync missing and paces the loop itself.
    private(set) var isPacing = false
    /// Whether presents have come a period apart, unpaced, long enough to trust the display's vsync
    /// (``FrameLatch`` then reads input late); kept across ``reset()``, since the display stays the same.
    private(set) var hasVsync = false
    /// How many presents in a row, unpaced, came about a period after the one before.
    static let regularPresentsNeeded = 30
    private var regularPresents = 0
    private var earlyPresents = 0
    private var lastPresent: Double?
    private var nextDeadline = 0.0

    init(refreshRate: Double) {
        period = 1 / max(refreshRate, 1)
    }

    /// Records that a present returned at `now`; returns how long to sleep
    /// before starting the next frame (0 while vsync paces the loop).
    mutating func didPresent(at now: Double) -> Double {
        defer { lastPresent = now }
        if !isPacing {
            guard let last = lastPresent else { return 0 }
            // A late present costs two pieces of evidence rather than all of it, so a busy
            // machine's occasional hiccup does not keep an ignored vsync from being noticed.
            earlyPresents = now - last < period * 0.5 ? earlyPresents + 1 : max(0, earlyPresents - 2)
            if !hasVsync {
                regularPresents = (period * 0.5...period * 1.5).contains(now - last) ? regularPresents + 1 : 0
                hasVsync = regularPresents >= Self.regularPresentsNeeded
            }
            guard earlyPresents >= Self.evidenceNeeded else { return 0 }
            isPacing = true
            hasVsync = false
            nextDeadline = now
        }
        nextDeadline += period
        if nextDeadline <= now {
            nextDeadline = now
            return 0
        }
        return nextDeadline - now
    }

    /// Forgets the interval history, e.g. after the loop slept waiting for input.
    mutating func reset() {
        lastPresent = nil
        earlyPresents = 0
        nextDeadline = 0
    }
}
