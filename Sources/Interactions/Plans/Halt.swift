import Motion

/// Stops the target's animations where they are drawn, named or not: of
/// every property, or only of some.
///
/// Fulfilled by ``AnimationPerformer``, the one performer per target that
/// runs ``Spring``, ``Fling``, ``ScaleSpring`` and ``RotationSpring``: it
/// stops each motion of the given ``properties`` at the value last written
/// to the target (so nothing jumps), reports
/// ``MotionState/Phase-swift.enum/atRest`` for the position, and ends the
/// motion's active token at once. A stopped motion has no velocity left for
/// a later spring to continue. With nothing moving, it does nothing, and the
/// runtime stays idle (the performer answers `activityState` with
/// `.atRest`); after it stops the last motion, the runtime is idle at once.
///
/// This is how a gesture catches a moving target: ``DragPerformer`` emits it
/// when a press lands on a target a ``Draggable`` holds, again when the
/// gesture begins, and for each part that starts later (position for
/// ``Draggable``, scale for ``Pinchable``, rotation for ``Rotatable``), so no
/// animation fights the fingers, whatever name (if any) it was added under.
///
/// ```swift
/// runtime.addPlan(Spring(to: Point(x: 300, y: 0)), to: box)   // unnamed
/// runtime.addPlan(Halt(), to: box)                              // stopped where drawn
/// runtime.addPlan(Halt(.scale), to: box)                        // only the scale's spring
/// ```
public struct Halt: Plan, SendablePlan {
    public typealias Performer = AnimationPerformer

    /// The properties whose animations stop.
    public var properties: AnimatedProperties

    /// Creates a plan that stops the animations of `properties` (all of them unless given).
    public init(_ properties: AnimatedProperties = .all) {
        self.properties = properties
    }
}

extension Halt: CustomStringConvertible {
    /// `Halt`, or `Halt(scale)` for some properties.
    public var description: String {
        properties == .all ? "Halt" : "Halt(\(properties))"
    }
}
