import Interactions
import Motion
import PropertyBased
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Friction in UIKit's and Android's terms, and how long a fling takes to stop.
@Suite("Friction conversions match their sources")
struct FrictionConversionTests {
    @Test("UIKit deceleration rates give k = −1000·ln(rate), as numpy computes it, and read back")
    func uiKitRates() {
        for fixture in SpringConversionFixtures.uiKit {
            let friction = Friction(retainedPerMillisecond: fixture.rate)
            #expect(isClose(friction.rate, fixture.k, relative: 2e-16 * 4), "\(fixture)")
            #expect(isClose(friction.retainedPerMillisecond, fixture.rate, relative: 2e-16 * 2), "\(fixture)")
        }
        #expect(isClose(Friction.uiKit.retainedPerMillisecond, 0.998, relative: 1e-15))
        #expect(isClose(Friction.uiKitFast.retainedPerMillisecond, 0.99, relative: 1e-15))
    }

    @Test("Any decay rate round-trips through UIKit's deceleration rate")
    func uiKitRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0.01...100)) { k in
            let back = Friction(retainedPerMillisecond: Friction(rate: k).retainedPerMillisecond)
            // k = −1000·ln(r) magnifies r's rounding by 1000/k·r: near 1, a few ulps of r are many of k.
            #expect(isClose(back.rate, k, relative: 1e-15 * max(1, 1000 / k) * 4))
        }
    }

    @Test("Android's fling friction f is k = 4.2·f: its default 1 is Friction.android")
    func androidFriction() {
        #expect(Friction(androidFriction: 1) == .android)
        #expect(Friction(androidFriction: 2.5).rate == 4.2 * 2.5)
        #expect(Friction(rate: 8.4).androidFriction == 2)
    }

    @Test("A fling's rest time is when its speed and its distance to the end both fall below the threshold, as a fling run at 60 Hz finds")
    func restTime() throws {
        for (friction, speed) in [(Friction.android, 1000.0), (.uiKit, 2400), (.uiKitFast, 800), (Friction(rate: 4.2), -1500)] {
            let t = friction.restTime(forSpeed: speed)
            let remaining = abs(speed) * exp(-friction.rate * t)
            // At the rest time, one of the two is exactly on its bound and the other below it.
            #expect(remaining <= 46.875 * (1 + 1e-12) && remaining / friction.rate <= 0.75 * (1 + 1e-12))
            #expect(isClose(remaining, 46.875, relative: 1e-12) || isClose(remaining / friction.rate, 0.75, relative: 1e-12))
            let runtime = MotionRuntime()
            let box = Box("A")
            runtime.addPlan(Fling(velocity: Point(x: speed, y: 0), friction: friction), named: "motion", to: box)
            let frames = runUntilIdle(runtime)
            #expect(frames - 1 == Int((t * 60).rounded(.up)), "\(friction) at \(speed): \(t) s, \(frames) frames")
        }
        #expect(Friction.android.restTime(forSpeed: 0) == 0)
        #expect(Friction.android.restTime(forSpeed: 3) == 0)  // 3/4.2 = 0.71 px to go, slowly
    }
}
