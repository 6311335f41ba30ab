import Interactions
import PropertyBased
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The spring parameterisations against their sources (SwiftUI, Origami and
/// Rebound, React Native, Android), and back again.
///
/// Expected values come from `Fixtures/spring_conversions.py`, which
/// transcribes each source's formula in Python; round trips run on random springs.
@Suite("Spring conversions match their sources and round-trip")
struct SpringConversionTests {
    /// Random springs over the Tune tab's ranges and beyond: k 1…10,000, ζ 0.02…4, m 0.1…10.
    static let springs = zip(Gen.double(in: 0...4), Gen.double(in: -1.7...0.6), Gen.double(in: -1...1)).map { logK, logZeta, logM in
        let k = pow10(logK), zeta = pow10(logZeta), m = pow10(logM)
        return SpringParameters(stiffness: k, damping: 2 * zeta * (k * m).squareRoot(), mass: m)
    }

    // MARK: - SwiftUI

    @Test("Response and damping fraction give SwiftUI's stiffness (2π/response)²·m and damping 4π·ζ·m/response")
    func swiftUIMatchesItsFormula() {
        for fixture in SpringConversionFixtures.swiftUI {
            let spring = SpringParameters(response: fixture.response, dampingFraction: fixture.fraction, mass: fixture.mass)
            #expect(isClose(spring.stiffness, fixture.stiffness, relative: 1e-15), "\(fixture)")
            #expect(isClose(spring.damping, fixture.damping, relative: 1e-15), "\(fixture)")
            #expect(spring.mass == fixture.mass)
        }
    }

    @Test("Any spring's response and damping fraction give the same spring back")
    func swiftUIRoundTrips() async {
        await propertyCheck(count: 500, input: Self.springs) { spring in
            let back = SpringParameters(response: spring.response, dampingFraction: spring.dampingFraction, mass: spring.mass)
            #expect(isClose(back.stiffness, spring.stiffness, relative: 1e-13))
            #expect(isClose(back.damping, spring.damping, relative: 1e-13))
            #expect(spring.undampedPeriod == spring.response)
            #expect(spring.dampingFraction == spring.dampingRatio)
        }
    }

    // MARK: - Origami and Rebound

    @Test("Origami tension and friction give Rebound's (T − 30)·3.62 + 194 and (F − 8)·3 + 25")
    func origamiMatchesRebound() {
        for fixture in SpringConversionFixtures.origami {
            let origami = OrigamiSpring(tension: fixture.tension, friction: fixture.friction)
            #expect(isClose(origami.reboundTension, fixture.reboundTension, relative: 1e-15), "\(fixture)")
            #expect(isClose(origami.reboundFriction, fixture.reboundFriction, relative: 1e-15), "\(fixture)")
            let spring = SpringParameters(origami: origami)
            #expect(spring.stiffness == origami.reboundTension && spring.damping == origami.reboundFriction && spring.mass == 1)
        }
        #expect(OrigamiSpring.default == OrigamiSpring(tension: 40, friction: 7))
    }

    @Test("Any spring, of any mass, has Origami values whose Rebound constants are its k/m and c/m")
    func origamiRoundTrips() async {
        await propertyCheck(count: 500, input: Self.springs) { spring in
            let origami = spring.origami
            #expect(isClose(origami.reboundTension, spring.stiffness / spring.mass, relative: 1e-12))
            #expect(isClose(origami.reboundFriction, spring.damping / spring.mass, relative: 1e-12))
            let back = SpringParameters(origami: origami, mass: spring.mass)
            #expect(isClose(back.stiffness, spring.stiffness, relative: 1e-12))
            #expect(isClose(back.damping, spring.damping, relative: 1e-12))
        }
    }

    // MARK: - Bounciness and speed

    @Test("Bounciness and speed give Rebound's BouncyConversion tension and friction, in all three pieces of its no-bounce curve")
    func bouncyMatchesRebound() {
        for fixture in SpringConversionFixtures.bouncy {
            let origami = BouncySpring(bounciness: fixture.bounciness, speed: fixture.speed).origami
            #expect(isClose(origami.tension, fixture.tension, relative: 1e-14), "\(fixture)")
            #expect(isClose(origami.friction, fixture.friction, relative: 1e-13), "\(fixture)")
        }
    }

    @Test("React Native's default bounciness 8 and speed 12 is stiffness ≈ 342.1 and damping ≈ 24.68, and reads back as 8 and 12")
    func reactNativeDefault() throws {
        let spring = SpringParameters(bouncy: .default)
        #expect(isClose(spring.stiffness, (70.91176470588235 - 30) * 3.62 + 194, relative: 1e-14))
        #expect(isClose(spring.damping, (7.894673081761448 - 8) * 3 + 25, relative: 1e-13))
        let back = try #require(spring.bouncy)
        #expect(isClose(back.bounciness, 8, relative: 1e-12) && isClose(back.speed, 12, relative: 1e-12))
    }

    @Test("Bounciness 0…34 and speed 0…40 round-trip through a spring")
    func bouncyRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...34), Gen.double(in: 0...40)) { bounciness, speed in
            let spring = SpringParameters(bouncy: BouncySpring(bounciness: bounciness, speed: speed), mass: 2)
            guard let back = spring.bouncy else {
                Issue.record("bounciness \(bounciness), speed \(speed) has no way back")
                return
            }
            #expect(abs(back.bounciness - bounciness) <= 1e-9 * max(1, bounciness))
            #expect(abs(back.speed - speed) <= 1e-9 * max(1, speed))
        }
    }

    @Test("A spring damped harder than any bounciness allows (Rebound friction below 1.03) has no bounciness")
    func bouncyHasADomain() {
        #expect(SpringParameters(stiffness: 300, damping: 1).bouncy == nil)
        #expect(SpringParameters(stiffness: 300, damping: 1.1).bouncy != nil)
    }

    // MARK: - Android

    @Test("Android's presets are SpringForce's constants, and a preset pair is stiffness K·m and damping 2ζ·√K·m")
    func androidPresets() {
        #expect(AndroidSpring.Stiffness.allCases.map(\.rawValue) == [10_000, 1_500, 400, 200, 50])
        #expect(AndroidSpring.DampingRatio.allCases.map(\.rawValue) == [0.2, 0.5, 0.75, 1])
        for stiffness in AndroidSpring.Stiffness.allCases {
            for ratio in AndroidSpring.DampingRatio.allCases {
                for mass in [1.0, 2.5] {
                    let spring = SpringParameters(android: stiffness, dampingRatio: ratio, mass: mass)
                    #expect(spring.stiffness == stiffness.rawValue * mass)
                    #expect(spring.damping == 2 * ratio.rawValue * stiffness.rawValue.squareRoot() * mass)
                    #expect(isClose(spring.dampingRatio, ratio.rawValue, relative: 1e-15))
                    #expect(spring.androidStiffnessPreset == stiffness)
                    #expect(spring.androidDampingRatioPreset == ratio)
                }
            }
        }
        #expect(SpringParameters.default.androidStiffnessPreset == nil)
        #expect(SpringParameters.default.androidDampingRatioPreset == nil)
    }

    @Test("Any spring's Android stiffness and damping ratio give the same spring back")
    func androidRoundTrips() async {
        await propertyCheck(count: 500, input: Self.springs) { spring in
            let back = SpringParameters(androidStiffness: spring.androidStiffness, dampingRatio: spring.dampingRatio, mass: spring.mass)
            #expect(isClose(back.stiffness, spring.stiffness, relative: 1e-13))
            #expect(isClose(back.damping, spring.damping, relative: 1e-13))
        }
    }
}

/// 10^x for the generators (from the test's libm: it only picks inputs).
func pow10(_ x: Double) -> Double {
    exp(x * log(10.0))
}
