import Interactions
import Motion
import PropertyBased
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the Tune tab shows about a spring (ζ, response, overshoot, peak and
/// rest time), against the closed forms and against scipy's reading of the
/// textbook motion (`Fixtures/spring_conversions.py`), and against a real
/// ``Spring`` run frame by frame.
@Suite("A spring's step response matches the closed forms")
struct SpringResponseTests {
    @Test("ζ and the response are c/(2√(km)) and 2π√(m/k), for under-, critically and over-damped springs")
    func dampingRatioAndResponse() {
        for fixture in SpringConversionFixtures.steps {
            let spring = SpringParameters(stiffness: fixture.k, damping: fixture.c, mass: fixture.m)
            #expect(isClose(spring.dampingRatio, fixture.zeta, relative: 1e-15), "\(fixture)")
            #expect(isClose(spring.response, fixture.response, relative: 1e-15), "\(fixture)")
        }
    }

    @Test("The overshoot is e^(−πζ/√(1−ζ²)) at π/ω_d, where scipy finds the motion's lowest point; none at or above ζ = 1")
    func overshootAndPeak() {
        for fixture in SpringConversionFixtures.steps {
            let spring = SpringParameters(stiffness: fixture.k, damping: fixture.c, mass: fixture.m)
            #expect(abs(spring.overshoot - fixture.overshoot) <= 1e-12, "\(fixture)")
            if let expected = fixture.peakTime {
                // The minimiser finds the flat bottom to about √ε of the time.
                #expect(abs(spring.peakTime! - expected) <= 1e-7, "\(fixture)")
            } else {
                #expect(spring.peakTime == nil && spring.overshoot == 0)
            }
        }
    }

    @Test("The rest time from 200 points is where scipy finds the motion first within 0.75 px and 46.875 px/s")
    func restTimeMatchesScipy() throws {
        for fixture in SpringConversionFixtures.steps {
            let spring = SpringParameters(stiffness: fixture.k, damping: fixture.c, mass: fixture.m)
            let rest = try #require(spring.restTime(distance: 200))
            #expect(abs(rest - fixture.restTime) <= 1e-9, "\(fixture): \(rest)")
        }
    }

    @Test("A spring that starts at rest within the thresholds rests at once; one slower than the limit has no rest time")
    func restTimeEdges() {
        #expect(SpringParameters.default.restTime(distance: 0.5) == 0)
        #expect(SpringParameters(stiffness: 1, damping: 0.01).restTime(distance: 200, limit: 10) == nil)
    }

    @Test("Critically and over-damped springs run frame by frame at 60 Hz come to rest on the first frame at or after the rest time")
    func restTimeMatchesTheRuntime() throws {
        // Without overshoot the motion enters rest once and stays, so the first frame after the entry is the one.
        for (k, c) in [(342.0, 2 * 342.0.squareRoot()), (342.0, 90.0), (600.0, 49.0), (50.0, 30.0)] {
            let spring = SpringParameters(stiffness: k, damping: c)
            let rest = try #require(spring.restTime(distance: 200))
            let runtime = MotionRuntime()
            let box = Box("A")
            box.position = Point(x: 200, y: 0)
            runtime.addPlan(Spring(to: .zero, parameters: spring), named: "motion", to: box)
            let frames = runUntilIdle(runtime)
            // The first update after the plan gets 0 ms, so frame n is at (n − 1)/60 s.
            #expect(frames - 1 == Int((rest * 60).rounded(.up)), "k \(k), c \(c): rest \(rest) s, \(frames) frames")
        }
    }

    @Test("Under-damped rest times lie within the envelope bound: settled once D·e^(−ζω₀t)·ω₀/ω_d < 0.75 and D·e^(−ζω₀t)·ω₀²/ω_d < 46.875")
    func restTimeWithinTheEnvelope() async {
        let springs = zip(Gen.double(in: 1...3.5), Gen.double(in: 0.05...0.95)).map { logK, zeta in
            let k = pow10(logK)
            return SpringParameters(stiffness: k, damping: 2 * zeta * k.squareRoot())
        }
        await propertyCheck(count: 200, input: springs, Gen.double(in: 10...500)) { spring, distance in
            let a = spring.damping / 2, omega0 = spring.naturalFrequency
            let omegaD = omega0 * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot()
            let bound = max(log(distance * omega0 / omegaD / 0.75), log(distance * omega0 * omega0 / omegaD / 46.875)) / a
            guard let rest = spring.restTime(distance: distance) else {
                Issue.record("\(spring) from \(distance): no rest time")
                return
            }
            #expect(rest <= bound + 1e-9, "\(spring) from \(distance): \(rest) s beyond the envelope's \(bound) s")
        }
    }
}
