import Interactions
import Motion

/// Fulfils ``Breathe`` on a box that can scale and fade: each frame it sets
/// the box's scale and opacity from the time since the breath began.
///
/// ## Contract
/// - A plan starts the breathing from the box's current scale and opacity
///   and requests a `breathe` token, so the runtime counts as active until
///   the last breath ends; a plan that arrives mid-breath starts over.
/// - Each update adds the frame's milliseconds to the elapsed time (never the
///   wall clock, so a replay gives the same frames).
/// - After ``Breathe/duration`` it puts the scale and opacity back exactly,
///   ends the token and returns `.atRest`. Removing its name does the same at once.
/// - It reports its phase, breath, scale and opacity as ``MotionStateReporting``,
///   so the playground's inspector shows them.
///
/// ```swift
/// runtime.addPlan(Breathe(period: 1), named: "breathe", to: box)
/// runtime.update(millisecondsSinceLastUpdate: 0)     // the first frame starts it
/// runtime.update(millisecondsSinceLastUpdate: 500)   // half a breath: the fullest
/// box.scale                                          // 1.25
/// ```
public final class BreathePerformer: ManuallyExecutingPerformer, ContinuousPerforming, NamedPlanPerforming,
    MotionStateReporting
{
    private let target: any Transformable & Fadable
    private var vendor: ActiveTokenVendor?
    private var token: ActiveToken?
    private var plan: Breathe?
    private var name: String?
    private var elapsed = 0.0
    private var restingScale = 1.0
    private var restingOpacity = 1.0

    /// Created by the runtime for the box the plan is added to.
    public init(target: any Transformable & Fadable) {
        self.target = target
    }

    /// Whether the box is breathing now.
    public var isBreathing: Bool { plan != nil }

    /// Keeps the vendor the `breathe` token comes from.
    public func setActiveTokenVendor(_ vendor: ActiveTokenVendor) {
        self.vendor = vendor
    }

    /// Starts breathing.
    public func addPlan(_ plan: any Plan) {
        start(plan, named: nil)
    }

    /// Starts breathing, remembering `name` for ``removePlan(named:)``.
    public func addPlan(_ plan: any NamedPlan, named name: String) {
        start(plan, named: name)
    }

    /// Stops breathing at once, back at rest, if `name` started it.
    public func removePlan(named name: String) {
        guard self.name == name else { return }
        finish()
    }

    /// Advances the breath by one frame; see the type's contract.
    public func update(millisecondsSinceLastUpdate milliseconds: Double) -> ActivityState {
        guard let plan else { return .atRest }
        elapsed += milliseconds / 1000
        guard elapsed < plan.duration else {
            finish()
            return .atRest
        }
        let fullness = Self.fullness(at: elapsed, period: plan.period)
        target.scale = restingScale * (1 + plan.depth * fullness)
        target.opacity = restingOpacity * (1 - 0.4 * fullness)
        return .active
    }

    /// How full a breath is `time` seconds in: 0 at rest, 1 at the top,
    /// sin²(π·phase), so it swells and empties like a sine, eased at both ends.
    ///
    /// The sine is `DeterministicMath`'s, not Foundation's: Foundation's
    /// comes from the C library, whose last bits differ between machines, and
    /// one bit can move a pixel; these give the same bits everywhere, so the
    /// golden image matches on every machine.
    public static func fullness(at time: Double, period: Double) -> Double {
        let phase = (time / period).truncatingRemainder(dividingBy: 1)
        let sine = DeterministicMath.sin(.pi * phase)
        return sine * sine
    }

    // MARK: - MotionStateReporting

    /// The breath's phase, which breath it is, the scale and the opacity.
    public var motionState: [MotionStateValue] {
        guard let plan else {
            return [.text("phase", "at rest"), .number("scale", target.scale, unit: "×"), .number("opacity", target.opacity)]
        }
        let phase = (elapsed / plan.period).truncatingRemainder(dividingBy: 1)
        return [
            .text("phase", phase < 0.5 ? "breathing in" : "breathing out"),
            .number("breath", Double(min(Int(elapsed / plan.period) + 1, plan.breaths))),
            .number("scale", target.scale, unit: "×"),
            .number("opacity", target.opacity),
        ]
    }

    // MARK: - Private

    private func start(_ plan: any Plan, named name: String?) {
        guard let breathe = plan as? Breathe else {
            preconditionFailure("BreathePerformer: unexpected plan \(type(of: plan)); only Breathe names it.")
        }
        // A new breath during one starts from where the box rests, not from mid-swell.
        if self.plan == nil {
            restingScale = target.scale
            restingOpacity = target.opacity
        }
        self.plan = breathe
        self.name = name
        elapsed = 0
        if token == nil { token = vendor?.activeStateWillStart("breathe") }
    }

    private func finish() {
        guard plan != nil else { return }
        plan = nil
        name = nil
        target.scale = restingScale
        target.opacity = restingOpacity
        let ending = token
        token = nil
        ending?.didEnd()
    }
}
