import MotionMath

/// The closed-form solution of `m·u″ + c·u′ + k·u = 0`, as two basis
/// functions `f` and `g` so that `u(τ) = A·f(τ) + B·g(τ)`.
///
/// Both axes of a trajectory share one shape, and usually one start time, so
/// the exponential and the sine and cosine are computed once per frame for
/// both axes; each axis only keeps its own coefficients `A` and `B`. They
/// come from ``MotionMath``, not the C library, so a spring gives the same
/// bits on every machine.
///
/// - Under-damped (ζ < 1), a = c/2m, ω_d = √(4km − c²)/2m:
///   f = e^(−aτ)·cos ω_d τ, g = e^(−aτ)·sin ω_d τ; A = u₀, B = (v₀ + a·u₀)/ω_d.
/// - Critically damped (ζ = 1), ω = c/2m:
///   f = e^(−ωτ), g = τ·e^(−ωτ); A = u₀, B = v₀ + ω·u₀.
/// - Over-damped (ζ > 1), roots r₁ (slow) and r₂ (fast) of m·r² + c·r + k:
///   f = e^(r₁τ), g = e^(r₂τ); B = (v₀ − r₁·u₀)/(r₂ − r₁), A = u₀ − B.
struct _SpringShape: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case underDamped, criticallyDamped, overDamped }

    // `kind` last, so the enclosing trajectory can put a byte in its padding.
    /// Under: a; critical: ω; over: r₁.
    let p: Double
    /// Under: ω_d; critical: unused; over: r₂.
    let q: Double
    let kind: Kind

    init(_ parameters: SpringParameters) {
        let k = parameters.stiffness, c = parameters.damping, m = parameters.mass
        let discriminant = c * c - 4 * k * m
        // Within round-off of ζ = 1 the critical form is exact enough and the
        // other two would divide by a vanishing ω_d or r₂ − r₁.
        if abs(discriminant) <= 1e-12 * 4 * k * m {
            kind = .criticallyDamped
            p = c / (2 * m)
            q = 0
        } else if discriminant < 0 {
            kind = .underDamped
            p = c / (2 * m)
            q = (-discriminant).squareRoot() / (2 * m)
        } else {
            kind = .overDamped
            // r₂ directly, r₁ from r₁·r₂ = k/m: no cancellation for large ζ.
            let fast = (-c - discriminant.squareRoot()) / (2 * m)
            if fast.isFinite {
                p = k / (m * fast)
                q = fast
            } else {
                // A mass so small (subnormal) that r₂ overflows: its mode is over
                // at once. r₁ = −2k/(c + √D) needs no m, and r₂ as the most
                // negative double keeps e^(r₂·0) = 1 (−inf·0 would be NaN).
                p = -2 * k / (c + discriminant.squareRoot())
                q = -.greatestFiniteMagnitude
            }
        }
    }

    /// The coefficients `A`, `B` for a start at displacement `u0` moving at `v0`.
    @inline(__always)
    func coefficients(displacement u0: Double, velocity v0: Double) -> (a: Double, b: Double) {
        switch kind {
        case .underDamped:
            let b = (v0 + p * u0) / q
            // From near the largest doubles p·u₀ overflows though B itself is finite: divide first.
            return (u0, b.isFinite ? b : v0 / q + p / q * u0)
        case .criticallyDamped:
            return (u0, v0 + p * u0)
        case .overDamped:
            let b = (v0 - p * u0) / (q - p)
            return (u0 - b, b)
        }
    }

    /// The basis functions and their derivatives at `tau` seconds.
    @inline(__always)
    func basis(at tau: Double) -> _SpringBasis {
        switch kind {
        case .underDamped:
            // Past ~1e306 s, ω_d·τ overflows, and the sine of inf is NaN. Capped, it
            // stays a finite angle (the envelope is 0 long before): one instruction, no branch.
            let e = MotionMath.exp(-p * tau)
            let (sine, cosine) = MotionMath.sinCos(min(q * tau, .greatestFiniteMagnitude))
            let f = e * cosine, g = e * sine
            return _SpringBasis(f: f, g: g, df: -p * f - q * g, dg: -p * g + q * f)
        case .criticallyDamped:
            // Likewise capped, or e·(1 − ω·τ) would be 0·inf = NaN past ~1e306 s.
            let decay = min(p * tau, .greatestFiniteMagnitude)
            let e = MotionMath.exp(-decay)
            return _SpringBasis(f: e, g: tau * e, df: -p * e, dg: e * (1 - decay))
        case .overDamped:
            let f = MotionMath.exp(p * tau), g = MotionMath.exp(q * tau)
            return _SpringBasis(f: f, g: g, df: p * f, dg: q * g)
        }
    }
}

/// `f`, `g` and their derivatives at one time; see ``_SpringShape``.
struct _SpringBasis {
    var f: Double, g: Double, df: Double, dg: Double
}
