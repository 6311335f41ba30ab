import Motion

/// Makes a ``Transformable`` target turn with two fingers, about their centroid.
///
/// Fulfilled by the target's one gesture performer, ``DragPerformer``,
/// which also runs ``Draggable`` and ``Pinchable`` on the same recognizer,
/// so together they keep every point under a finger under it. While two
/// fingers drive the gesture it holds a `rotate` token and sets the target's
/// `rotation` (radians, positive clockwise on screen) to its rotation at the
/// second finger's touch plus the angle the fingers have turned since. On
/// release the rotation stays where it was left.
///
/// ```swift
/// runtime.addPlan(Rotatable(box.recognizer), named: "rotate", to: box)
/// runtime.removePlan(named: "rotate", from: box)   // even mid-gesture: only the turning stops
/// ```
public struct Rotatable: NamedPlan {
    public typealias Performer = DragPerformer

    /// The recognizer whose two-finger gestures turn the target.
    public let recognizer: GestureRecognizer

    /// Creates a plan that turns the target with `recognizer`'s two-finger gestures.
    public init(_ recognizer: GestureRecognizer) {
        self.recognizer = recognizer
    }
}

extension Rotatable: CustomStringConvertible {
    /// `Rotatable`, or `Rotatable("Box#3")` when the recognizer has a name.
    public var description: String { _describing(writeDescription) }

    /// Appends ``description`` to `text` with no string of its own.
    public func writeDescription(to text: inout String) {
        _writeRecognized("Rotatable", recognizer.name, to: &text)
    }
}
