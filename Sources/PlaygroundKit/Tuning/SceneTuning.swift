import Interactions
import Motion

/// The tuning of a scene's boxes: which `Tossable` each box was given last,
/// and the spring and friction each tuned box has now and had before.
///
/// It hears the scene's runtime (a `Tracing` conformer that only
/// listens for `Tossable` plans), so it knows every box's settling however
/// the scene added it, and a tune can re-add the box's own plan with new
/// numbers: the `TossablePerformer` only updates its settings, and the
/// next settle uses them, exactly as if the scene had been written with them.
/// A motion under way keeps the numbers it started with.
///
/// Tunes arrive as input events (`InputEvent.tune(_:)`), through
/// ``Scene/tune(_:)``; a scene that lays itself out again on resize keeps
/// its boxes' tuning (see ``Scene/resize(to:)``).
///
/// ```swift
/// scene.tune(TuneChange(target: "Box#1", stiffness: 120, damping: 4))
/// scene.tuning.current(of: "Box#1")       // stiffness 120, damping 4, mass 1, friction k=4.2/s
/// scene.tuning.tunedBoxes                 // ["Box#1"]
/// ```
public final class SceneTuning: Tracing {
    /// The last `Tossable` added to each box, by the box's name.
    package private(set) var tossables: [String: Tossable] = [:]
    /// The tuning of each tuned box, by name.
    public private(set) var tuned: [String: BoxTuning] = [:]
    /// Each tuned box's tuning before its first tune, by name.
    public private(set) var original: [String: BoxTuning] = [:]
    /// The tuned boxes, in the order they were first tuned.
    public private(set) var tunedBoxes: [String] = []
    /// A number that changes with every tune, to tell when to redraw.
    public private(set) var generation = 0

    /// Creates an empty tuning; the scene adds it to its runtime.
    public init() {}

    /// The tuning `name` settles with now: its tune, else its `Tossable`'s, else the defaults.
    public func current(of name: String) -> BoxTuning {
        tuned[name] ?? tossables[name].map(BoxTuning.init) ?? BoxTuning()
    }

    /// The tune of `box`, if it has one: what a scene's layout passes to the plans it makes.
    public func tuning(of box: Box) -> BoxTuning? {
        tuned[box.name]
    }

    /// Records `tuning` for `name` (its first tune remembers what it had before).
    func set(_ tuning: BoxTuning, for name: String) {
        if tuned[name] == nil {
            original[name] = current(of: name)
            tunedBoxes.append(name)
        }
        tuned[name] = tuning
        generation += 1
    }

    /// `name`'s last `Tossable` with its tuned spring and friction, if the box has a plan and a tune that differs from it.
    func retunedPlan(of name: String) -> Tossable? {
        guard var plan = tossables[name], let tuning = tuned[name], BoxTuning(plan) != tuning else { return nil }
        plan.spring = tuning.spring
        plan.friction = tuning.friction
        return plan
    }

    // MARK: - Tracing

    public func didAddPlan(_ plan: any Plan, to target: AnyObject) {
        if let toss = plan as? Tossable, let box = target as? Box {
            tossables[box.name] = toss
        }
    }

    public func didRemoveTarget(_ target: AnyObject) {
        if let box = target as? Box { tossables[box.name] = nil }
    }
}
