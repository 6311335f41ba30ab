/// A ``Positionable`` target that can also be scaled and turned: what
/// ``Pinchable``, ``Rotatable``, ``ScaleSpring`` and ``RotationSpring`` need.
///
/// The transform applies about the target's ``Positionable/position`` (its
/// centre): a point at offset `u` from the centre in the target's own
/// coordinates is drawn at `position + scale · R(rotation) · u`, where R turns
/// from +x towards +y (clockwise on a y-down screen, as CSS rotations).
///
/// Performers write ``scale`` and ``rotation`` while a gesture or an
/// animation drives them, and read them when one starts, so the target may be
/// changed by hand in between without a jump.
///
/// ```swift
/// final class Card: Transformable {
///     var position = Point(x: 200, y: 150)
///     var scale = 1.0
///     var rotation = 0.0
/// }
/// ```
public protocol Transformable: Positionable {
    /// The uniform scale, 1 for the natural size.
    var scale: Double { get set }
    /// The rotation in radians, positive clockwise on a y-down screen.
    var rotation: Double { get set }
}
