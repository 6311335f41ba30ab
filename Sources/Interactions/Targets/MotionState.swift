/// What a target's motion is doing now: its kind, its velocity and where it
/// will come to rest.
///
/// Performers send it to their target through
/// ``Positionable/motionDidChange(_:)``, so an inspector can show the
/// velocity and projected rest position of a selected target without
/// knowing about performers. It is a value: keep the latest one.
///
/// ```swift
/// final class Card: Positionable {
///     var position = Point.zero
///     var label = ""
///     func motionDidChange(_ state: MotionState) {
///         label = "\(state)"   // "flinging v=(1200, 0) rest=(486, 120)"
///     }
/// }
/// ```
public struct MotionState: Sendable, Hashable {
    /// The kind of motion under way.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// Nothing moves the target.
        case atRest
        /// A pointer drags the target.
        case dragging
        /// A ``Fling`` decays the target's velocity (possibly springing back
        /// from its bounds).
        case flinging
        /// A ``Spring`` pulls the target to its destination.
        case springing
    }

    /// The kind of motion under way.
    public var phase: Phase
    /// The target's current velocity, in px/s; zero at rest.
    public var velocity: Point
    /// Where the motion will leave the target: the decay formula's end point
    /// (or the bound it springs back to) for a fling, the destination for a
    /// spring, the current position for a drag or at rest; `nil` only in
    /// ``atRest``, which knows no position.
    public var projectedRestPosition: Point?

    /// Creates a state.
    public init(phase: Phase, velocity: Point, projectedRestPosition: Point?) {
        self.phase = phase
        self.velocity = velocity
        self.projectedRestPosition = projectedRestPosition
    }

    /// At rest, with no position information.
    public static let atRest = MotionState(phase: .atRest, velocity: .zero, projectedRestPosition: nil)

    /// At rest at `position`.
    public static func atRest(at position: Point) -> MotionState {
        MotionState(phase: .atRest, velocity: .zero, projectedRestPosition: position)
    }

    /// Whether the target is moving or being moved.
    public var isMoving: Bool { phase != .atRest }
}

extension MotionState: CustomStringConvertible {
    /// `atRest`, `dragging v=(300, 0)`, `springing v=(12, -4) rest=(200, 120)`.
    public var description: String {
        var text = phase.rawValue
        if phase != .atRest { text += " v=\(velocity)" }
        if let rest = projectedRestPosition, phase == .flinging || phase == .springing {
            text += " rest=\(rest)"
        } else if let rest = projectedRestPosition, phase == .atRest {
            text += " at \(rest)"
        }
        return text
    }
}
