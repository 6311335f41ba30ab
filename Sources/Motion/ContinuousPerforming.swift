/// A performer whose work continues after a plan is added, such as a gesture
/// or an animation, and which keeps the runtime active while it does.
///
/// The runtime gives the performer an ``ActiveTokenVendor`` right after
/// creating it and before its first plan. The performer asks the vendor for an
/// ``ActiveToken`` when continuous work begins and calls
/// ``ActiveToken/didEnd()`` when it ends. The runtime is active while any
/// token is open. A performer may hold several tokens at once (for example,
/// one per gesture).
///
/// ```swift
/// final class DragPerformer: ContinuousPerforming {
///     private var vendor: ActiveTokenVendor!
///     private var token: ActiveToken?
///     init(target: Box) {}
///
///     func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
///
///     func gestureBegan() { token = vendor.activeStateWillStart("drag") }
///     func gestureEnded() { token?.didEnd(); token = nil }
///     func addPlan(_ plan: any Plan) {}   // …
/// }
/// ```
public protocol ContinuousPerforming: Performing {
    /// Receives the vendor this performer uses to request active tokens.
    ///
    /// Called once, after `init(target:)` and before the first plan.
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor)
}
