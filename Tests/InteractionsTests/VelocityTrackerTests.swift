import Interactions
import Testing

@Suite("Velocity tracking (least-squares quadratic fit)")
struct VelocityTrackerTests {
    private func tracker(_ samples: [(t: Double, x: Double, y: Double)]) -> VelocityTracker {
        var tracker = VelocityTracker()
        for sample in samples {
            tracker.addPosition(Point(x: sample.x, y: sample.y), at: sample.t)
        }
        return tracker
    }

    @Test("A straight line at constant speed gives that speed")
    func straightLine() {
        let samples = (0..<12).map { i -> (t: Double, x: Double, y: Double) in
            let t = 10 + Double(i) * 0.008
            return (t, 100 + 750 * (t - 10), 50 - 300 * (t - 10))
        }
        let velocity = tracker(samples).velocity()
        #expect(isClose(velocity, Point(x: 750, y: -300), relative: 1e-6))
    }

    @Test("Under constant acceleration the fit gives the velocity at the last sample, not the average")
    func acceleration() {
        // x = 4000·t²/2 → v(t) = 4000·t; the last sample is at t = 0.088.
        let samples = (0...11).map { i -> (t: Double, x: Double, y: Double) in
            let t = Double(i) * 0.008
            return (t, 2000 * t * t, 0)
        }
        let velocity = tracker(samples).velocity()
        #expect(isClose(velocity.x, 4000 * 0.088, relative: 1e-6))
        #expect(velocity.x > (2000 * 0.088 * 0.088) / 0.088 * 1.5)
    }

    @Test("A pause of 40 ms or more before release means zero velocity")
    func pauseBeforeRelease() {
        let samples = (0..<6).map { i in (t: Double(i) * 0.01, x: Double(i) * 10, y: 0.0) }
        let tracker = tracker(samples)
        #expect(tracker.velocity(atTime: 0.05 + 0.039).x > 900)
        #expect(tracker.velocity(atTime: 0.05 + 0.040) == .zero)
        #expect(tracker.velocity(atTime: 0.05 + 2) == .zero)
    }

    @Test("A gap of more than 40 ms between samples starts a new stroke")
    func gapCutsTheWindow() {
        // Fast movement, a 60 ms pause, then two slow samples: the two-point estimate of the slow part.
        var samples = (0..<5).map { i in (t: Double(i) * 0.008, x: Double(i) * 40, y: 0.0) }
        samples += [(t: 0.092, x: 160, y: 0), (t: 0.100, x: 161, y: 0)]
        let velocity = tracker(samples).velocity()
        #expect(isClose(velocity.x, 1 / 0.008, relative: 1e-9))
    }

    @Test("Samples more than 100 ms older than the newest do not count")
    func horizon() {
        // An old stroke at −5000 px/s, then samples every 15 ms on a 1000 px/s line
        // up to t = 0.2: only those from t = 0.11 on are within the horizon.
        var samples: [(t: Double, x: Double, y: Double)] = [(0, 0, 0), (0.02, -100, 0), (0.04, -200, 0)]
        samples += (0...10).map { i in
            let t = 0.05 + Double(i) * 0.015
            return (t, 1000 * t, 0)
        }
        #expect(isClose(tracker(samples).velocity().x, 1000, relative: 1e-6))
    }

    @Test("Only the newest 20 samples count")
    func history() {
        // 25 samples 4 ms apart (all within 100 ms): the first 5 off the line.
        let samples = (0..<25).map { i -> (t: Double, x: Double, y: Double) in
            let t = Double(i) * 0.004
            return (t, i < 5 ? -50 * Double(i) : 1000 * t, 0)
        }
        #expect(isClose(tracker(samples).velocity().x, 1000, relative: 1e-6))
        #expect(tracker(samples).count == VelocityTracker.historySize)
    }

