import MotionMath

// MARK: - How the spring answers a step: overshoot, peak and rest time

extension SpringParameters {
    /// The longest rest time ``restTime(distance:velocity:threshold:limit:)`` looks for by default: two minutes.
    public static let restTimeLimit = 120.0

    /// How far a step released at rest overshoots its destination, as a
    /// fraction of the step: e^(−πζ/√(1 − ζ²)) below critical damping, 0 at or above.
    ///
    /// ```swift
    /// SpringParameters.default.overshoot   // 0.0128: 1.3 % of the distance
    /// ```
    public var overshoot: Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return 0 }
        return MotionMath.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    }

    /// When a step released at rest reaches its overshoot, π/ω_d seconds
    /// (ω_d = ω₀·√(1 − ζ²)); `nil` at or above critical damping, which never overshoots.
    public var peakTime: Double? {
        let zeta = dampingRatio
        guard zeta < 1 else { return nil }
        return Double.pi / (naturalFrequency * (1 - zeta * zeta).squareRoot())
    }

    /// When a spring that starts `distance` from its destination, moving at
    /// `velocity` (px/s; negative moves towards it when `distance` is
    /// positive), first counts as at rest by `threshold`: the moment
    /// ``Spring``'s performer would snap it home if a frame fell there. `nil`
    /// if that is later than `limit` seconds.
    ///
    /// The motion is the performers' own closed form, u(t) = A·f(t) + B·g(t)
    /// for the displacement u from the destination (u(0) = `distance`,
    /// u′(0) = `velocity`). The search steps ahead by as much as the motion
    /// provably stays out of rest (its distance or speed margin over a bound
    /// on how fast that can shrink), at least 1/4096 s, and bisects the
    /// moment it enters rest to 10⁻¹² s. A window of rest shorter than
    /// 1/4096 s between two steps (a spring grazing the thresholds) may be
    /// missed; a 60 Hz frame would almost surely miss it too.
    ///
    /// ```swift
    /// SpringParameters.default.restTime(distance: 200)   // 0.405 s
    /// ```
    public func restTime(
        distance: Double, velocity: Double = 0, threshold: RestThreshold = .default, limit: Double = restTimeLimit
    ) -> Double? {
        let shape = _SpringShape(self)
        let axis = _TrajectoryAxis.spring(from: distance, velocity: velocity, to: 0, shape: shape)
        func isAtRest(_ t: Double) -> Bool {
            let state = axis.springState(shape.basis(at: t))
            return abs(state.x) < threshold.position && abs(state.v) < threshold.velocity
        }
        let minimumStep = 1.0 / 4096
        var previous = 0.0, t = 0.0
        while t <= limit {
            let state = axis.springState(shape.basis(at: t))
            let distanceMargin = abs(state.x) - threshold.position
            let speedMargin = abs(state.v) - threshold.velocity
            if distanceMargin < 0 && speedMargin < 0 {
                guard t > 0 else { return 0 }
                // At rest at t, not at `previous`: bisect the entry.
                var low = previous, high = t
                while high - low > 1e-12 {
                    let middle = low + (high - low) / 2
                    if middle <= low || middle >= high { break }
                    if isAtRest(middle) { high = middle } else { low = middle }
                }
                return high <= limit ? high : nil
            }
            let bounds = shape.bounds(a: axis.a, b: axis.b, from: t)
            var step = minimumStep
            if distanceMargin > 0, bounds.speed > 0 { step = max(step, distanceMargin / bounds.speed) }
            if speedMargin > 0, bounds.acceleration > 0 { step = max(step, speedMargin / bounds.acceleration) }
            previous = t
            t += step
        }
        return nil
    }
}
