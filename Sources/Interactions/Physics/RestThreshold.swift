/// When an animation counts as finished: close enough to where it rests and
/// slow enough that the remaining motion is invisible.
///
/// A scale or rotation spring applies the same rule to its one number (as
/// the x axis), with ``scale`` and ``rotation``.
///
/// An animation comes to rest at the first frame where, on each axis,
/// |x − rest position| < ``position`` and |v| < ``velocity``; it then snaps
/// exactly to its rest position and its active token ends. The defaults are
/// Android's `DynamicAnimation` rule: 0.75 px (three quarters of the minimum
/// visible change of one pixel) and 0.75 × 62.5 = 46.875 px/s (its velocity
/// threshold multiplier, 1000/16).
///
/// ```swift
/// RestThreshold.default.isAtRest(offset: Point(x: 0.5, y: 0), velocity: Point(x: 10, y: 3)) // true
/// ```
public struct RestThreshold: Sendable, Hashable {
    /// The largest distance (px) from the rest position, per axis, that counts as arrived.
    public var position: Double
    /// The largest speed (px/s), per axis, that counts as stopped.
    public var velocity: Double

    /// Creates a threshold.
    public init(position: Double = 0.75, velocity: Double = 46.875) {
        self.position = position
        self.velocity = velocity
    }

    /// 0.75 px and 46.875 px/s, Android's rule.
    public static let `default` = RestThreshold()

    /// For a scale: 0.002 (0.3 px on a 150 px box) and 0.125 per second, the
    /// same ratio of distance to speed as the position's rule.
    public static let scale = RestThreshold(position: 0.002, velocity: 0.125)

    /// For a rotation: 0.002 rad (0.15 px at 75 px from the centre) and 0.125 rad/s.
    public static let rotation = RestThreshold(position: 0.002, velocity: 0.125)

    /// Whether a motion `offset` from its rest position, moving at
    /// `velocity`, is at rest: both strictly below the thresholds on each axis.
    @inlinable
    public func isAtRest(offset: Point, velocity: Point) -> Bool {
        abs(offset.x) < position && abs(offset.y) < position
            && abs(velocity.x) < self.velocity && abs(velocity.y) < self.velocity
    }
}
