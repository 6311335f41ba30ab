import TraceKit

extension TraceItem {
    /// The parts of a gesture whose work opens a token of its own, by the
    /// token's label: the one gesture performer's drag, pinch and rotate, a
    /// throw's toss, and the animations' spring, fling and fade.
    public enum Gesture: String, Sendable, CaseIterable {
        case drag, pinch, rotate, toss, spring, fling, fade
    }

    /// `gesture` started on `target` (its token opened).
    ///
    /// ```swift
    /// try Trace(name: "Pinch the square", itemsToMatch: [
    ///     .started(.pinch, on: "squareView"), .ended(.pinch, on: "squareView"), .runtimeIdle,
    /// ])
    /// ```
    public static func started(_ gesture: Gesture, on target: String, uxFlowHint: String? = nil) -> TraceItem {
        tokenStarted(on: target, label: gesture.rawValue, uxFlowHint: uxFlowHint)
    }

    /// `gesture` ended on `target` (its token closed).
    public static func ended(_ gesture: Gesture, on target: String, uxFlowHint: String? = nil) -> TraceItem {
        tokenEnded(on: target, label: gesture.rawValue, uxFlowHint: uxFlowHint)
    }
}
