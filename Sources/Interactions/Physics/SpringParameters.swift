/// The physical constants of a damped spring: stiffness, damping and mass.
///
/// A spring pulls with force `−stiffness·(x − destination)` and is slowed by
/// `−damping·v`; with `mass` it gives `m·x″ + c·x′ + k·x = 0` per axis. The
/// damping ratio ``dampingRatio`` = c / (2·√(k·m)) picks the shape: below 1 it
/// overshoots and oscillates (under-damped), at 1 it returns as fast as it
/// can without overshoot (critically damped), above 1 it creeps back
/// (over-damped).
///
/// The defaults, stiffness 342, damping 30, mass 1, are the values the
/// original material-motion runtime used (damping ratio ≈ 0.81, a gentle
/// overshoot of about 1.3 %).
///
/// ```swift
/// let snappy = SpringParameters(stiffness: 600, damping: 49)   // ≈ critically damped
/// runtime.addPlan(Spring(to: anchor, parameters: snappy), named: "motion", to: box)
/// ```
public struct SpringParameters: Sendable, Hashable {
    /// The spring constant `k`, in N/m with pixels as metres (1/s² per unit mass).
    public var stiffness: Double
    /// The damping coefficient `c`, per second per unit mass.
    public var damping: Double
    /// The mass `m` being pulled.
    public var mass: Double

    /// Creates spring constants; all three must be positive and finite.
    public init(stiffness: Double = 342, damping: Double = 30, mass: Double = 1) {
        precondition(
            stiffness > 0 && damping > 0 && mass > 0 && stiffness.isFinite && damping.isFinite && mass.isFinite,
            "SpringParameters: stiffness, damping and mass must be positive and finite, got \(stiffness), \(damping), \(mass)."
        )
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }

    /// Stiffness 342, damping 30, mass 1: material-motion's defaults.
    public static let `default` = SpringParameters()

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2·√(k·m)): below 1 under-damped, 1 critical, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}

extension SpringParameters: CustomStringConvertible, TextOutputStreamable {
    /// `stiffness: 342, damping: 30, mass: 1`.
    public var description: String { _describing(self) }

    /// Writes ``description`` piece by piece, making no string of its own.
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write("stiffness: "); target.write(_formatted(stiffness))
        target.write(", damping: "); target.write(_formatted(damping))
        target.write(", mass: "); target.write(_formatted(mass))
    }
}
