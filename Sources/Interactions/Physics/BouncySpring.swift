/// A spring as Origami's PopAnimation patch states it: bounciness and speed,
/// which Rebound's `SpringConfig.fromBouncinessAndSpeed` and React Native's
/// `Animated.spring({bounciness, speed})` convert the same way.
///
/// Rebound's `BouncyConversion`, term for term:
/// - b = 0.8 · (bounciness / 1.7) / 20, s = (speed / 1.7) / 20;
/// - Origami tension = 0.5 + s · (200 − 0.5);
/// - Origami friction = quadraticOut(b, from: noBounce(tension), to: 0.01),
///   where quadraticOut(t, a, z) = u·z + (1 − u)·a with u = 2t − t², and
///   noBounce is the friction of a spring that just does not bounce at that
///   tension, a cubic in three pieces (tension ≤ 18, ≤ 44, above).
///
/// The result is an ``OrigamiSpring`` (see it for the step to stiffness and
/// damping). Going back, speed is linear in the tension and bounciness
/// solves the quadratic: u = (friction − noBounce) / (0.01 − noBounce),
/// b = 1 − √(1 − u). Springs damped too hard for any bounciness (u > 1,
/// Rebound friction below 1.03) or too soft for a speed (Origami tension
/// where noBounce is 0.01) have none: ``init(origami:)`` returns `nil`.
///
/// ```swift
/// let spring = SpringParameters(bouncy: BouncySpring(bounciness: 8, speed: 12))   // React Native's default
/// spring.bouncy?.bounciness   // 8, within rounding
/// ```
public struct BouncySpring: Sendable, Hashable {
    /// Origami's bounciness: 0 does not bounce; React Native's default is 8.
    public var bounciness: Double
    /// Origami's speed: higher is quicker; React Native's default is 12.
    public var speed: Double

    /// Creates a bounciness and speed.
    public init(bounciness: Double, speed: Double) {
        self.bounciness = bounciness
        self.speed = speed
    }

    /// Bounciness 8, speed 12: React Native's `Animated.spring` defaults.
    public static let `default` = BouncySpring(bounciness: 8, speed: 12)

    /// Origami's tension and friction: Rebound's `BouncyConversion`.
    public var origami: OrigamiSpring {
        let b = Self.projectNormal(Self.normalize(bounciness / 1.7, 0, 20), 0, 0.8)
        let s = Self.normalize(speed / 1.7, 0, 20)
        let tension = Self.projectNormal(s, 0.5, 200)
        let friction = Self.quadraticOutInterpolation(b, Self.noBounce(tension), 0.01)
        return OrigamiSpring(tension: tension, friction: friction)
    }

    /// The bounciness and speed whose conversion gives `origami`, or `nil`
    /// if none does (see the type's discussion).
    public init?(origami: OrigamiSpring) {
        let s = (origami.tension - 0.5) / (200 - 0.5)
        let noBounce = Self.noBounce(origami.tension)
        guard noBounce != 0.01 else { return nil }
        let u = (origami.friction - noBounce) / (0.01 - noBounce)
        guard u <= 1, u.isFinite else { return nil }
        let b = 1 - (1 - u).squareRoot()
        self.init(bounciness: b / 0.8 * 20 * 1.7, speed: s * 20 * 1.7)
    }

    // MARK: - Rebound's helpers, as written there

    static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
        (value - start) / (end - start)
    }

    static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
        start + n * (end - start)
    }

    static func linearInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
        t * end + (1 - t) * start
    }

    static func quadraticOutInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
        linearInterpolation(2 * t - t * t, start, end)
    }

    /// `b3Nobounce`: the Origami friction at which a spring of this Origami tension just stops bouncing.
    static func noBounce(_ tension: Double) -> Double {
        // Rebound writes x³ as Math.pow(x, 3); products are exact enough and need no libm.
        let x = tension
        if x <= 18 {
            return 0.0007 * (x * x * x) - 0.031 * (x * x) + 0.64 * x + 1.28
        } else if x <= 44 {
            return 0.000044 * (x * x * x) - 0.006 * (x * x) + 0.36 * x + 2
        } else {
            return 0.00000045 * (x * x * x) - 0.000332 * (x * x) + 0.1078 * x + 5.84
        }
    }
}

extension BouncySpring: CustomStringConvertible {
    /// `bounciness: 8, speed: 12`.
    public var description: String {
        "bounciness: \(_formatted(bounciness)), speed: \(_formatted(speed))"
    }
}

// MARK: - SpringParameters in bounciness and speed

extension SpringParameters {
    /// The spring Origami's bounciness and speed describe, with `mass`
    /// (through ``BouncySpring/origami`` and ``init(origami:mass:)``).
    public init(bouncy: BouncySpring, mass: Double = 1) {
        self.init(origami: bouncy.origami, mass: mass)
    }

    /// The bounciness and speed of the same motion, if it has one.
    public var bouncy: BouncySpring? {
        BouncySpring(origami: origami)
    }
}
