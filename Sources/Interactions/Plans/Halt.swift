import Motion

/// Stops every animation on the target where it is drawn, named or not.
///
/// Fulfilled by ``AnimationPerformer``, the one performer per target that
/// runs ``Spring`` and ``Fling``: it stops the motion under way at the
/// position last written to the target (so nothing jumps), reports
/// ``MotionState/Phase-swift.enum/atRest``, and ends the motion's active
/// token at once. A stopped target has no velocity left for a later
/// ``Spring`` to continue. With nothing moving, it does nothing.
///
/// This is how a grab catches a moving target: ``DragPerformer`` emits it
/// when a pointer goes down on the target, so a drag never fights an
/// animation for the position, whatever name (if any) the animation was
/// added under.
///
/// ```swift
/// runtime.addPlan(Spring(to: Point(x: 300, y: 0)), to: box)   // unnamed
/// runtime.addPlan(Halt(), to: box)                              // stopped where drawn
/// ```
public struct Halt: Plan {
    public typealias Performer = AnimationPerformer

    /// Creates a plan that stops the target's animations.
    public init() {}
}

extension Halt: CustomStringConvertible {
    /// `Halt`.
    public var description: String { "Halt" }
}
