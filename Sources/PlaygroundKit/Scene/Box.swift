import Canvas
import Interactions

/// A rectangle in the scene: what a person drags and flings.
///
/// A box is a ``Positionable`` target, so every performer in Interactions can
/// move it. Its ``position`` is its centre, in scene points. It keeps the
/// latest ``MotionState`` its performers report, which is how the overlay
/// shows velocity and projected rest without looking into performers. Each
/// box owns the drag recognizer that the scene's pointer routing feeds.
///
/// Boxes are named (`Box#1`, …) and describe themselves by name, so runtime
/// logs read `didAddPlan Fling(…) to Box#3`.
///
/// ```swift
/// let box = Box(name: "Box#1", position: Point(x: 200, y: 150),
///               size: Size(width: 120, height: 80), color: Color(rgba: 0x42A5F5FF))
/// runtime.addPlan(Tossable(box.recognizer), to: box)
/// ```
public final class Box: Positionable, CustomStringConvertible {
    /// The box's name in logs and the inspector.
    public let name: String
    /// The centre of the box, in scene points.
    ///
    /// Written by performers every frame; only ever touched from the frame
    /// loop's thread, so the run-time exclusivity check (8 ns a write, which
    /// adds up over the stress scene's 5,000 boxes) is switched off.
    @exclusivity(unchecked) public var position: Point
    /// The box's size, in points.
    public var size: Size
    /// The fill colour.
    public var color: Color
    /// The radius of the corners, in points.
    public var cornerRadius: Double
    /// The recognizer that turns this box's pointer events into a drag.
    public let recognizer: DragGestureRecognizer
    /// What the box's motion is doing, as its performers last reported.
    public private(set) var motion = MotionState.atRest

    /// Creates a box centred at `position`.
    public init(name: String, position: Point, size: Size, color: Color, cornerRadius: Double = 14) {
        self.name = name
        self.position = position
        self.size = size
        self.color = color
        self.cornerRadius = cornerRadius
        self.recognizer = DragGestureRecognizer(name: name)
    }

    /// The box's rectangle in scene points.
    public var frame: Rect {
        Rect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether `point` (in scene points) is inside the box.
    public func contains(_ point: Point) -> Bool {
        frame.contains(point)
    }

    public func motionDidChange(_ state: MotionState) {
        motion = state
    }

    public var description: String { name }
}
