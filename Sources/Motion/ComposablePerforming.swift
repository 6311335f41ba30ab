/// A performer that fulfils its plans by emitting other plans.
///
/// The runtime gives the performer a ``PlanEmitter`` right after creating it
/// and before its first plan. Plans emitted through it are added to the
/// performer's own target through the runtime, synchronously and by the same
/// path as ``MotionRuntime/addPlan(_:to:)``: they are copied, traced, and may
/// create performers.
///
/// ```swift
/// import Interactions   // Draggable, Spring
///
/// final class TossablePerformer: ComposablePerforming {
///     let recognizer = GestureRecognizer()   // the host feeds it the target's pointer events
///     private var emitter: PlanEmitter<any Positionable>!
///     init(target: any Positionable) {}
///     func setPlanEmitter(_ emitter: PlanEmitter<any Positionable>) { self.emitter = emitter }
///     func addPlan(_ plan: any Plan) {
///         emitter.emitPlan(Draggable(recognizer))
///         emitter.emitPlan(Spring(to: .zero), named: "settle")
///     }
/// }
/// ```
public protocol ComposablePerforming: Performing {
    /// Receives the emitter this performer uses to add plans to its target.
    ///
    /// Called once, after `init(target:)` and before the first plan.
    func setPlanEmitter(_ emitter: PlanEmitter<Target>)
}
