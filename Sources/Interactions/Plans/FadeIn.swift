import Motion

/// Fades a ``Fadable`` target in: its opacity from 0 to 1, evenly over a
/// duration.
///
/// Fulfilled by ``FadePerformer``, which sets the opacity to 0 at once,
/// holds a `fade` token while the fade runs, and sets exactly 1 at the end,
/// from the sum of the frame times (so frame steps never change when it ends).
/// The runtime spec's worked example adds one to a circle, beside a
/// ``Draggable``: two plans of two families, so two performers.
///
/// ```swift
/// runtime.addPlan(FadeIn(), to: circle)                  // 0.3 s
/// runtime.addPlan(FadeIn(duration: 1), named: "appear", to: circle)
/// ```
public struct FadeIn: NamedPlan, SendablePlan {
    public typealias Performer = FadePerformer

    /// How long the fade takes, in seconds.
    public var duration: Double

    /// Creates a fade-in over `duration` seconds (0.3 unless given).
    ///
    /// - Precondition: `duration` is finite and not negative.
    public init(duration: Double = 0.3) {
        precondition(duration >= 0 && duration.isFinite, "FadeIn: the duration must be finite and not negative, got \(duration).")
        self.duration = duration
    }
}

extension FadeIn: CustomStringConvertible {
    /// `FadeIn`, or `FadeIn(1 s)` for another duration.
    public var description: String {
        duration == 0.3 ? "FadeIn" : "FadeIn(\(_formatted(duration)) s)"
    }
}
