import Canvas
import Interactions
import MotionMath

/// A rectangle in the scene: what a person drags and flings.
///
/// A box is a `Positionable` target, so every performer in Interactions can
/// move it. Its ``position`` is its centre, in scene points. It keeps the
/// latest `MotionState` its performers report, which is how the overlay
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
public final class Box: Transformable, Fadable, CustomStringConvertible {
    /// The box's name in logs and the inspector.
    public let name: String
    /// The centre of the box, in scene points.
    ///
    /// Written by performers every frame; only ever touched from the frame
    /// loop's thread, so the run-time exclusivity check (8 ns a write, which
    /// adds up over the stress scene's 5,000 boxes) is switched off.
    @exclusivity(unchecked) public var position: Point
    /// The box's natural size, in points (before ``scale``).
    ///
    /// This and the drawn properties below are read every frame for every box
    /// (drawing, and the history's record of the frame), so their run-time
    /// exclusivity checks are off too, as for ``position``.
    @exclusivity(unchecked) public var size: Size
    /// The uniform scale about the centre, 1 for the natural size (pinching changes it).
    @exclusivity(unchecked) public var scale = 1.0
    /// The rotation about the centre, in radians, positive clockwise on screen (as in CSS).
    @exclusivity(unchecked) public var rotation = 0.0
    /// From 0 (invisible) to 1 (opaque); `FadeIn` animates it.
    @exclusivity(unchecked) public var opacity = 1.0
    /// The fill colour.
    @exclusivity(unchecked) public var color: Color
    /// The radius of the corners, in points.
    @exclusivity(unchecked) public var cornerRadius: Double
    /// The recognizer that turns this box's pointer events into a drag.
    public let recognizer: DragGestureRecognizer
    /// What the box's motion is doing, as its performers last reported.
    @exclusivity(unchecked) public private(set) var motion = MotionState.atRest

    /// Creates a box centred at `position`.
    public init(name: String, position: Point, size: Size, color: Color, cornerRadius: Double = 14) {
        self.name = name
        self.position = position
        self.size = size
        self.color = color
        self.cornerRadius = cornerRadius
        self.recognizer = DragGestureRecognizer(name: name)
    }

    /// The box's rectangle in scene points, untransformed (its natural size, not turned).
    public var frame: Rect {
        Rect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The box's rectangle at its drawn size (scaled), before it is turned, in scene points.
    package var displayedFrame: Rect {
        let width = size.width * scale, height = size.height * scale
        return Rect(x: position.x - width / 2, y: position.y - height / 2, width: width, height: height)
    }

    /// The smallest upright rectangle around the box as drawn (scaled and turned).
    public var bounds: Rect {
        let (sin, cos) = MotionMath.sinCos(rotation.isFinite ? rotation : 0)
        let halfWidth = (abs(cos) * size.width + abs(sin) * size.height) * abs(scale) / 2
        let halfHeight = (abs(sin) * size.width + abs(cos) * size.height) * abs(scale) / 2
        return Rect(x: position.x - halfWidth, y: position.y - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
    }

    /// `point` (scene points) in the box's own coordinates: relative to its
    /// centre, before its scale and rotation.
    public func localPoint(_ point: Point) -> Point {
        let offset = point - position
        let (sin, cos) = MotionMath.sinCos(rotation.isFinite ? rotation : 0)
        let inverseScale = scale != 0 ? 1 / scale : 0
        return Point(x: (cos * offset.x + sin * offset.y) * inverseScale, y: (-sin * offset.x + cos * offset.y) * inverseScale)
    }

    /// Where the box's own point `local` (relative to its centre, unscaled, unturned) is drawn.
    public func scenePoint(_ local: Point) -> Point {
        let (sin, cos) = MotionMath.sinCos(rotation.isFinite ? rotation : 0)
        return position + Point(x: (cos * local.x - sin * local.y) * scale, y: (sin * local.x + cos * local.y) * scale)
    }

    /// Whether `point` (in scene points) is inside the box as drawn: scaled and turned.
    public func contains(_ point: Point) -> Bool {
        let local = localPoint(point)
        return abs(local.x) <= size.width / 2 && abs(local.y) <= size.height / 2
    }

    public func motionDidChange(_ state: MotionState) {
        motion = state
    }

    public var description: String { name }
}
