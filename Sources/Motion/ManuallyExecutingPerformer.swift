/// Whether a manually executing performer still has work to do.
public enum ActivityState: Sendable, Hashable {
    /// The performer has more work to do and wants another update next frame.
    case active
    /// The performer is done until it receives a new plan.
    case atRest
}

/// A performer that does its work in a per-frame update function.
///
/// The runtime calls ``update(millisecondsSinceLastUpdate:)`` once per frame,
/// from ``MotionRuntime/update(millisecondsSinceLastUpdate:)``, for as long as
/// the performer reports ``ActivityState/active``. A performer counts as active
/// from the moment it receives a plan (so the runtime becomes active at once),
/// and its first update after becoming active is given 0 ms, so the frame it
/// starts on shows its starting state. Once it returns ``ActivityState/atRest``
/// it receives no updates until it gets a new plan.
///
/// Between frames, the runtime asks ``activityState`` right after handing the
/// performer a plan and right after removing one of its named plans: a
/// performer that answers ``ActivityState/atRest`` (a plan that found nothing
/// to do, or stopped its last motion) stops counting as active at once, rather
/// than at its next frame, so the runtime is idle as soon as nothing moves.
/// The default answer is ``ActivityState/active``.
///
/// The update is for time-based calculation only: it must not draw.
///
/// ```swift
/// struct CountDown: Plan {
///     typealias Performer = Countdown
///     var milliseconds: Double
/// }
///
/// final class Countdown: ManuallyExecutingPerformer {
///     var remaining = 0.0
///     init(target: Box) {}
///     func addPlan(_ plan: any Plan) { remaining = (plan as! CountDown).milliseconds }
///     func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
///         remaining -= ms
///         return remaining > 0 ? .active : .atRest
///     }
/// }
/// ```
public protocol ManuallyExecutingPerformer: Performing {
    /// Advances the performer by the time since its previous update.
    ///
    /// - Parameter millisecondsSinceLastUpdate: 0 on the first update after the
    ///   performer became active; otherwise the elapsed time given to the
    ///   runtime's frame entry point.
    /// - Returns: Whether the performer wants to keep receiving updates.
    func update(millisecondsSinceLastUpdate: Double) -> ActivityState

    /// Whether the performer has work for the next frame, asked between frames.
    ///
    /// The runtime reads it right after the performer receives a plan and
    /// right after one of its named plans is removed (never during its
    /// update). ``ActivityState/active`` keeps (or starts) the performer
    /// counting as active until its next update says otherwise;
    /// ``ActivityState/atRest`` stops it counting at once, and its next
    /// update, if it is already in the frame's list, should return
    /// ``ActivityState/atRest`` (it is counted again if it returns
    /// ``ActivityState/active``). Answer ``ActivityState/atRest`` only when the
    /// next update would do nothing at all, remembered state included.
    ///
    /// The default implementation answers ``ActivityState/active``: the
    /// performer counts as active from a plan's arrival to its next update.
    var activityState: ActivityState { get }
}

extension ManuallyExecutingPerformer {
    /// ``ActivityState/active``: active from a plan's arrival to the next update.
    public var activityState: ActivityState { .active }
}
