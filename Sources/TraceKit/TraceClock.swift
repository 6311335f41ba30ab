/// A source of time, in seconds, for time limits and timestamps.
///
/// TraceKit never reads the wall clock: pass the clock your app already runs
/// on, such as a playground's frame clock, so a replay with the same frames
/// produces the same report, byte for byte. `now` should never decrease.
///
/// ```swift
/// import Synchronization
///
/// final class FrameClock: TraceClock {
///     private let seconds = Mutex(0.0)
///     var now: Double { seconds.withLock { $0 } }
///     func frameDidAdvance(by dt: Double) { seconds.withLock { $0 += dt } }
/// }
/// ```
public protocol TraceClock: Sendable {
    /// The current time in seconds, from any origin.
    var now: Double { get }
}
