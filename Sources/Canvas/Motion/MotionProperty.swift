/// One recorded property of a motion recording's track: `x`, `velocityY`, `active`.
///
/// A property is its name in the JSON and the unit a failure message gives
/// it. The box properties a replay records are the static members; a
/// recording may hold others (a test's own), whose unit is empty.
///
/// ```swift
/// let tolerance = MotionTolerance([.x: 0.5, .velocityX: 2])
/// MotionProperty.x.unit   // "px"
/// ```
public struct MotionProperty: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The property's name in the JSON.
    public var rawValue: String

    /// A property named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A property named `value`.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The centre's x, in scene points.
    public static let x: MotionProperty = "x"
    /// The centre's y, in scene points.
    public static let y: MotionProperty = "y"
    /// The natural width, in scene points.
    public static let width: MotionProperty = "width"
    /// The natural height, in scene points.
    public static let height: MotionProperty = "height"
    /// The uniform scale, 1 for the natural size.
    public static let scale: MotionProperty = "scale"
    /// The rotation, in radians.
    public static let rotation: MotionProperty = "rotation"
    /// The opacity, from 0 to 1.
    public static let opacity: MotionProperty = "opacity"
    /// The velocity's x, in points per second, as the box's performers report it.
    public static let velocityX: MotionProperty = "velocityX"
    /// The velocity's y, in points per second, as the box's performers report it.
    public static let velocityY: MotionProperty = "velocityY"
    /// The number of active tokens open on the box.
    public static let tokens: MotionProperty = "tokens"
    /// The scene time after the frame, in seconds (the runtime's track).
    public static let time: MotionProperty = "time"
    /// Whether the runtime is active after the frame: 1 or 0 (the runtime's track).
    public static let active: MotionProperty = "active"

    /// What a box's track records, in this order.
    package static let boxProperties: [MotionProperty] = [.x, .y, .width, .height, .scale, .rotation, .opacity, .velocityX, .velocityY, .tokens]
    /// What the runtime's track records, in this order.
    package static let runtimeProperties: [MotionProperty] = [.time, .active]

    /// The unit a message writes after a value or a difference: `px`, `px/s`, `rad`, `s`, or empty.
    public var unit: String {
        switch rawValue {
        case "x", "y", "width", "height": "px"
        case "velocityX", "velocityY": "px/s"
        case "rotation": "rad"
        case "time": "s"
        default: ""
        }
    }

    /// The property's name.
    public var description: String { rawValue }

    /// Orders properties by name.
    public static func < (lhs: MotionProperty, rhs: MotionProperty) -> Bool { lhs.rawValue < rhs.rawValue }
}
