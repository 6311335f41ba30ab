import Motion

/// Runs a ``FadeIn`` on a ``Fadable`` target: opacity from 0 to 1, linear in
/// the sum of the frame times, holding a `fade` token while it runs.
///
/// ## Contract
/// - A fade sets the opacity to 0 and requests a `fade` token; a fade that
///   arrives during another starts over (keeping the token).
/// - Each update adds the frame's milliseconds to the time since the start
///   and sets the opacity to time/duration. The runtime's first update gives
///   0 ms, so the frame after the plan shows opacity 0.
/// - At the duration it sets exactly 1, ends the token and returns
///   `ActivityState.atRest`. A fade of no duration sets 1 at once, without a token.
/// - Removing its name stops the fade where it is, ending the token.
///
/// ```swift
/// runtime.addPlan(FadeIn(), to: circle)
/// runtime.update(millisecondsSinceLastUpdate: 16)    // opacity 0 (the first frame)
/// runtime.update(millisecondsSinceLastUpdate: 150)   // opacity 0.5
/// ```
public final class FadePerformer: NamedPlanPerforming, ContinuousPerforming, ManuallyExecutingPerformer, MotionStateReporting {
    private let target: any Fadable
    private var vendor: ActiveTokenVendor?
    private var token: ActiveToken?
    private var name: String?
    private var duration = 0.0
    private var elapsed = 0.0

    /// Created by the runtime for `target`.
    public init(target: any Fadable) {
        self.target = target
    }

    /// Whether a fade runs.
    public var isFading: Bool { token != nil }

    /// Its state as named values: fading or at rest, the opacity, and how far the fade has come.
    /// Everything reported is the target's own state (a box records it every frame).
    public var reportsTargetStateOnly: Bool { true }

    public var motionState: [MotionStateValue] {
        [
            .text("phase", isFading ? "fading" : "at rest"), .number("opacity", target.opacity),
            .number("elapsed", min(elapsed, duration), unit: "s"), .number("duration", duration, unit: "s"),
        ]
    }

    /// Keeps the vendor its `fade` tokens come from.
    public func setActiveTokenVendor(_ vendor: ActiveTokenVendor) {
        self.vendor = vendor
    }

    /// Starts the ``FadeIn`` from opacity 0.
    public func addPlan(_ plan: any Plan) {
        start(plan, named: nil)
    }

    /// Starts the ``FadeIn`` and remembers `name` for ``removePlan(named:)``.
    public func addPlan(_ plan: any NamedPlan, named name: String) {
        start(plan, named: name)
    }

    /// Stops the fade where it is if `name` started it.
    public func removePlan(named name: String) {
        guard self.name == name else { return }
        self.name = nil
        endToken()
    }

    /// Advances the fade by one frame; see the type's contract.
    public func update(millisecondsSinceLastUpdate milliseconds: Double) -> ActivityState {
        guard token != nil else { return .atRest }
        elapsed += milliseconds / 1000
        guard elapsed < duration else {
            target.opacity = 1
            endToken()
            return .atRest
        }
        target.opacity = elapsed / duration
        return .active
    }

    private func start(_ plan: any Plan, named name: String?) {
        guard let fade = plan as? FadeIn else {
            preconditionFailure("FadePerformer: unexpected plan \(type(of: plan)); only FadeIn names it.")
        }
        self.name = name
        duration = fade.duration
        elapsed = 0
        guard duration > 0 else {
            target.opacity = 1
            endToken()
            return
        }
        target.opacity = 0
        if token == nil { token = vendor?.activeStateWillStart("fade") }
    }

    private func endToken() {
        let ending = token
        token = nil
        ending?.didEnd()
    }
}
