import Interactions
import MotionMath
import PlaygroundKit

/// One of the Tune tab's sliders: a number of a box's tuning in some terms,
/// its range on the slider, and how setting it changes the tuning.
///
/// Sliders are logarithmic where the number spans decades (stiffness,
/// damping, mass, response, friction) and linear elsewhere. Setting a number
/// in other terms than stiffness, damping and mass keeps the mass and what
/// those terms leave free (SwiftUI's response keeps the damping fraction,
/// Origami's tension keeps its friction), so the other number on screen
/// stays where it is.
///
/// ```swift
/// TuneControl.response.setting(0.4, in: BoxTuning())?.spring.stiffness   // (2π/0.4)² = 246.7
/// ```
package enum TuneControl: String, Sendable, Hashable, CaseIterable {
    case stiffness, damping, mass
    case response, dampingFraction
    case origamiTension, origamiFriction
    case bounciness, speed
    /// The fling's decay rate k.
    case friction

    /// The label before the slider.
    package var label: String {
        switch self {
        case .stiffness: "stiffness"
        case .damping: "damping"
        case .mass: "mass"
        case .response: "response"
        case .dampingFraction: "fraction"
        case .origamiTension: "tension"
        case .origamiFriction: "friction"
        case .bounciness: "bounce"
        case .speed: "speed"
        case .friction: "fling k"
        }
    }

    /// The slider's range.
    package var range: ClosedRange<Double> {
        switch self {
        case .stiffness: 1...5_000
        case .damping: 0.1...300
        case .mass: 0.1...20
        case .response: 0.05...4
        case .dampingFraction: 0.02...4
        case .origamiTension: 0...200
        case .origamiFriction: 0...60
        case .bounciness: 0...40
        case .speed: 0...40
        case .friction: 0.2...40
        }
    }

    /// Whether equal distances along the slider are equal ratios of the number.
    package var isLogarithmic: Bool {
        switch self {
        case .stiffness, .damping, .mass, .response, .dampingFraction, .friction: true
        case .origamiTension, .origamiFriction, .bounciness, .speed: false
        }
    }

    /// The number in `tuning`, or `nil` if these terms cannot state it (a
    /// spring damped beyond any bounciness).
    package func value(of tuning: BoxTuning) -> Double? {
        let spring = tuning.spring
        switch self {
        case .stiffness: return spring.stiffness
        case .damping: return spring.damping
        case .mass: return spring.mass
        case .response: return spring.response
        case .dampingFraction: return spring.dampingFraction
        case .origamiTension: return spring.origami.tension
        case .origamiFriction: return spring.origami.friction
        case .bounciness: return spring.bouncy?.bounciness
        case .speed: return spring.bouncy?.speed ?? Self.speed(ofOrigamiTension: spring.origami.tension)
        case .friction: return tuning.friction.rate
        }
    }

    /// `tuning` with this number set to `value`, or `nil` if that gives no
    /// valid tuning (a number that is not positive, beyond `TuneChange/limits`).
    package func setting(_ value: Double, in tuning: BoxTuning) -> BoxTuning? {
        guard value.isFinite else { return nil }
        let spring = tuning.spring
        let (k, c, m) = (spring.stiffness, spring.damping, spring.mass)
        var result = tuning
        switch self {
        case .stiffness: result.spring = SpringParameters(unchecked: value, c, m)
        case .damping: result.spring = SpringParameters(unchecked: k, value, m)
        case .mass: result.spring = SpringParameters(unchecked: k, c, value)
        case .response:
            guard value > 0 else { return nil }
            result.spring = SpringParameters(unchecked: (2 * .pi / value) * (2 * .pi / value) * m, 4 * .pi * spring.dampingFraction * m / value, m)
        case .dampingFraction:
            result.spring = SpringParameters(unchecked: k, 2 * value * (k * m).squareRoot(), m)
        case .origamiTension:
            result.spring = SpringParameters(unchecked: OrigamiSpring(tension: value, friction: 0).reboundTension * m, c, m)
        case .origamiFriction:
            result.spring = SpringParameters(unchecked: k, OrigamiSpring(tension: 0, friction: value).reboundFriction * m, m)
        case .bounciness, .speed:
            let current = spring.bouncy ?? BouncySpring(bounciness: 0, speed: Self.speed(ofOrigamiTension: spring.origami.tension))
            let bouncy =
                self == .bounciness
                ? BouncySpring(bounciness: value, speed: current.speed) : BouncySpring(bounciness: current.bounciness, speed: value)
            let origami = bouncy.origami
            result.spring = SpringParameters(unchecked: origami.reboundTension * m, origami.reboundFriction * m, m)
        case .friction:
            guard value > 0, value <= 10_000 else { return nil }
            result.friction = Friction(rate: value)
        }
        guard TuneChange(target: "box", result).problem == nil else { return nil }
        return result
    }

    /// Origami's speed for a tension, which bounciness does not change.
    static func speed(ofOrigamiTension tension: Double) -> Double {
        (tension - 0.5) / (200 - 0.5) * 20 * 1.7
    }

    // MARK: - Slider positions

    /// Where `value` sits along the slider, 0 at the left to 1 at the right (clamped).
    package func fraction(of value: Double) -> Double {
        let low = range.lowerBound, high = range.upperBound
        let fraction =
            isLogarithmic
            ? MotionMath.log(max(value, low) / low) / MotionMath.log(high / low)
            : (value - low) / (high - low)
        return min(max(fraction, 0), 1)
    }

    /// The value at `fraction` along the slider, to three significant figures (a slider has about 250 positions).
    package func value(atFraction fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        let low = range.lowerBound, high = range.upperBound
        let value = isLogarithmic ? low * MotionMath.exp(t * MotionMath.log(high / low)) : low + t * (high - low)
        return Self.roundedToThreeFigures(value)
    }

    /// `value` with three significant figures (0 stays 0), scaled by exact powers of ten.
    static func roundedToThreeFigures(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        var exponent = 0
        var magnitude = abs(value)
        while magnitude < 100 && exponent < 20 { magnitude *= 10; exponent += 1 }
        while magnitude >= 1000 && exponent > -20 { magnitude /= 10; exponent -= 1 }
        var power = 1.0
        for _ in 0..<abs(exponent) { power *= 10 }
        return exponent >= 0 ? (value * power).rounded() / power : (value / power).rounded() * power
    }
}

private extension SpringParameters {
    /// Stiffness, damping and mass that may be out of range: such a spring is
    /// refused by `TuneChange/problem` right after, never simulated.
    init(unchecked stiffness: Double, _ damping: Double, _ mass: Double) {
        self = .default
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }
}
