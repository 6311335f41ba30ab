import Interactions
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Trajectories against the textbook closed forms, at many times, to a
/// tolerance of 1e-9 relative (floor 1e-9 near zero; see `isClose`).
@Suite("Trajectories match the closed-form solutions")
struct TrajectoryTests {
    static let times = (0...200).map { Double($0) * 0.0125 }  // 0 … 2.5 s

    private func expectSpringMatches(_ parameters: SpringParameters, from start: Point, velocity: Point, to destination: Point) {
        let trajectory = Trajectory.spring(from: start, velocity: velocity, to: destination, parameters: parameters)
        for t in Self.times {
            let sample = trajectory.sample(at: t)
            let x = ClosedForm.spring(
                at: t, from: start.x, velocity: velocity.x, to: destination.x,
                stiffness: parameters.stiffness, damping: parameters.damping, mass: parameters.mass)
            let y = ClosedForm.spring(
                at: t, from: start.y, velocity: velocity.y, to: destination.y,
                stiffness: parameters.stiffness, damping: parameters.damping, mass: parameters.mass)
            #expect(isClose(sample.position, Point(x: x.x, y: y.x)), "position at t = \(t)")
            #expect(isClose(sample.velocity, Point(x: x.v, y: y.v)), "velocity at t = \(t)")
        }
    }

    @Test("An under-damped spring (the defaults, ζ ≈ 0.81) follows the closed form")
    func underDamped() {
        #expect(SpringParameters.default.dampingRatio < 1)
        expectSpringMatches(.default, from: Point(x: 10, y: 300), velocity: Point(x: 900, y: -2500), to: Point(x: 200, y: 120))
    }

    @Test("A critically damped spring (k 400, c 40, m 1) follows the closed form")
    func criticallyDamped() {
        let parameters = SpringParameters(stiffness: 400, damping: 40, mass: 1)
        #expect(parameters.dampingRatio == 1)
        expectSpringMatches(parameters, from: Point(x: -50, y: 0), velocity: Point(x: 0, y: 1200), to: Point(x: 100, y: 100))
    }

    @Test("An over-damped spring with a mass (k 100, c 50, m 2) follows the closed form")
    func overDamped() {
        let parameters = SpringParameters(stiffness: 100, damping: 50, mass: 2)
        #expect(parameters.dampingRatio > 1)
        expectSpringMatches(parameters, from: Point(x: 400, y: 0), velocity: Point(x: -3000, y: 500), to: Point(x: 0, y: 250))
    }

    @Test("A fling decays exactly, for Android's and UIKit's frictions", arguments: [Friction.android, .uiKit, .uiKitFast])
    func decay(friction: Friction) {
        let start = Point(x: 100, y: 50), velocity = Point(x: 2400, y: -800)
        let trajectory = Trajectory.fling(from: start, velocity: velocity, friction: friction)
        for t in Self.times {
            let sample = trajectory.sample(at: t)
            let x = ClosedForm.decay(at: t, from: start.x, velocity: velocity.x, rate: friction.rate)
            let y = ClosedForm.decay(at: t, from: start.y, velocity: velocity.y, rate: friction.rate)
            #expect(isClose(sample.position, Point(x: x.x, y: y.x)), "position at t = \(t)")
            #expect(isClose(sample.velocity, Point(x: x.v, y: y.v)), "velocity at t = \(t)")
        }
        #expect(isClose(trajectory.projectedRestPosition, start + velocity / friction.rate, relative: 1e-12))
    }

    @Test("The friction presets: Android's k = 4.2/s, UIKit's 0.998 and 0.99 of the velocity kept per millisecond")
    func frictionPresets() {
        #expect(Friction.android.rate == 4.2)
        let uiKit = Trajectory.fling(from: .zero, velocity: Point(x: 1000, y: 0), friction: .uiKit)
        #expect(isClose(uiKit.velocity(at: 0.001).x / 1000, 0.998, relative: 1e-12))
        #expect(isClose(uiKit.velocity(at: 0.010).x / 1000, pow(0.998, 10), relative: 1e-12))
        #expect(isClose(Friction.uiKitFast.rate, -1000 * log(0.99), relative: 1e-15))
    }

    @Test("A bounded fling reaches its bound at the analytic crossing time and springs back with the remaining velocity")
    func boundedFlingHandsOver() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        let start = Point(x: 100, y: 150), velocity = Point(x: 2000, y: 0)
        let k = Friction.android.rate
        let trajectory = Trajectory.fling(from: start, velocity: velocity, bounds: bounds)

        let crossing = -log(1 - (300 - 100) * k / 2000) / k
        #expect(isClose(trajectory.springStartTimes.x, crossing, relative: 1e-12))
        #expect(trajectory.springStartTimes.y == .infinity)
        #expect(trajectory.projectedRestPosition == Point(x: 300, y: 150))

