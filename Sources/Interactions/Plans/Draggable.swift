import Motion

/// Makes the target follow the translation of a gesture.
///
/// The plan is a value that carries a reference to the
/// ``GestureRecognizer`` the host feeds. The target's one gesture performer,
/// ``DragPerformer``, observes it: a press stops the target's animations
/// where they are drawn, named or not (``Halt``); when the gesture begins it
/// requests a `drag` token and from then on moves the target with the
/// gesture (measured from the first touch, so the grabbed point stays under
/// the finger); when the gesture ends or is cancelled it ends the token. So
/// the runtime is active exactly during the drag, and idle at once after it
/// when nothing else moves.
///
/// With ``Pinchable`` and ``Rotatable`` on the same recognizer, the same
/// performer composes the three about the fingers' centroid, so every point
/// under a finger stays under it. Each can be added or removed by name on
/// its own, even mid-gesture.
///
/// A `Draggable` only drags: use ``Tossable`` for the full grab, drag and
/// throw behaviour.
///
/// ```swift
/// let gesture = GestureRecognizer()
/// runtime.addPlan(Draggable(gesture), to: box)
/// gesture.handle(PointerEvent(.down, at: Point(x: 10, y: 10), timestamp: 0))   // the host feeds it the box's pointer events
/// ```
public struct Draggable: NamedPlan {
    public typealias Performer = DragPerformer

    /// The recognizer whose gestures move the target.
    public let recognizer: GestureRecognizer

    /// Creates a plan that drags the target with `recognizer`.
    public init(_ recognizer: GestureRecognizer) {
        self.recognizer = recognizer
    }
}

extension Draggable: CustomStringConvertible {
    /// `Draggable`, or `Draggable("Box#3")` when the recognizer has a name.
    public var description: String { _describing(writeDescription) }

    /// Appends ``description`` to `text` with no string of its own.
    public func writeDescription(to text: inout String) {
        _writeRecognized("Draggable", recognizer.name, to: &text)
    }
}
