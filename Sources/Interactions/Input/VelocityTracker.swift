/// Estimates a pointer's velocity from its recent positions, as Android and
/// Flutter do: a least-squares quadratic fit of position against time.
///
/// Add every position with its timestamp; ask for ``velocity()`` (the slope
/// of the fit at the newest sample) while moving, or for
/// ``velocity(atTime:)`` when the pointer is released.
///
/// The rules, from Android's `VelocityTracker` (LSQ2 strategy) and Flutter's
/// `velocity_tracker.dart`:
/// - Only the newest ``historySize`` (20) samples are kept, and of those only
///   samples at most ``horizon`` (100 ms) older than the newest take part.
/// - A gap of more than ``assumePointerMoveStopped`` (40 ms) between two
///   consecutive samples cuts the window there: older movement belongs to a
///   previous stroke.
/// - Released 40 ms or more after the newest sample, the pointer is taken
///   to have stopped: ``velocity(atTime:)`` is zero.
/// - With 3 or more samples at 3 or more distinct times, the velocity is the
///   slope at the newest sample of the unweighted quadratic fit, per axis.
///   With fewer samples (or fewer distinct times) it falls back to the
///   two-point estimate between the oldest and newest samples in the window;
///   with a single sample, or all samples at one time, it is zero. No
///   timestamp pattern divides by zero.
///
/// Timestamps that go backwards are treated as equal to the newest one, and
/// non-finite samples are ignored. Storage is allocated once, in `init`.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addPosition(Point(x: 0, y: 0), at: 0.000)
/// tracker.addPosition(Point(x: 8, y: 0), at: 0.008)
/// tracker.addPosition(Point(x: 16, y: 0), at: 0.016)
/// tracker.velocity()                   // (1000, 0) px/s
/// tracker.velocity(atTime: 0.080)      // (0, 0): paused before release
/// ```
public struct VelocityTracker: Sendable {
    /// The largest number of samples kept.
    public static let historySize = 20
    /// How far back from the newest sample a sample may be and still count, in seconds.
    public static let horizon = 0.100
    /// A pause this long (in seconds) means the pointer stopped.
    public static let assumePointerMoveStopped = 0.040

    private struct Sample: Sendable {
        var position: Point
        var time: Double
    }

    /// A ring buffer of `historySize` samples; `newest` indexes the latest.
    private var samples: [Sample]
    private var newest = 0
    /// The number of valid samples in the ring.
    public private(set) var count = 0

    /// Creates an empty tracker.
    public init() {
        samples = Array(repeating: Sample(position: .zero, time: 0), count: Self.historySize)
    }

    // MARK: - Recording

    /// Records where the pointer was at `timestamp` (seconds).
    public mutating func addPosition(_ position: Point, at timestamp: Double) {
        guard position.x.isFinite, position.y.isFinite, timestamp.isFinite else { return }
        var time = timestamp
        if count > 0 {
            time = max(time, samples[newest].time)
            newest = (newest + 1) % Self.historySize
        }
        samples[newest] = Sample(position: position, time: time)
        count = min(count + 1, Self.historySize)
    }

    /// Records `position` at `timestamp`, replacing the newest sample if it
    /// has that very timestamp: for two fingers, whose events for one instant
    /// arrive one finger at a time, only the last describes the instant.
    mutating func addOrReplacePosition(_ position: Point, at timestamp: Double) {
        if count > 0, samples[newest].time == timestamp, position.x.isFinite, position.y.isFinite {
            samples[newest].position = position
        } else {
            addPosition(position, at: timestamp)
        }
    }

    /// Forgets every sample, as at the start of a new gesture.
    public mutating func reset() {
        count = 0
        newest = 0
    }

    /// The newest sample's timestamp, if any.
    public var newestTimestamp: Double? {
        count > 0 ? samples[newest].time : nil
    }

    // MARK: - Estimating

    /// The estimated velocity at a release at `time`, in px/s: zero if the
    /// pointer had not moved for ``assumePointerMoveStopped`` or longer
    /// (see ``hasPaused(before:)``), otherwise ``velocity()``.
    public func velocity(atTime time: Double) -> Point {
        hasPaused(before: time) ? .zero : velocity()
    }

    /// Whether the pointer, last sampled at ``newestTimestamp``, has not moved
    /// for ``assumePointerMoveStopped`` or longer at `time`; true with no
    /// samples. A nanosecond of slack absorbs the rounding of timestamps such
    /// as 0.09 − 0.05, which is just under 0.04 in binary.
    public func hasPaused(before time: Double) -> Bool {
        guard let newestTime = newestTimestamp else { return true }
        return !(time - newestTime < Self.assumePointerMoveStopped - 1e-9)
    }

    /// The estimated velocity at the newest sample, in px/s.
    public func velocity() -> Point {
        guard count > 0 else { return .zero }
        let last = samples[newest]
        var sums = _QuadraticSums()
        var oldest = last
        var previousTime = last.time
        var distinctTimes = 0
        var index = newest
        for _ in 0..<count {
            let sample = samples[index]
            // Flutter's loop: stop at the horizon or at a pause between samples.
            if last.time - sample.time > Self.horizon || previousTime - sample.time > Self.assumePointerMoveStopped {
                break
            }
            if sums.n == 0 || sample.time != previousTime { distinctTimes += 1 }
            previousTime = sample.time
            // Relative to the newest sample, so the fit is well conditioned
            // and its slope at t = 0 is the velocity we want.
            sums.add(t: sample.time - last.time, x: sample.position.x - last.position.x, y: sample.position.y - last.position.y)
            oldest = sample
            index = (index + Self.historySize - 1) % Self.historySize
        }
        if sums.n >= 3, distinctTimes >= 3, let slope = sums.slopeAtZero() {
            return slope
        }
        let elapsed = last.time - oldest.time
        guard elapsed > 0 else { return .zero }
        return (last.position - oldest.position) / elapsed
    }
}

/// Running sums for an unweighted least-squares fit of x(t) and y(t) by
/// `a·t² + b·t + c`, in closed form (Android's `solveUnweightedLeastSquaresDeg2`).
struct _QuadraticSums {
    var n = 0.0
    var t = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    var x = 0.0, tx = 0.0, t2x = 0.0
    var y = 0.0, ty = 0.0, t2y = 0.0

    mutating func add(t: Double, x: Double, y: Double) {
        let tt = t * t
        n += 1
        self.t += t; t2 += tt; t3 += tt * t; t4 += tt * tt
        self.x += x; tx += t * x; t2x += tt * x
        self.y += y; ty += t * y; t2y += tt * y
    }

    /// The fitted slope `b` (the velocity at t = 0) for both axes, or `nil`
    /// when the times are too close to determine a parabola.
    func slopeAtZero() -> Point? {
        let stt = t2 - t * t / n
        let stt2 = t3 - t * t2 / n
        let st2t2 = t4 - t2 * t2 / n
        let denominator = stt * st2t2 - stt2 * stt2
        // Positive by Cauchy–Schwarz for 3+ distinct times; a relative floor
        // rejects the round-off of nearly coincident times.
        guard stt > 0, st2t2 > 0, denominator > 1e-9 * stt * st2t2 else { return nil }
        func slope(_ s: Double, _ ts: Double, _ t2s: Double) -> Double {
            let sts = ts - t * s / n
            let st2s = t2s - t2 * s / n
            return (sts * st2t2 - st2s * stt2) / denominator
        }
        return Point(x: slope(x, tx, t2x), y: slope(y, ty, t2y))
    }
}
