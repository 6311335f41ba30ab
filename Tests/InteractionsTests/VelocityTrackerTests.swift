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
