/// Estimates a pointer's velocity from its recent positions, as Android and
/// Flutter do: a least-squares quadratic fit of position against time.
///
/// Add every position with its timestamp; ask for ``velocity()`` (the slope
/// of the fit at the newest sample) while moving, or for
/// ``velocity(atTime:)`` when the pointer is released.
///
/// The rules are Flutter's `VelocityTracker.getVelocityEstimate`
/// (`velocity_tracker.dart`), with Android's `VelocityTracker` (LSQ2
/// strategy) for the fit:
/// - Only the newest ``historySize`` (20) samples are kept. Walking back from
///   the newest, the window stops at the first sample more than ``horizon``
///   (100 ms) older than the newest, or more than
///   ``assumePointerMoveStopped`` (40 ms) older than the sample after it:
///   older movement belongs to a previous stroke. A sample exactly 100 ms
///   old, or exactly 40 ms before the next one, is kept, as Flutter keeps it
///   (`age > 100 || delta > 40` ends its loop).
/// - Released 40 ms or more after the newest sample, the pointer is taken
///   to have stopped: ``velocity(atTime:)`` is zero (see ``hasPaused(before:)``).
/// - With 3 or more samples at 3 or more distinct times, the velocity is the
///   slope at the newest sample of the unweighted quadratic fit, per axis.
///   With fewer samples (or fewer distinct times) it falls back to the
///   two-point estimate between the oldest and newest samples in the window;
///   with a single sample, or all samples at one time, it is zero. No
///   timestamp pattern divides by zero.
///
/// ## Exact at the edges, whatever the clock's origin
/// Each timestamp is rounded once, as it arrives, to whole microseconds (an
/// integer), and every rule above compares exact integer ages; the fit reads
/// those same integer ages relative to the newest sample. Flutter's
/// timestamps are `Duration`s, whole microseconds, for the same reason.
/// Seconds in `Double` cannot do this: input clocks read hours since boot
/// (a touch screen's 216,696.429 s), where `216696.529 − 216696.429` is
/// `0.10000000000582…`, not `0.1`, so a sample exactly 100 ms old would be
/// kept or dropped depending on where the clock started; a tolerance would
/// have to grow with the clock (a `Double` near 10⁷ s is only good to 2 ns),
/// and the fit would still see the rounding in its ages. With integer
/// microseconds, the same stroke gives exactly the same velocity on any
/// clock: on one starting at 0 or shifted by any whole number of
/// microseconds up to about 10⁹ s (31 years), where a `Double` still rounds
/// to the right microsecond. Timestamps finer than a microsecond (such as
/// `frame / 60`) move by at most half a microsecond.
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
    /// How far back from the newest sample a sample may be and still count, in seconds (kept at exactly this age).
    public static let horizon = 0.100
    /// A pause this long (in seconds) means the pointer stopped; a gap between samples must exceed it to cut the window.
    public static let assumePointerMoveStopped = 0.040

    /// ``horizon`` in microseconds.
    static let horizonMicroseconds: Int64 = 100_000
    /// ``assumePointerMoveStopped`` in microseconds.
    static let stoppedMicroseconds: Int64 = 40_000
    /// The largest magnitude a timestamp is clamped to, in microseconds
    /// (about 146,000 years): the difference of any two fits in an `Int64`.
    static let maximumMicroseconds: Int64 = 1 << 62

    private struct Sample: Sendable {
        var position: Point
        /// The timestamp as given, in seconds.
        var time: Double
        /// The same in whole microseconds: what every rule and the fit read.
        var microseconds: Int64
    }

    /// A ring buffer of `historySize` samples; `newest` indexes the latest.
    private var samples: [Sample]
    private var newest = 0
    /// The number of valid samples in the ring.
    public private(set) var count = 0

    /// Creates an empty tracker.
    public init() {
        samples = Array(repeating: Sample(position: .zero, time: 0, microseconds: 0), count: Self.historySize)
    }

    // MARK: - The rules on timestamps

    /// `seconds` rounded to whole microseconds, clamped to ±2⁶² µs; NaN is 0.
    static func microseconds(_ seconds: Double) -> Int64 {
        let scaled = (seconds * 1_000_000).rounded()
        guard !scaled.isNaN else { return 0 }
        let limit = Double(maximumMicroseconds)
        return scaled >= limit ? maximumMicroseconds : scaled <= -limit ? -maximumMicroseconds : Int64(scaled)
    }

    /// Whether a sample at `time` is recent enough to take part in a fit
    /// whose newest sample is at `newest`: at most ``horizon`` older, exactly
    /// 100 ms included, in whole microseconds (see the type's discussion).
    package static func isWithinHorizon(_ time: Double, newest: Double) -> Bool {
        microseconds(newest) - microseconds(time) <= horizonMicroseconds
    }

    /// Whether two consecutive samples at `earlier` and `later` belong to
    /// one stroke: at most ``assumePointerMoveStopped`` apart, exactly 40 ms
    /// included, in whole microseconds (see the type's discussion).
    package static func isContinuous(from earlier: Double, to later: Double) -> Bool {
        microseconds(later) - microseconds(earlier) <= stoppedMicroseconds
    }

    // MARK: - Recording

    /// Records where the pointer was at `timestamp` (seconds).
    public mutating func addPosition(_ position: Point, at timestamp: Double) {
        guard position.x.isFinite, position.y.isFinite, timestamp.isFinite else { return }
        var sample = Sample(position: position, time: timestamp, microseconds: Self.microseconds(timestamp))
        if count > 0 {
            let previous = samples[newest]
            if sample.microseconds < previous.microseconds {
                sample.time = previous.time
                sample.microseconds = previous.microseconds
            }
            newest = (newest + 1) % Self.historySize
        }
        samples[newest] = sample
        count = min(count + 1, Self.historySize)
    }

    /// Records `position` at `timestamp`, replacing the newest sample if it
    /// has that very timestamp (to the microsecond): for two fingers, whose
    /// events for one instant arrive one finger at a time, only the last
    /// describes the instant.
    mutating func addOrReplacePosition(_ position: Point, at timestamp: Double) {
        if count > 0, timestamp.isFinite, samples[newest].microseconds == Self.microseconds(timestamp), position.x.isFinite, position.y.isFinite {
            samples[newest].position = position
        } else {
            addPosition(position, at: timestamp)
        }
    }

    /// Forgets every sample, as at the start of a new gesture.
    package mutating func reset() {
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
    /// samples (and for a NaN `time`). Compared in whole microseconds, like
    /// the window's rules, so a release exactly 40 ms after the newest sample
    /// is a pause on every clock (0.09 − 0.05 is just under 0.04 in binary,
    /// and the same difference near 10⁷ s is off by up to 2 ns either way).
    public func hasPaused(before time: Double) -> Bool {
        guard count > 0, !time.isNaN else { return true }
        return Self.microseconds(time) - samples[newest].microseconds >= Self.stoppedMicroseconds
    }

    /// The estimated velocity at the newest sample, in px/s.
    public func velocity() -> Point {
        guard count > 0 else { return .zero }
        let last = samples[newest]
        var sums = _QuadraticSums()
        var oldest = last
        var previous = last.microseconds
        var distinctTimes = 0
        var index = newest
        for _ in 0..<count {
            let sample = samples[index]
            // Flutter's loop: stop past the horizon or at a pause between samples; both limits are kept.
            if last.microseconds - sample.microseconds > Self.horizonMicroseconds || previous - sample.microseconds > Self.stoppedMicroseconds {
                break
            }
            if sums.n == 0 || sample.microseconds != previous { distinctTimes += 1 }
            previous = sample.microseconds
            // Ages relative to the newest sample, exact integers until here: the
            // fit is well conditioned whatever the clock reads, its slope at
            // t = 0 is the velocity we want, and it sees the same numbers on any clock.
            sums.add(t: Self.seconds(sample.microseconds - last.microseconds), x: sample.position.x - last.position.x, y: sample.position.y - last.position.y)
            oldest = sample
            index = (index + Self.historySize - 1) % Self.historySize
        }
        if sums.n >= 3, distinctTimes >= 3, let slope = sums.slopeAtZero() {
            return slope
        }
        let elapsed = Self.seconds(last.microseconds - oldest.microseconds)
        guard elapsed > 0 else { return .zero }
        return (last.position - oldest.position) / elapsed
    }

    /// An age in whole microseconds, in seconds.
    private static func seconds(_ microseconds: Int64) -> Double {
        Double(microseconds) / 1_000_000
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
