import Motion

/// Pulls the target's position to a destination with a damped spring.
///
/// Fulfilled by ``AnimationPerformer``: the spring starts from the target's
/// current position, evolves in closed form per axis (so frame rate never
/// changes its path), and comes to rest when within 0.75 px of `destination`
/// and slower than 46.875 px/s on each axis; it then snaps exactly to
/// `destination` and its active token ends.
///
/// Velocity: with `initialVelocity` nil, the spring continues with the
/// velocity of the motion it replaces on this target (a spring or a fling,
/// including one it replaces by name in the same call), or starts from zero.
/// So giving a moving spring a new destination keeps its momentum.
///
/// ```swift
/// runtime.addPlan(Spring(to: Point(x: 200, y: 120)), named: "motion", to: box)
/// // later, mid-flight: retarget, keeping the current velocity
/// runtime.addPlan(Spring(to: Point(x: 40, y: 40)), named: "motion", to: box)
/// ```
public struct Spring: NamedPlan, SendablePlan {
    public typealias Performer = AnimationPerformer

    /// Where the spring pulls the target's position.
    public var destination: Point
    /// The velocity to start with (px/s), or nil to continue the current one.
    public var initialVelocity: Point?
    /// Stiffness, damping and mass; material-motion's defaults unless given.
    public var parameters: SpringParameters

    /// Creates a spring to `destination`.
    public init(to destination: Point, initialVelocity: Point? = nil, parameters: SpringParameters = .default) {
        self.destination = destination
        self.initialVelocity = initialVelocity
        self.parameters = parameters
    }
}

extension Spring: CustomStringConvertible {
    /// `Spring(to: (200, 120))`, plus the velocity and constants when given.
    public var description: String { _describing(writeDescription) }

    /// Appends ``description`` to `text` with no string of its own: the runtime's log describes every plan added.
    public func writeDescription(to text: inout String) {
        text += "Spring(to: "; destination.write(to: &text)
        if let initialVelocity { text += ", velocity: "; initialVelocity.write(to: &text) }
        if parameters != .default { text += ", "; parameters.write(to: &text) }
        text += ")"
    }
}
