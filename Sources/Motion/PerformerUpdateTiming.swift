/// Times each manually executing performer's update, for a profiler.
///
/// The runtime never reads a clock (time is passed in): a host that wants
/// to know which performer a frame's time went to gives the runtime one of
/// these (``MotionRuntime/updateTiming``), and the runtime calls it around
/// every performer's update, in ``MotionRuntime/update(millisecondsSinceLastUpdate:)``.
/// What it measures never flows back into the runtime: with or without it,
/// every performer sees the same elapsed times and makes the same motion.
///
/// Reading a clock costs about as much as a light performer's whole update,
/// so a profiler times a few updates a frame, not all: each frame the
/// runtime asks which of its updates to time (``updatesToTime(of:)``, by
/// their place in the frame's order) and times those; a profiler that moves
/// the range along frame by frame samples every performer in turn.
///
/// The runtime keeps nothing for a profiler beside a performer (a frame's
/// loop reads less memory that way); ``MotionRuntime/target(of:)`` tells
/// which target a performer works for.
///
/// ```swift
/// import Dispatch
///
/// final class Stopwatch: PerformerUpdateTiming {
///     var total: UInt64 = 0
///     func updatesToTime(of count: Int) -> Range<Int> { 0..<count }   // every one: exact, and dearest
///     func mark() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
///     func performerDidUpdate(_ performer: AnyObject, since mark: UInt64) {
///         total += self.mark() - mark
///     }
/// }
/// runtime.updateTiming = Stopwatch()
/// ```
public protocol PerformerUpdateTiming: AnyObject {
    /// Which of this frame's `count` updates to time, by their place in the frame's order (clamped to `0..<count`).
    func updatesToTime(of count: Int) -> Range<Int>
    /// A monotonic timestamp, read just before a performer's update.
    func mark() -> UInt64
    /// Called just after `performer` updated, with the mark taken before it.
    func performerDidUpdate(_ performer: AnyObject, since mark: UInt64)
}