        let remaining = 2000 * exp(-k * crossing)
        #expect(isClose(trajectory.position(at: crossing).x, 300))
        #expect(isClose(trajectory.velocity(at: crossing).x, remaining))
        for t in Self.times {
            let x = trajectory.sample(at: t)
            let expected =
                t < crossing
                ? ClosedForm.decay(at: t, from: 100, velocity: 2000, rate: k)
                : ClosedForm.spring(
                    at: t - crossing, from: 300, velocity: remaining, to: 300,
                    stiffness: 342, damping: 30, mass: 1)
            #expect(isClose(x.position.x, expected.x), "position at t = \(t)")
            #expect(isClose(x.velocity.x, expected.v), "velocity at t = \(t)")
            #expect(x.position.y == 150)
        }
    }

    @Test("A fling that starts outside its bounds and is thrown outwards, or not at all, springs to the nearer bound at once")
    func flingStartingOutside() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        let trajectory = Trajectory.fling(from: Point(x: -40, y: 350), velocity: Point(x: -100, y: 0), bounds: bounds)
        #expect(trajectory.projectedRestPosition == Point(x: 0, y: 300))
        #expect(trajectory.springStartTimes.x == 0 && trajectory.springStartTimes.y == 0)
        let expected = ClosedForm.spring(at: 0.3, from: -40, velocity: -100, to: 0, stiffness: 342, damping: 30, mass: 1)
        #expect(isClose(trajectory.position(at: 0.3).x, expected.x))
    }

    @Test("A fling that starts outside and is thrown back inwards decays in naturally and rests inside")
    func flingThrownBackIn() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        let k = Friction.android.rate
        let trajectory = Trajectory.fling(from: Point(x: -40, y: 380), velocity: Point(x: 600, y: -1000), bounds: bounds)
        #expect(trajectory.springStartTimes.x == .infinity && trajectory.springStartTimes.y == .infinity)
        #expect(isClose(trajectory.projectedRestPosition, Point(x: -40 + 600 / k, y: 380 - 1000 / k), relative: 1e-12))
        #expect(bounds.contains(trajectory.projectedRestPosition))
        for t in Self.times {
            let sample = trajectory.sample(at: t)
            let x = ClosedForm.decay(at: t, from: -40, velocity: 600, rate: k)
            let y = ClosedForm.decay(at: t, from: 380, velocity: -1000, rate: k)
            #expect(isClose(sample.position, Point(x: x.x, y: y.x)), "position at t = \(t)")
            #expect(isClose(sample.velocity, Point(x: x.v, y: y.v)), "velocity at t = \(t)")
        }
    }

    @Test("Thrown from outside right through its bounds, a fling hands over at the far bound")
    func flingThrownThrough() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        let k = Friction.android.rate
        let trajectory = Trajectory.fling(from: Point(x: -40, y: 150), velocity: Point(x: 3000, y: 0), bounds: bounds)
        let crossing = -log(1 - (300 - -40) * k / 3000) / k
        #expect(isClose(trajectory.springStartTimes.x, crossing, relative: 1e-12))
        #expect(trajectory.projectedRestPosition == Point(x: 300, y: 150))
    }

    @Test("From outside, a fling thrown inwards too softly to come back in springs to the nearer bound at once, keeping its velocity")
    func flingTooSoftToComeBack() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        let trajectory = Trajectory.fling(from: Point(x: -40, y: 150), velocity: Point(x: 100, y: 0), bounds: bounds)
        #expect(trajectory.springStartTimes.x == 0)
        #expect(trajectory.projectedRestPosition.x == 0)
        let expected = ClosedForm.spring(at: 0.2, from: -40, velocity: 100, to: 0, stiffness: 342, damping: 30, mass: 1)
        #expect(isClose(trajectory.position(at: 0.2).x, expected.x))
        #expect(isClose(trajectory.velocity(at: 0.2).x, expected.v))
    }

    @Test("A fling whose end point is inside its bounds never hands over")
    func flingInsideBounds() {
        let trajectory = Trajectory.fling(
            from: Point(x: 10, y: 10), velocity: Point(x: 200, y: 100),
            bounds: Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(trajectory.springStartTimes.x == .infinity && trajectory.springStartTimes.y == .infinity)
        #expect(isClose(trajectory.projectedRestPosition, Point(x: 10 + 200 / 4.2, y: 10 + 100 / 4.2), relative: 1e-12))
    }

    @Test("Rest is |x − rest| < 0.75 px and |v| < 46.875 px/s on each axis")
    func restRule() {
        let spring = Trajectory.spring(from: .zero, velocity: .zero, to: Point(x: 100, y: 0))
        #expect(!spring.isAtRest(spring.sample(at: 0)))
        let threshold = RestThreshold.default
        #expect(threshold.position == 0.75 && threshold.velocity == 46.875)
        #expect(threshold.isAtRest(offset: Point(x: 0.74, y: -0.74), velocity: Point(x: 46.8, y: -46.8)))
        #expect(!threshold.isAtRest(offset: Point(x: 0.75, y: 0), velocity: .zero))
        #expect(!threshold.isAtRest(offset: .zero, velocity: Point(x: 0, y: -46.875)))
    }

    @Test("Descriptions are compact")
    func descriptions() {
        #expect("\(Spring(to: Point(x: 200, y: 120)))" == "Spring(to: (200, 120))")
        #expect("\(Spring(to: Point(x: 1, y: 2), initialVelocity: Point(x: 12.345, y: 0)))" == "Spring(to: (1, 2), velocity: (12.35, 0))")
        #expect(
            "\(Fling(velocity: Point(x: 1200, y: -300), bounds: Rect(x: 0, y: 0, width: 800, height: 600)))"
                == "Fling(velocity: (1200, -300), bounds: (0, 0, 800, 600))")
        #expect("\(Fling(velocity: .zero, friction: Friction(rate: 2)))" == "Fling(velocity: (0, 0), friction: k=2/s)")
        #expect(
            "\(MotionState(phase: .springing, velocity: Point(x: 3, y: 4), projectedRestPosition: Point(x: 1, y: 1)))"
                == "springing v=(3, 4) rest=(1, 1)")
    }
}
