import Interactions

/// What the Tune tab shapes for one box: the spring that settles it and the
/// friction of its fling, the two numbers-worth of feel in its `Tossable`.
///
/// ```swift
/// var tuning = BoxTuning()                                  // material-motion's spring, Android's friction
/// tuning.spring = SpringParameters(response: 0.4, dampingFraction: 0.7)
/// scene.tune(TuneChange(target: "Box#1", tuning))
/// ```
public struct BoxTuning: Sendable, Hashable {
    /// The spring that settles the box into an anchor or back inside its region.
    public var spring: SpringParameters
    /// How quickly a throw loses speed.
    public var friction: Friction

    /// The step a spring's overshoot and rest time are quoted for, in points
    /// (the rest thresholds are absolute, so the rest time depends on it): the
    /// Tune tab's graph and `tuning.swift`'s comments both use it.
    package static let stepDistance = 200.0

    /// Creates a tuning; the defaults are `Tossable`'s.
    public init(spring: SpringParameters = .default, friction: Friction = .android) {
        self.spring = spring
        self.friction = friction
    }

    /// The spring and friction `plan` settles with.
    public init(_ plan: Tossable) {
        self.init(spring: plan.spring, friction: plan.friction)
    }
}

extension BoxTuning: CustomStringConvertible {
    /// `stiffness: 342, damping: 30, mass: 1, friction: k=4.2/s`.
    public var description: String { "\(spring), friction: \(friction)" }
}
