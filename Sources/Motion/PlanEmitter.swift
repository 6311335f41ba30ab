/// Adds plans to one target through the runtime, on behalf of a composable performer.
///
/// A ``ComposablePerforming`` performer receives an emitter bound to its own
/// target. Everything it emits goes through the runtime exactly as if the
/// caller had added it: the plan is copied, tracers hear about it, and a
/// performer is created for it if the target has none of that type yet. The
/// work happens synchronously, before `emitPlan` returns.
///
/// Once the runtime is gone, emitting does nothing.
///
/// ```swift
/// import Interactions   // the plans
///
/// emitter.emitPlan(Draggable(recognizer))
/// emitter.emitPlan(Spring(to: anchor), named: "settle")
/// emitter.removePlan(named: "settle")
/// ```
public struct PlanEmitter<Target> {
    private let link: _RuntimeLink
    private let target: Target

    init(runtime: MotionRuntime, target: Target) {
        self.link = runtime.link
        self.target = target
    }

    private var runtime: MotionRuntime? { link.runtime }

    /// Adds `plan` to the emitting performer's target.
    public func emitPlan<P: Plan>(_ plan: P) where P.Performer.Target == Target {
        runtime?.addPlan(plan, to: target)
    }

    /// Adds `plan` under `name` to the emitting performer's target, replacing
    /// any plan of that name on the target.
    public func emitPlan<P: NamedPlan>(_ plan: P, named name: String) where P.Performer.Target == Target {
        runtime?.addPlan(plan, named: name, to: target)
    }

    /// Removes the plan registered under `name` from the emitting performer's target.
    public func removePlan(named name: String) {
        runtime?.removePlan(named: name, from: target as AnyObject)
    }
}
