/// An object with a position that Interactions' performers move.
///
/// It is the `Target` of the position's performers in this module (and
/// ``Transformable`` refines it with a scale and a rotation). Targets are
/// objects because the runtime tells them apart by identity. Performers read
/// ``position`` when a motion starts, write it while it runs, and tell the
/// target about its motion through ``motionDidChange(_:)``; they read
/// nothing else from it.
///
/// ``motionDidChange(_:)`` has a default implementation that does nothing, so
/// a conformer only needs `position`. Implement it to show motion in an
/// inspector (current velocity, where the target will come to rest) without
/// reaching into performers.
///
/// ## Large scenes
/// Swift checks exclusive access to a class's stored `var` at run time, on
/// every write; with thousands of animated targets that check is about a
/// quarter of a frame (see the README's benchmark). A target used only from
/// the runtime's thread can opt out for `position`:
/// `@exclusivity(unchecked) var position = Point.zero`.
///
/// ```swift
/// final class Box: Positionable {
///     var position = Point.zero
///     private(set) var motion = MotionState.atRest
///     func motionDidChange(_ state: MotionState) { motion = state }
/// }
/// ```
public protocol Positionable: AnyObject {
    /// Where the target is, in pixels. Performers set it on every change:
    /// once per frame while animating, on every pointer move while dragged.
    var position: Point { get set }

    /// Called by performers after they change the target's motion: when a
    /// drag or animation starts, on each of its updates, and when it stops or
    /// comes to rest (with ``MotionState/Phase-swift.enum/atRest``).
    ///
    /// Calls arrive after the matching ``position`` write, on the runtime's
    /// thread. The last call always describes the motion now in effect.
    func motionDidChange(_ state: MotionState)
}

extension Positionable {
    /// Does nothing; implement it to observe motion.
    public func motionDidChange(_ state: MotionState) {}
}
