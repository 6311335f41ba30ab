import MotionMath

// MARK: - Bounds on the speed and acceleration still to come

extension _SpringShape {
    /// Upper bounds on |u′(s)| and |u″(s)| for every s ≥ `tau`, for the
    /// motion u = A·f + B·g with coefficients `a`, `b`: what lets a search
    /// for the rest time skip ahead without stepping over a moment of rest.
    ///
    /// - Under-damped: u = R·e^(−ps)·cos(qs − φ) with R = √(A² + B²), so its
    ///   derivatives are at most R·ω₀·e^(−ps) and R·ω₀²·e^(−ps), ω₀² = p² + q².
    /// - Over-damped: each exponential term bounds itself; both decay.
    /// - Critical: u′ = (B − pA − pBs)·e^(−ps) and u″ = (p²A − 2pB + p²Bs)·e^(−ps),
    ///   each bounded by (α + βs)·e^(−ps), whose largest value from `tau` on
    ///   is at `tau` or at its peak s = 1/p − α/β.
    func bounds(a: Double, b: Double, from tau: Double) -> (speed: Double, acceleration: Double) {
        switch kind {
        case .underDamped:
            let envelope = (a * a + b * b).squareRoot() * MotionMath.exp(-p * tau)
            let omegaSquared = p * p + q * q
            return (envelope * omegaSquared.squareRoot(), envelope * omegaSquared)
        case .overDamped:
            let slow = abs(a) * MotionMath.exp(p * tau), fast = abs(b) * MotionMath.exp(q * tau)
            return (slow * abs(p) + fast * abs(q), slow * p * p + fast * q * q)
        case .criticallyDamped:
            let speed = Self.peak(abs(b - p * a), p * abs(b), rate: p, from: tau)
            let acceleration = Self.peak(abs(p * p * a - 2 * p * b), p * p * abs(b), rate: p, from: tau)
            return (speed, acceleration)
        }
    }

    /// The largest value of (α + βs)·e^(−ps) for s ≥ `tau` (α, β ≥ 0, p > 0).
    static func peak(_ alpha: Double, _ beta: Double, rate p: Double, from tau: Double) -> Double {
        let top = beta > 0 ? max(tau, 1 / p - alpha / beta) : tau
        return (alpha + beta * top) * MotionMath.exp(-p * top)
    }
}
