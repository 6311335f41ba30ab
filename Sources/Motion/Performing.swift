/// An object that fulfils plans for one target.
///
/// Performers are created by the runtime, never by you: the runtime creates
/// exactly one instance of each performer type for each target, the first time
/// a plan that names that type is added to the target. A performer is not
/// directly configurable; it learns what to do only from the plans it receives,
/// in the order they were added.
///
/// The protocols that refine this one are capabilities a performer may opt into:
/// ``NamedPlanPerforming``, ``ContinuousPerforming``,
/// ``ManuallyExecutingPerformer`` and ``ComposablePerforming``.
///
/// Targets are objects: the runtime tells targets apart by object identity, so
/// `Target` must be a class or a class-bound protocol (such as
/// `any Positionable`). Adding a plan to a value-type target traps.
///
/// ```swift
/// final class FadePerformer: Performing {
///     let target: Box
///     init(target: Box) { self.target = target }
///
///     func addPlan(_ plan: any Plan) {
///         guard plan is FadeIn else { return }
///         target.opacity = 0   // the first frame; a ManuallyExecutingPerformer then raises it
///     }
/// }
/// ```
public protocol Performing: AnyObject {
    /// The kind of object this performer acts on.
    associatedtype Target

    /// Creates a performer for `target`. Called by the runtime only.
    init(target: Target)

    /// Receives a plan added to this performer's target.
    ///
    /// Plans arrive in the order they were added. A plan added with a name
    /// never reaches this method; it goes to
    /// ``NamedPlanPerforming/addPlan(_:named:)`` instead.
    func addPlan(_ plan: any Plan)
}

/// A performer that can receive plans by name and remove them by name.
///
/// A performer implements both methods or neither (the protocol makes that so).
/// Names are scoped to a target and compared exactly. When a name is reused on
/// a target, the runtime first calls ``removePlan(named:)`` on whichever
/// performer of that target holds the name, then ``addPlan(_:named:)`` on the
/// performer for the new plan; the two may be different performers.
///
/// ```swift
/// import Interactions   // Spring
///
/// final class SpringPerformer: NamedPlanPerforming {
///     private var springs: [String: Spring] = [:]
///     init(target: Box) {}
///
///     func addPlan(_ plan: any Plan) {}
///     func addPlan(_ plan: any NamedPlan, named name: String) {
///         springs[name] = plan as? Spring
///     }
///     func removePlan(named name: String) {
///         springs[name] = nil
///     }
/// }
/// ```
public protocol NamedPlanPerforming: Performing {
    /// Receives a plan registered under `name`.
    func addPlan(_ plan: any NamedPlan, named name: String)

    /// Forgets the plan registered under `name`.
    ///
    /// The runtime calls this only for names this performer currently holds.
    func removePlan(named name: String)
}
