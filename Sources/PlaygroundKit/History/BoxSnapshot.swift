import Canvas
import Interactions

/// One box as a frame of a ``SessionHistory`` showed it: everything drawn
/// (exactly), and its motion as its performers last reported it.
///
/// ```swift
/// if let box = history.box(named: "Box#1", at: index) {
///     print(box.position, box.motion.velocity.length)
/// }
/// ```
public struct BoxSnapshot: Sendable, Hashable {
    /// The box's name.
    public var name: String
    /// Its centre, in scene points.
    public var position: Point
    /// Its natural size, in points.
    public var size: Size
    /// Its scale, rotation (radians), opacity and corner radius, as drawn.
    public var scale: Double
    public var rotation: Double
    public var opacity: Double
    public var cornerRadius: Double
    /// Its fill colour.
    public var color: Color
    /// Its motion: phase, velocity (px/s of scene time) and projected rest position.
    public var motion: MotionState

    init(_ sample: _BoxSample, name: String) {
        self.name = name
        position = Point(x: sample.x, y: sample.y)
        size = Size(width: sample.width, height: sample.height)
        scale = sample.scale
        rotation = sample.rotation
        opacity = sample.opacity
        cornerRadius = sample.cornerRadius
        color = Color(rgba: sample.color)
        motion = sample.motion
    }
}
