import Motion

extension MotionState {
    /// The state as named values, as the Interactions performers report it
    /// through `MotionStateReporting` (Motion): its phase, its velocity and,
    /// when known, where it will come to rest.
    ///
    /// ```swift
    /// MotionState(phase: .flinging, velocity: Point(x: 1200, y: 0), projectedRestPosition: Point(x: 486, y: 120))
    ///     .reportedValues.map(\.description)   // ["phase flinging", "velocity (1200, 0) px/s", "rest at (486, 120) px"]
    /// ```
    public var reportedValues: [MotionStateValue] {
        var values: [MotionStateValue] = [
            .text("phase", phase.rawValue), .vector("velocity", x: velocity.x, y: velocity.y, unit: "px/s"),
        ]
        if let rest = projectedRestPosition {
            values.append(.vector("rest at", x: rest.x, y: rest.y, unit: "px"))
        }
        return values
    }
}
