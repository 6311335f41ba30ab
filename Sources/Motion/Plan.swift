/// A description of what should happen to a target, and which performer makes it happen.
///
/// A plan is the *what*; its ``Performer`` is the *how*. A plan never fulfils
/// itself: you hand it to a ``MotionRuntime`` (directly or through a
/// ``Transaction``), and the runtime gives it to the one performer of type
/// `Performer` that it keeps for the target, creating that performer on first use.
///
/// Plans must be value types (structs or enums). The runtime hands the performer
/// (and tracers) a copy of the plan as it was when added, and keeps none itself,
/// so later changes to the caller's variable are never seen. The copy is
/// shallow, as every Swift copy is: a plan that refers to an object shares that
/// object, so keep a plan's state in values. Adding a class instance as a plan traps.
///
/// ```swift
/// struct FadeIn: Plan {
///     typealias Performer = FadePerformer
///     var duration: Double = 0.3
/// }
///
/// runtime.addPlan(FadeIn(), to: circle)
/// ```
public protocol Plan {
    /// The type of performer that fulfils this plan.
    ///
    /// This is the seed's "Intention → Actor" lookup: the plan names its
    /// performer type, so the runtime never has to search for one.
    associatedtype Performer: Performing

    /// Appends this plan's one-line description to `text`.
    ///
    /// The runtime's event descriptions (the playground's log, ``ConsoleTracer``)
    /// call this for every plan added. The default appends `String(describing: self)`,
    /// which boxes a plan larger than three words and builds a string of its own;
    /// a plan added often can write its pieces straight into `text` instead, and
    /// then costs the log no allocation of its own.
    ///
    /// ```swift
    /// struct Nudge: Plan {
    ///     typealias Performer = NudgePerformer
    ///     var distance: Double
    ///     func writeDescription(to text: inout String) {
    ///         text += "Nudge("; text += String(Int(distance)); text += ")"
    ///     }
    /// }
    /// ```
    func writeDescription(to text: inout String)

    /// Whether plans of this type are ``SendablePlan``s: a log keeps such a plan and describes it
    /// later. Given by the protocols' extensions (`true` for a `SendablePlan`, `false` for any
    /// other), so a tracer asks without a dynamic cast, which cost a burst of plans more than a
    /// thousand instructions each, and keeps the plan it was handed as it is (made again as an
    /// `any SendablePlan`, a plan larger than three words was copied into a box of its own, an
    /// allocation a plan). Never implement it yourself.
    ///
    /// ```swift
    /// func describesLater(_ plan: any Plan) -> Bool {
    ///     type(of: plan).isSendablePlan   // kept as it is, described when its line is read
    /// }
    /// ```
    static var isSendablePlan: Bool { get }
}

/// A plan that may also be registered under a name, so that a later plan with
/// the same name on the same target replaces it.
///
/// Its performer must implement the named API (``NamedPlanPerforming``), which
/// the compiler checks for you.
///
/// ```swift
/// struct Spring: NamedPlan {
///     typealias Performer = SpringPerformer
///     var destination: Double
/// }
///
/// runtime.addPlan(Spring(destination: 10), named: "settle", to: box)
/// runtime.addPlan(Spring(destination: 40), named: "settle", to: box) // replaces the first
/// ```
public protocol NamedPlan: Plan where Performer: NamedPlanPerforming {}

/// A plan whose value may cross threads (`Sendable`): a log keeps it as it is and describes it
/// when the line is read, or written on the log's own thread, instead of describing every plan
/// the moment it is added.
///
/// Conform a plan of plain values to it; a plan holding an object that is not `Sendable` (a
/// gesture recognizer) cannot, and is described when it is added.
///
/// ```swift
/// struct Nudge: Plan, SendablePlan {
///     typealias Performer = NudgePerformer
///     var distance: Double
/// }
/// ```
public protocol SendablePlan: Plan, Sendable {}

extension SendablePlan {
    /// `true`.
    public static var isSendablePlan: Bool { true }
}

extension Plan {
    /// `false`: a plan that is not a ``SendablePlan`` is described when it is added.
    public static var isSendablePlan: Bool { false }

    /// Appends `String(describing: self)`: the plan's `description` when it has one.
    public func writeDescription(to text: inout String) {
        text += String(describing: self)
    }

    /// The performer type that fulfils this plan, as a value.
    @inlinable
    public var performerType: Performer.Type { Performer.self }
}
