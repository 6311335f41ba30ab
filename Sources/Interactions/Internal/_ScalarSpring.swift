import Motion

/// One number (a scale or a rotation) pulled to a destination by a damped
/// spring, in closed form: ``AnimationPerformer``'s channel for
/// ``ScaleSpring`` and ``RotationSpring``.
///
/// It is the position's spring on one axis (``_TrajectoryAxis`` with the
/// same ``_SpringShape``), evaluated at the sum of the frame times.
struct _ScalarSpring {
    private let axis: _TrajectoryAxis
    private let shape: _SpringShape
    private let threshold: RestThreshold
    /// Seconds since the spring started (the sum of frame times).
    private(set) var elapsed = 0.0
    /// The name it was added under, if any.
    var name: String?
    /// Held while the spring moves.
    var token: ActiveToken?

    init(from value: Double, velocity: Double, to destination: Double, parameters: SpringParameters, threshold: RestThreshold) {
        shape = _SpringShape(parameters)
        axis = .spring(from: value, velocity: velocity, to: destination, shape: shape)
        self.threshold = threshold
    }

    /// Where the spring comes to rest.
    var destination: Double { axis.target }

    /// The value and velocity now.
    var sample: (value: Double, velocity: Double) {
        let state = axis.springState(shape.basis(at: elapsed))
        return (state.x, state.v)
    }

    /// Whether `sample` is within the threshold of the destination, and slow enough.
    func isAtRest(_ sample: (value: Double, velocity: Double)) -> Bool {
        threshold.isAtRest(offset: Point(x: sample.value - axis.target, y: 0), velocity: Point(x: sample.velocity, y: 0))
    }

    /// Advances by one frame.
    mutating func advance(milliseconds: Double) {
        elapsed += milliseconds / 1000
    }
}
