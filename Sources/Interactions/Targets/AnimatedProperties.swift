/// Which of a target's properties an animation moves: its position, its
/// scale, its rotation. ``Halt`` stops the animations of some of them.
///
/// ```swift
/// runtime.addPlan(Halt([.scale, .rotation]), to: box)   // the position keeps moving
/// ```
public struct AnimatedProperties: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// ``Positionable/position``, moved by ``Spring`` and ``Fling``.
    public static let position = AnimatedProperties(rawValue: 1 << 0)
    /// ``Transformable/scale``, moved by ``ScaleSpring``.
    public static let scale = AnimatedProperties(rawValue: 1 << 1)
    /// ``Transformable/rotation``, moved by ``RotationSpring``.
    public static let rotation = AnimatedProperties(rawValue: 1 << 2)
    /// All three.
    public static let all: AnimatedProperties = [.position, .scale, .rotation]
}

extension AnimatedProperties: CustomStringConvertible {
    /// `position, scale`.
    public var description: String {
        [(AnimatedProperties.position, "position"), (.scale, "scale"), (.rotation, "rotation")]
            .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
