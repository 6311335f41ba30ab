/// A target with an opacity, what ``FadeIn`` animates.
///
/// ```swift
/// final class Layer: Fadable {
///     var opacity = 1.0
/// }
/// let layer = Layer()
/// runtime.addPlan(FadeIn(), to: layer)
/// ```
public protocol Fadable: AnyObject {
    /// From 0 (invisible) to 1 (opaque).
    var opacity: Double { get set }
}
