#if canImport(Glibc)
    import Glibc
#endif

/// Textbook solutions, written independently of the library's basis-function
/// form, that the trajectories are checked against.
enum ClosedForm {
    /// x(t), v(t) of `m·x″ + c·x′ + k·(x − target) = 0` from (x0, v0), per case.
    static func spring(
        at t: Double, from x0: Double, velocity v0: Double, to target: Double,
        stiffness k: Double, damping c: Double, mass m: Double
    ) -> (x: Double, v: Double) {
        let u0 = x0 - target
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            let x = envelope * (u0 * cos(omegaD * t) + (v0 + zeta * omega0 * u0) / omegaD * sin(omegaD * t))
            let v = envelope * (v0 * cos(omegaD * t) - (zeta * omega0 * v0 + omega0 * omega0 * u0) / omegaD * sin(omegaD * t))
            return (target + x, v)
        } else if zeta == 1 {
            let envelope = exp(-omega0 * t)
            let x = envelope * (u0 + (v0 + omega0 * u0) * t)
            let v = envelope * (v0 - omega0 * (v0 + omega0 * u0) * t)
            return (target + x, v)
        } else {
            let root = (c * c - 4 * k * m).squareRoot()
            let rPlus = (-c + root) / (2 * m), rMinus = (-c - root) / (2 * m)
            // Cramer's rule on C₊ + C₋ = u0, r₊C₊ + r₋C₋ = v0.
            let cPlus = (v0 - rMinus * u0) / (rPlus - rMinus)
            let cMinus = (rPlus * u0 - v0) / (rPlus - rMinus)
            let x = cPlus * exp(rPlus * t) + cMinus * exp(rMinus * t)
            let v = cPlus * rPlus * exp(rPlus * t) + cMinus * rMinus * exp(rMinus * t)
            return (target + x, v)
        }
    }

    /// x(t) = x0 + v0/k·(1 − e^(−kt)), v(t) = v0·e^(−kt).
    static func decay(at t: Double, from x0: Double, velocity v0: Double, rate k: Double) -> (x: Double, v: Double) {
        (x0 + v0 / k * (1 - exp(-k * t)), v0 * exp(-k * t))
    }
}