    @Test("Duplicate timestamps never divide by zero")
    func duplicateTimestamps() {
        let same = tracker([(0.5, 0, 0), (0.5, 10, 5), (0.5, 20, 10)])
        #expect(same.velocity() == .zero)

        let twoDistinct = tracker([(0.5, 0, 0), (0.5, 2, 0), (0.51, 10, 0), (0.51, 12, 0)])
        let velocity = twoDistinct.velocity()
        #expect(velocity.x.isFinite && velocity.y.isFinite)
        #expect(isClose(velocity.x, 12 / 0.01))

        let backwards = tracker([(1, 0, 0), (0.9, 5, 0), (1.01, 10, 0)])
        #expect(backwards.velocity().x.isFinite)
    }

    @Test("A single sample gives zero; two give the two-point estimate")
    func fewSamples() {
        #expect(VelocityTracker().velocity() == .zero)
        #expect(tracker([(0, 10, 10)]).velocity() == .zero)
        #expect(tracker([(0, 10, 10)]).velocity(atTime: 0.001) == .zero)
        #expect(isClose(tracker([(0, 0, 0), (0.02, 6, -4)]).velocity(), Point(x: 300, y: -200)))
    }

    @Test("Non-finite samples are ignored and reset forgets everything")
    func nonFiniteAndReset() {
        var tracker = tracker([(0, 0, 0), (0.01, 10, 0)])
        tracker.addPosition(Point(x: .nan, y: 0), at: 0.02)
        tracker.addPosition(Point(x: 20, y: 0), at: .infinity)
        #expect(tracker.count == 2)
        tracker.reset()
        #expect(tracker.count == 0 && tracker.velocity() == .zero)
    }
}

/// Strokes as input devices deliver them: whole milliseconds on a clock that
/// may read hours since boot. The velocity must not depend on where that clock
/// started, and samples exactly at the horizon or the gap limit are kept, as
/// Flutter's `velocity_tracker.dart` keeps them.
@Suite("Velocity tracking does not depend on the clock's origin")
struct VelocityTrackerClockTests {
    /// Clock origins in whole milliseconds: zero, a touch screen's hours since
    /// boot, a day, and up to 10⁷ s.
    static let origins: [Int64] = [
        0, 1, 999, 216_696_429, 3_600_000, 86_400_123, 1_234_567_891, 4_294_967_295, 9_999_999_999, 10_000_000_000,
    ]

    /// One sample of a stroke: milliseconds since the stroke began, and x, y.
    typealias Sample = (ms: Int64, x: Double, y: Double)

    /// The stroke on a clock that read `origin` ms when it began, in seconds as an event's timestamp carries them.
    private func tracker(_ stroke: [Sample], origin: Int64) -> VelocityTracker {
        var tracker = VelocityTracker()
        for sample in stroke {
            tracker.addPosition(Point(x: sample.x, y: sample.y), at: Self.seconds(origin + sample.ms))
        }
        return tracker
    }

    private static func seconds(_ milliseconds: Int64) -> Double { Double(milliseconds) / 1000 }

    /// The slope at the newest sample of the least-squares parabola through
    /// all of `stroke` (normal equations, solved by Cramer's rule): what the
    /// tracker must give when every sample is in its window.
    private func fittedVelocity(_ stroke: [Sample]) -> Point {
        let newest = stroke.last!
        let ts = stroke.map { Double($0.ms - newest.ms) / 1000 }
        func slope(_ values: [Double]) -> Double {
            var s = [Double](repeating: 0, count: 5), r = [Double](repeating: 0, count: 3)
            for (t, v) in zip(ts, values) {
                let powers = [1, t, t * t, t * t * t, t * t * t * t]
                for k in 0..<5 { s[k] += powers[k] }
                for k in 0..<3 { r[k] += v * powers[k] }
            }
            // Unknowns (c, b, a) of c + b·t + a·t²; b is the slope at t = 0.
            func det(_ m: [[Double]]) -> Double {
                m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                    + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
            }
            let matrix = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
            var withR = matrix
            for row in 0..<3 { withR[row][1] = r[row] }
            return det(withR) / det(matrix)
        }
        return Point(x: slope(stroke.map { $0.x - newest.x }), y: slope(stroke.map { $0.y - newest.y }))
    }

