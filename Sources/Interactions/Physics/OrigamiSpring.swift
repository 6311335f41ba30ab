/// A spring as Origami's Spring patch states it: tension and friction on
/// Origami's scale, which Rebound (Facebook's spring library) and React
/// Native's `Animated.spring({tension, friction})` read the same way.
///
/// Rebound's `OrigamiValueConverter` maps them to the constants its solver
/// integrates, `a = tension·(end − x) − friction·v` with unit mass:
/// - ``reboundTension`` = (tension − 30) · 3.62 + 194
/// - ``reboundFriction`` = (friction − 8) · 3 + 25
///
/// React Native's `SpringConfig.fromOrigamiTensionAndFriction` gives the same
/// numbers as `stiffness` and `damping`. A spring of any mass is converted
/// through the unit-mass constants of the same motion, k/m and c/m (see
/// ``SpringParameters/origami``).
///
/// ```swift
/// let spring = SpringParameters(origami: OrigamiSpring(tension: 40, friction: 7))
/// spring.stiffness   // 230.2 = (40 − 30)·3.62 + 194
/// spring.damping     // 22 = (7 − 8)·3 + 25
/// ```
public struct OrigamiSpring: Sendable, Hashable {
    /// Origami's tension.
    public var tension: Double
    /// Origami's friction.
    public var friction: Double

    /// Creates Origami tension and friction.
    public init(tension: Double, friction: Double) {
        self.tension = tension
        self.friction = friction
    }

    /// Tension 40, friction 7: Rebound's `DEFAULT_ORIGAMI_SPRING_CONFIG` and
    /// React Native's default tension and friction.
    public static let `default` = OrigamiSpring(tension: 40, friction: 7)

    /// Rebound's tension (unit-mass stiffness): `tensionFromOrigamiValue`.
    public var reboundTension: Double { (tension - 30) * 3.62 + 194 }

    /// Rebound's friction (unit-mass damping): `frictionFromOrigamiValue`.
    public var reboundFriction: Double { (friction - 8) * 3 + 25 }

    /// The Origami values of Rebound's tension and friction:
    /// `origamiValueFromTension` and `origamiFromFriction`.
    public init(reboundTension: Double, reboundFriction: Double) {
        self.init(tension: (reboundTension - 194) / 3.62 + 30, friction: (reboundFriction - 25) / 3 + 8)
    }
}

extension OrigamiSpring: CustomStringConvertible {
    /// `tension: 40, friction: 7`.
    public var description: String {
        "tension: \(_formatted(tension)), friction: \(_formatted(friction))"
    }
}

// MARK: - SpringParameters in Origami's terms

extension SpringParameters {
    /// The spring Origami's tension and friction describe, with `mass`: the
    /// unit-mass constants of Rebound times the mass, so the motion is the same.
    ///
    /// Rebound's tension and friction must come out positive: Origami
    /// tension above 30 − 194/3.62 ≈ −23.6, friction above 8 − 25/3 ≈ −0.33.
    public init(origami: OrigamiSpring, mass: Double = 1) {
        self.init(stiffness: origami.reboundTension * mass, damping: origami.reboundFriction * mass, mass: mass)
    }

    /// Origami's tension and friction for the same motion (from k/m and c/m).
    public var origami: OrigamiSpring {
        OrigamiSpring(reboundTension: stiffness / mass, reboundFriction: damping / mass)
    }
}
