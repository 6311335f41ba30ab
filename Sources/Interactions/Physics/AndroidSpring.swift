/// Android's named spring constants: `SpringForce`'s stiffness and damping
/// ratio presets (and Jetpack Compose's `Spring`, which adds `MediumLow`).
///
/// Android's springs have unit mass and take a damping ratio ζ, so a preset
/// pair is stiffness K and damping c = 2ζ·√K; with a mass m the same motion
/// is stiffness K·m and damping 2ζ·√K·m (see ``SpringParameters/init(android:dampingRatio:mass:)``).
/// The values are the documented decimals; Android declares them as `float`,
/// so its `0.2f` is 0.2000000030 in double, a difference of 1.5·10⁻⁸ of ζ.
///
/// ```swift
/// let spring = SpringParameters(android: .medium, dampingRatio: .mediumBouncy)   // SpringForce's default
/// spring.stiffness      // 1500
/// spring.dampingRatio   // 0.5
/// ```
public enum AndroidSpring {
    /// `SpringForce.STIFFNESS_*` (and Compose's `StiffnessMediumLow`).
    public enum Stiffness: Double, Sendable, Hashable, CaseIterable {
        /// `STIFFNESS_HIGH`: 10,000.
        case high = 10_000
        /// `STIFFNESS_MEDIUM`: 1,500, `SpringForce`'s default.
        case medium = 1_500
        /// Compose's `Spring.StiffnessMediumLow`: 400, Compose's default.
        case mediumLow = 400
        /// `STIFFNESS_LOW`: 200.
        case low = 200
        /// `STIFFNESS_VERY_LOW`: 50.
        case veryLow = 50

        /// The constant's name, as Android writes it: `STIFFNESS_MEDIUM`.
        package var constantName: String {
            switch self {
            case .high: "SpringForce.STIFFNESS_HIGH"
            case .medium: "SpringForce.STIFFNESS_MEDIUM"
            case .mediumLow: "Spring.StiffnessMediumLow"
            case .low: "SpringForce.STIFFNESS_LOW"
            case .veryLow: "SpringForce.STIFFNESS_VERY_LOW"
            }
        }
    }

    /// `SpringForce.DAMPING_RATIO_*`.
    public enum DampingRatio: Double, Sendable, Hashable, CaseIterable {
        /// `DAMPING_RATIO_HIGH_BOUNCY`: 0.2.
        case highBouncy = 0.2
        /// `DAMPING_RATIO_MEDIUM_BOUNCY`: 0.5, the default.
        case mediumBouncy = 0.5
        /// `DAMPING_RATIO_LOW_BOUNCY`: 0.75.
        case lowBouncy = 0.75
        /// `DAMPING_RATIO_NO_BOUNCY`: 1, critically damped.
        case noBouncy = 1

        /// The constant's name, as Android writes it: `DAMPING_RATIO_NO_BOUNCY`.
        package var constantName: String {
            switch self {
            case .highBouncy: "SpringForce.DAMPING_RATIO_HIGH_BOUNCY"
            case .mediumBouncy: "SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY"
            case .lowBouncy: "SpringForce.DAMPING_RATIO_LOW_BOUNCY"
            case .noBouncy: "SpringForce.DAMPING_RATIO_NO_BOUNCY"
            }
        }
    }
}

extension SpringParameters {
    /// Android's `SpringForce` with `stiffness` K and `dampingRatio` ζ (as
    /// numbers: presets or your own), for a target of `mass` m: the motion of
    /// Android's unit-mass spring, so stiffness K·m and damping 2ζ·√K·m.
    public init(androidStiffness stiffness: Double, dampingRatio: Double, mass: Double = 1) {
        precondition(stiffness > 0 && stiffness.isFinite, "SpringParameters: Android stiffness must be positive and finite, got \(stiffness).")
        self.init(stiffness: stiffness * mass, damping: 2 * dampingRatio * stiffness.squareRoot() * mass, mass: mass)
    }

    /// Android's named stiffness and damping ratio (see ``AndroidSpring``).
    public init(android stiffness: AndroidSpring.Stiffness, dampingRatio: AndroidSpring.DampingRatio, mass: Double = 1) {
        self.init(androidStiffness: stiffness.rawValue, dampingRatio: dampingRatio.rawValue, mass: mass)
    }

    /// Android's stiffness for the same motion: the unit-mass k/m.
    package var androidStiffness: Double { stiffness / mass }

    /// The named stiffness this spring has, if it is one (k/m equal to a preset, to 10⁻⁹).
    package var androidStiffnessPreset: AndroidSpring.Stiffness? {
        AndroidSpring.Stiffness.allCases.first { abs(androidStiffness - $0.rawValue) <= 1e-9 * $0.rawValue }
    }

    /// The named damping ratio this spring has, if it is one (to 10⁻⁹).
    package var androidDampingRatioPreset: AndroidSpring.DampingRatio? {
        AndroidSpring.DampingRatio.allCases.first { abs(dampingRatio - $0.rawValue) <= 1e-9 }
    }
}