    @Test("A sample exactly 100 ms older than the newest is kept, on every clock", arguments: origins)
    func horizonSampleIsKept(origin: Int64) {
        // The oldest sample is off the line the others lie on: keeping it changes the fit.
        let stroke: [Sample] = [(0, 0, 0), (25, 40, -10), (50, 60, -20), (75, 85, -30), (100, 110, -40)]
        let expected = fittedVelocity(stroke)
        #expect(!isClose(expected, fittedVelocity(Array(stroke.dropFirst())), relative: 1e-3), "the oldest sample matters")
        let velocity = tracker(stroke, origin: origin).velocity()
        #expect(isClose(velocity, expected), "origin \(origin) ms: \(velocity), expected \(expected)")
        #expect(isClose(velocity, tracker(stroke, origin: 0).velocity()))
    }

    @Test("A sample 101 ms older than the newest is dropped, on every clock", arguments: origins)
    func pastTheHorizonIsDropped(origin: Int64) {
        let stroke: [Sample] = [(0, 0, 0), (26, 40, -10), (51, 60, -20), (76, 85, -30), (101, 110, -40)]
        let velocity = tracker(stroke, origin: origin).velocity()
        #expect(isClose(velocity, fittedVelocity(Array(stroke.dropFirst()))), "origin \(origin) ms")
    }

    @Test("A gap of exactly 40 ms between samples is one stroke; 41 ms cuts it, on every clock", arguments: origins)
    func gapAtTheLimitIsKept(origin: Int64) {
        // Slow samples, a gap, then fast ones: the older part changes the fit only if it is kept.
        let before: [Sample] = [(0, 0, 0), (8, 1, 2), (16, 3, 3)]
        let after: [Sample] = [(56, 40, 20), (64, 70, 25), (72, 105, 31)]
        let exactly = tracker(before + after, origin: origin).velocity()
        #expect(isClose(exactly, fittedVelocity(before + after)), "origin \(origin) ms: \(exactly)")
        #expect(isClose(exactly, tracker(before + after, origin: 0).velocity()))

        let later = after.map { (ms: $0.ms + 1, x: $0.x, y: $0.y) }
        let cut = tracker(before + later, origin: origin).velocity()
        #expect(isClose(cut, fittedVelocity(later)), "origin \(origin) ms: \(cut)")
    }

    @Test("A release exactly 40 ms after the newest sample is a pause on every clock; 39 ms is not", arguments: origins)
    func pauseAtTheLimit(origin: Int64) {
        let stroke: [Sample] = [(0, 0, 0), (8, 10, 4), (16, 21, 8), (24, 33, 12)]
        let tracker = tracker(stroke, origin: origin)
        #expect(tracker.velocity(atTime: Self.seconds(origin + 24 + 40)) == .zero, "origin \(origin) ms")
        #expect(tracker.velocity(atTime: Self.seconds(origin + 24 + 39)) == tracker.velocity(), "origin \(origin) ms")
        #expect(tracker.hasPaused(before: Self.seconds(origin + 24 + 40)))
        #expect(!tracker.hasPaused(before: Self.seconds(origin + 24 + 39)))
    }

    @Test("A recorded-like stroke gives the same velocity on every clock, to 1e-9, at every sample")
    func sameStrokeEveryClock() {
        // An uneven stroke: 4 to 17 ms between events (whole ms, as devices give them), speeding up,
        // with a 40 ms hitch in the middle and samples that land exactly 100 ms back from others.
        let gaps: [Int64] = [8, 9, 7, 8, 17, 4, 12, 8, 40, 8, 8, 9, 7, 16, 8, 4, 12, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]
        var stroke: [Sample] = [(0, 300, 200)]
        for (i, gap) in gaps.enumerated() {
            let last = stroke.last!
            let speed = 0.5 + Double(i) * 0.12  // px per ms
            stroke.append((last.ms + gap, (last.x + speed * Double(gap)).rounded(), (last.y - 0.4 * speed * Double(gap)).rounded()))
        }
        for end in 1...stroke.count {
            let part = Array(stroke.prefix(end))
            let reference = tracker(part, origin: 0).velocity()
            for origin in Self.origins {
                let velocity = tracker(part, origin: origin).velocity()
                #expect(isClose(velocity, reference), "\(end) samples, origin \(origin) ms: \(velocity) against \(reference)")
            }
        }
    }
}
