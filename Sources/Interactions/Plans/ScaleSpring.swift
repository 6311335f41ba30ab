import Motion

/// Pulls a ``Transformable`` target's scale to a value with a damped spring.
///
/// Fulfilled by ``AnimationPerformer`` with the same analytic spring as
/// ``Spring`` (closed form, so frame steps never change its path): it starts
/// from the target's current scale, holds a `scale` token while it moves,
/// and comes to rest (snapping exactly to ``destination``) when within
/// ``RestThreshold/scale``. It runs beside a position's ``Spring`` or
/// ``Fling`` without touching it. ``Pinchable`` uses it to bring a scale
/// back into its range on release.
///
/// With `initialVelocity` nil, it continues the velocity of the scale spring
/// it replaces, or starts from zero.
///
/// ```swift
/// runtime.addPlan(ScaleSpring(to: 1), named: "scale", to: box)
/// ```
public struct ScaleSpring: NamedPlan, SendablePlan {
    public typealias Performer = AnimationPerformer

    /// Where the spring pulls the scale.
    public var destination: Double
    /// The scale's velocity to start with (per second), or nil to continue the current one.
    public var initialVelocity: Double?
    /// Stiffness, damping and mass; material-motion's defaults unless given.
    public var parameters: SpringParameters

    /// Creates a spring of the scale to `destination`.
    public init(to destination: Double, initialVelocity: Double? = nil, parameters: SpringParameters = .default) {
        self.destination = destination
        self.initialVelocity = initialVelocity
        self.parameters = parameters
    }
}

extension ScaleSpring: CustomStringConvertible {
    /// `ScaleSpring(to: 3)`, plus the velocity and constants when given.
    public var description: String { _describing(writeDescription) }

    /// Appends ``description`` to `text` with no string of its own.
    public func writeDescription(to text: inout String) {
        _writeScalarSpring("ScaleSpring", destination, initialVelocity, parameters, to: &text)
    }
}
