import Motion

/// Makes the target follow a drag gesture.
///
/// The plan is a value that carries a reference to the
/// ``DragGestureRecognizer`` the host feeds. ``DragPerformer`` observes it:
/// at the press it remembers the target's position; when the drag begins it
/// requests an active token, and on every move it sets the position to that
/// start plus the gesture's translation (measured from the press, so the
/// grabbed point stays under the pointer); when the drag ends or is
/// cancelled it ends the token. So the runtime is active exactly during the
/// drag.
///
/// A `Draggable` only drags: it does not stop other motion on the target.
/// Use ``Tossable`` for the full grab, drag and throw behaviour.
///
/// ```swift
/// let drag = DragGestureRecognizer()
/// runtime.addPlan(Draggable(drag), to: box)
/// host.onPointerDown(on: box) { event in drag.handle(event) }
/// ```
public struct Draggable: NamedPlan {
    public typealias Performer = DragPerformer

    /// The recognizer whose drags move the target.
    public let recognizer: DragGestureRecognizer

    /// Creates a plan that drags the target with `recognizer`.
    public init(_ recognizer: DragGestureRecognizer) {
        self.recognizer = recognizer
    }
}

extension Draggable: CustomStringConvertible {
    /// `Draggable`, or `Draggable("Box#3")` when the recognizer has a name.
    public var description: String {
        recognizer.name.map { "Draggable(\"\($0)\")" } ?? "Draggable"
    }
}
