/// Decides how long to wait after presenting a frame, so the loop runs at the
/// display's refresh rate whether or not the renderer's vsync works.
///
/// The renderer is asked for vsync, but some drivers report it and ignore it
/// (SDL's dummy driver, Mesa's software OpenGL under Xvfb, some remote X
/// servers). So the pacer paces the loop itself from the first frame, on a
/// grid of period boundaries (a slow frame that misses a boundary starts a new
/// grid rather than racing to catch up), and trusts vsync only once it has
/// shown itself: sixty presents in a row that returned on a grid of whole
/// periods (to a third of a millisecond) after blocking, on average, for more
/// than two milliseconds. A present that merely copies the frame returns as
/// soon as the copy is done, on no grid (an X server's copy varies by a
/// millisecond or more) or at once (the dummy driver). Once vsync is trusted
/// the pacer stops pacing (``hasVsync``: ``FrameLatch`` then reads input just
/// before the refresh); presents returning early again (intervals shorter than
/// half a period clearly dominating, each late one cancelling two early ones)
/// bring the pacing back.
///
/// Times are seconds on the host's monotonic clock. The pacer only decides;
/// the host sleeps, so this type is tested without a clock.
///
/// ```swift
/// var pacer = FramePacer(refreshRate: 60)
/// let wait = pacer.didPresent(at: now, blockedFor: presentDuration)   // seconds to sleep before the next frame
/// ```
struct FramePacer {
    /// The display's frame period, in seconds.
    let period: Double
    /// How many consecutive early presents prove that vsync is not in effect.
    static let evidenceNeeded = 8
    /// How many presents on a grid of whole periods, blocking, prove that vsync is.
    static let regularPresentsNeeded = 60

    /// Whether the pacer paces the loop itself (until vsync has shown itself).
    private(set) var isPacing = true
    /// Whether vsync has shown itself: the loop is paced by the display (see ``FrameLatch``).
    var hasVsync: Bool { !isPacing }
    private var earlyPresents = 0
    private var regularPresents = 0
    private var blocked = 0.0
    private var lastPresent: Double?
    private var nextDeadline = 0.0

    init(refreshRate: Double) {
        period = 1 / max(refreshRate, 1)
    }

    /// Records that a present returned at `now` after blocking for `blockedFor` seconds; returns
    /// how long to sleep before starting the next frame (0 while vsync paces the loop).
    mutating func didPresent(at now: Double, blockedFor duration: Double = 0) -> Double {
        defer { lastPresent = now }
        guard let last = lastPresent else {
            nextDeadline = now  // the grid starts here; the next frame's present is a period on
            return 0
        }
        let interval = now - last
        if isPacing {
            let periods = (interval / period).rounded()
            let onGrid = periods >= 1 && periods <= 2 && abs(interval - periods * period) < 0.000_33
            regularPresents = onGrid ? regularPresents + 1 : 0
            blocked = onGrid ? blocked + duration : 0
            if regularPresents >= Self.regularPresentsNeeded, blocked / Double(regularPresents) > 0.002 {
                isPacing = false
                earlyPresents = 0
                return 0
            }
            return nextWait(now)
        }
        // A late present costs two pieces of evidence rather than all of it, so a busy
        // machine's occasional hiccup does not keep an ignored vsync from being noticed.
        earlyPresents = interval < period * 0.5 ? earlyPresents + 1 : max(0, earlyPresents - 2)
        guard earlyPresents >= Self.evidenceNeeded else { return 0 }
        isPacing = true
        regularPresents = 0
        blocked = 0
        nextDeadline = now
        return nextWait(now)
    }

    /// The wait until the next boundary of the grid, which a frame that missed it restarts from now.
    private mutating func nextWait(_ now: Double) -> Double {
        nextDeadline += period
        if nextDeadline <= now {
            nextDeadline = now
            return 0
        }
        return nextDeadline - now
    }

    /// Forgets the interval history, e.g. after the loop slept waiting for input (what it learnt
    /// of the display, paced or not, stays: the display did not change).
    mutating func reset() {
        lastPresent = nil
        earlyPresents = 0
        regularPresents = 0
        blocked = 0
        nextDeadline = 0
    }
}
