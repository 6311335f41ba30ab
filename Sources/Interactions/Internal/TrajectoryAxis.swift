import MotionMath

/// One axis of a ``Trajectory``: exponential decay until `handoverTime`, then
/// a spring to `target`, each in closed form.
///
/// A spring has `handoverTime` 0; an unbounded fling, `.infinity`; a fling
/// that reaches a bound hands over at the exact crossing time, where the
/// spring starts at the bound with the decay's remaining velocity.
///
/// Kept to six numbers (the decay rate lives in the trajectory, shared by
/// both axes): thousands of these are read every frame, so their size is
/// cache traffic.
struct _TrajectoryAxis: Sendable, Hashable {
    /// Decay phase: start position and start velocity.
    var start: Double
    var velocity: Double
    /// When the spring phase starts, in seconds from the trajectory's start.
    var handoverTime: Double
    /// Where the axis comes to rest: the spring's destination, or the end
    /// point x₀ + v₀/k of a decay that never reaches a bound.
    var target: Double
    /// The spring phase's coefficients.
    var a: Double
    var b: Double

    /// A spring from `start` (moving at `velocity`) to `target`, from t = 0.
    static func spring(from start: Double, velocity: Double, to target: Double, shape: _SpringShape) -> Self {
        let (a, b) = shape.coefficients(displacement: start - target, velocity: velocity)
        return Self(start: start, velocity: velocity, handoverTime: 0, target: target, a: a, b: b)
    }

    /// Exponential decay from `start` at `velocity` with rate `k`, springing
    /// back at `lower` or `upper` if it would pass them.
    ///
    /// Starting outside, it decays back in when thrown inwards hard enough
    /// to end up inside (or to reach the far bound, where it hands over as
    /// usual); otherwise (thrown outwards, not at all, or too softly to come
    /// back in) it springs to the nearer bound at once, keeping its velocity.
    static func decay(
        from start: Double, velocity: Double, rate k: Double,
        lower: Double, upper: Double, shape: _SpringShape
    ) -> Self {
        let projected = start + velocity / k
        var axis = Self(start: start, velocity: velocity, handoverTime: .infinity, target: projected, a: 0, b: 0)
        if start < lower || start > upper {
            let comesBackIn = start < lower ? velocity > 0 && projected >= lower : velocity < 0 && projected <= upper
            if !comesBackIn {
                return .spring(from: start, velocity: velocity, to: start < lower ? lower : upper, shape: shape)
            }
        }
        let bound: Double
        if projected > upper, velocity > 0 {
            bound = upper
        } else if projected < lower, velocity < 0 {
            bound = lower
        } else {
            return axis
        }
        // x(t) = x₀ + v₀/k·(1 − e^(−kt)) = bound  ⇔  e^(−kt) = 1 − (bound − x₀)·k/v₀.
        let remaining = 1 - (bound - start) * k / velocity
        axis.handoverTime = -MotionMath.log(remaining) / k
        // v(t_c) = v₀·e^(−k·t_c) = v₀ − (bound − x₀)·k, without rounding from exp/log.
        let crossingVelocity = velocity - (bound - start) * k
        (axis.a, axis.b) = shape.coefficients(displacement: 0, velocity: crossingVelocity)
        axis.target = bound
        return axis
    }

    // MARK: - Evaluation

    /// Position and velocity during the decay phase with rate `k`, given
    /// `em1 = expm1(−k·t)` (accurate where 1 − e^(−kt) would cancel).
    @inline(__always)
    func decayState(rate k: Double, expm1 em1: Double) -> (x: Double, v: Double) {
        (start - velocity / k * em1, velocity * (1 + em1))
    }

    /// Position and velocity during the spring phase, given its basis.
    @inline(__always)
    func springState(_ basis: _SpringBasis) -> (x: Double, v: Double) {
        (target + a * basis.f + b * basis.g, a * basis.df + b * basis.dg)
    }

    /// Position and velocity at `t`, computing this axis's own transcendentals.
    @inline(__always)
    func state(at t: Double, rate k: Double, shape: _SpringShape) -> (x: Double, v: Double) {
        if t < handoverTime {
            return decayState(rate: k, expm1: MotionMath.expm1(-k * t))
        }
        return springState(shape.basis(at: t - handoverTime))
    }
}
