import Motion

/// Pulls a ``Transformable`` target's rotation to an angle with a damped spring.
///
/// The rotation's counterpart of ``ScaleSpring`` (radians; a `rotation`
/// token; rest within ``RestThreshold/rotation``). The angle is not wrapped:
/// to turn the short way, give a destination within π of the current rotation.
///
/// ```swift
/// runtime.addPlan(RotationSpring(to: 0), named: "rotation", to: box)
/// ```
public struct RotationSpring: NamedPlan, SendablePlan {
    public typealias Performer = AnimationPerformer

    /// Where the spring pulls the rotation, in radians.
    public var destination: Double
    /// The angular velocity to start with (rad/s), or nil to continue the current one.
    public var initialVelocity: Double?
    /// Stiffness, damping and mass; material-motion's defaults unless given.
    public var parameters: SpringParameters

    /// Creates a spring of the rotation to `destination` radians.
    public init(to destination: Double, initialVelocity: Double? = nil, parameters: SpringParameters = .default) {
        self.destination = destination
        self.initialVelocity = initialVelocity
        self.parameters = parameters
    }
}

extension RotationSpring: CustomStringConvertible {
    /// `RotationSpring(to: 0)`, plus the velocity and constants when given.
    public var description: String { _describing(writeDescription) }

    /// Appends ``description`` to `text` with no string of its own.
    public func writeDescription(to text: inout String) {
        _writeScalarSpring("RotationSpring", destination, initialVelocity, parameters, to: &text)
    }
}
