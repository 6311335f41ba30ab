import MotionMath

/// A 2D motion in closed form: where a spring or a fling puts its target at
/// any time after it starts, and where it will come to rest.
///
/// ``AnimationPerformer``, which fulfils ``Spring`` and ``Fling``, is a thin driver around a
/// trajectory: it adds up the frame times the runtime gives them and
/// evaluate ``sample(at:)`` at the total. Nothing is integrated step by step,
/// so the state at a given time is the same whatever frames led there.
///
/// - ``spring(from:velocity:to:parameters:)``: per axis, the
///   analytic solution of a damped spring (see ``SpringParameters``).
/// - ``fling(from:velocity:friction:bounds:spring:)``: per axis,
///   x(t) = x₀ + v₀/k·(1 − e^(−k·t)) and v(t) = v₀·e^(−k·t). With bounds, an
///   axis whose end point lies beyond a bound reaches it at the exact time
///   t_c = −ln(1 − (bound − x₀)·k/v₀)/k and from then on springs back to
///   the bound, starting with the remaining velocity v₀ − (bound − x₀)·k. An
///   axis that starts outside and is thrown back inwards hard enough to end
///   up inside decays back in just the same (handing over at the far bound
///   if it would pass it); one thrown outwards, not at all, or too softly to
///   come back in springs to the nearer bound at once, keeping its velocity.
///
/// ```swift
/// let toss = Trajectory.fling(from: .zero, velocity: Point(x: 2000, y: 0),
///                             bounds: Rect(x: 0, y: 0, width: 300, height: 300))
/// toss.projectedRestPosition            // (300, 0): stops at the bound
/// toss.sample(at: 0.25).velocity        // the velocity a quarter second in
/// ```
public struct Trajectory: Sendable, Hashable {
    /// Which plan made the trajectory.
    public enum Kind: String, Sendable, Hashable {
        /// A spring from the start.
        case spring
        /// A fling: decay, perhaps handing over to a spring at a bound.
        case fling
    }

    /// A position and a velocity at one time.
    public struct Sample: Sendable, Hashable {
        /// Where the target is, px.
        public var position: Point
        /// How fast it moves, px/s.
        public var velocity: Point

        /// Creates a sample.
        public init(position: Point, velocity: Point) {
            self.position = position
            self.velocity = velocity
        }
    }

    // Laid out for the per-frame read: `kind` sits in the shape's tail
    // padding, and the whole value fits in 128 bytes (two cache lines);
    // thousands are read every frame, so their size is memory traffic.
    // The rest threshold is therefore an argument of `isAtRest`, not stored.
    var x: _TrajectoryAxis
    var y: _TrajectoryAxis
    /// The decay rate k of a fling (0 for a spring), shared by both axes.
    let rate: Double
    let shape: _SpringShape
    /// Which plan made the trajectory.
    public let kind: Kind

    // MARK: - Making trajectories

    /// A damped spring per axis from `start`, moving at `velocity`, to `destination`.
    public static func spring(
        from start: Point, velocity: Point, to destination: Point,
        parameters: SpringParameters = .default
    ) -> Trajectory {
        let shape = _SpringShape(parameters)
        return Trajectory(
            x: .spring(from: start.x, velocity: velocity.x, to: destination.x, shape: shape),
            y: .spring(from: start.y, velocity: velocity.y, to: destination.y, shape: shape),
            rate: 0, shape: shape, kind: .spring
        )
    }

    /// Exponential decay per axis from `start` at `velocity`, optionally kept
    /// inside `bounds` by a spring with `spring`'s constants.
    public static func fling(
        from start: Point, velocity: Point, friction: Friction = .android, bounds: Rect? = nil,
        spring: SpringParameters = .default
    ) -> Trajectory {
        let shape = _SpringShape(spring)
        let k = friction.rate
        return Trajectory(
            x: .decay(
                from: start.x, velocity: velocity.x, rate: k,
                lower: bounds?.minX ?? -.infinity, upper: bounds?.maxX ?? .infinity, shape: shape),
            y: .decay(
                from: start.y, velocity: velocity.y, rate: k,
                lower: bounds?.minY ?? -.infinity, upper: bounds?.maxY ?? .infinity, shape: shape),
            rate: k, shape: shape, kind: .fling
        )
    }

    // MARK: - Reading

    /// Where the trajectory started.
    package var startPosition: Point { Point(x: x.start, y: y.start) }
    /// How fast it was moving when it started.
    public var startVelocity: Point { Point(x: x.velocity, y: y.velocity) }
    /// Where it will come to rest: a spring's destination, a fling's decay end
    /// point x₀ + v₀/k, or the bound it springs back to.
    public var projectedRestPosition: Point { Point(x: x.target, y: y.target) }
    /// When each axis starts springing, in seconds: 0 for a spring, the bound
    /// crossing time for a fling that reaches a bound, infinity otherwise.
    public var springStartTimes: (x: Double, y: Double) { (x.handoverTime, y.handoverTime) }

    /// The position and velocity `t` seconds after the start (t ≥ 0; a
    /// negative `t` extrapolates the first phase backwards).
    @inline(__always)
    public func sample(at t: Double) -> Sample {
        let sx, sy: (x: Double, v: Double)
        if x.handoverTime == y.handoverTime {
            // Both axes in the same phase: one set of transcendentals for both.
            if t < x.handoverTime {
                let em1 = MotionMath.expm1(-rate * t)
                sx = x.decayState(rate: rate, expm1: em1)
                sy = y.decayState(rate: rate, expm1: em1)
            } else {
                let basis = shape.basis(at: t - x.handoverTime)
                sx = x.springState(basis)
                sy = y.springState(basis)
            }
        } else {
            sx = x.state(at: t, rate: rate, shape: shape)
            sy = y.state(at: t, rate: rate, shape: shape)
        }
        return Sample(position: Point(x: sx.x, y: sy.x), velocity: Point(x: sx.v, y: sy.v))
    }

    /// The position `t` seconds after the start.
    public func position(at t: Double) -> Point { sample(at: t).position }

    /// The velocity `t` seconds after the start.
    public func velocity(at t: Double) -> Point { sample(at: t).velocity }

    /// Whether `sample` is at rest by `threshold` (Android's rule unless
    /// given): within its distance of ``projectedRestPosition`` and below its
    /// speed, on each axis.
    @inline(__always)
    public func isAtRest(_ sample: Sample, threshold: RestThreshold = RestThreshold()) -> Bool {
        threshold.isAtRest(offset: sample.position - projectedRestPosition, velocity: sample.velocity)
    }
}

extension Trajectory: CustomStringConvertible {
    /// `spring (0, 0) → (200, 120)` or `fling (0, 0) v=(2000, 0) → (300, 0)`.
    public var description: String {
        switch kind {
        case .spring: "spring \(startPosition) → \(projectedRestPosition)"
        case .fling: "fling \(startPosition) v=\(startVelocity) → \(projectedRestPosition)"
        }
    }
}
