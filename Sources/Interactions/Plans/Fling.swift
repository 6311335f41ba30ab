import Motion

/// Throws the target with a velocity that decays exponentially, optionally
/// kept inside bounds.
///
/// Fulfilled by ``AnimationPerformer`` from the target's current position:
/// x(t) = x₀ + v₀/k·(1 − e^(−k·t)) per axis, in closed form, coming to rest
/// (and snapping exactly) at x₀ + v₀/k. With `bounds`, an axis that would
/// stop beyond a bound reaches it at the exact crossing time and springs
/// back to it with `spring`'s constants, starting with the remaining
/// velocity; all inside the one performer, so the hand-over does not depend
/// on frame times. Starting outside the bounds, a fling thrown back inwards
/// flies in and decays naturally; it springs to the nearer edge at once only
/// if it would not come back in. Bounds apply to the target's position (a
/// point): shrink a region by the target's size first if edges should stay
/// inside.
///
/// ```swift
/// let velocity = tracker.velocity()   // release velocity, px/s
/// runtime.addPlan(Fling(velocity: velocity, bounds: screen), named: "motion", to: box)
/// ```
public struct Fling: NamedPlan, SendablePlan {
    public typealias Performer = AnimationPerformer

    /// The initial velocity, px/s.
    public var velocity: Point
    /// How fast the velocity decays; Android's k = 4.2/s unless given.
    public var friction: Friction
    /// The region the position must end inside, if any.
    public var bounds: Rect?
    /// The spring that brings the position back to a bound it reached.
    public var spring: SpringParameters

    /// Creates a fling.
    public init(velocity: Point, friction: Friction = .android, bounds: Rect? = nil, spring: SpringParameters = .default) {
        self.velocity = velocity
        self.friction = friction
        self.bounds = bounds
        self.spring = spring
    }
}

extension Fling: CustomStringConvertible {
    /// `Fling(velocity: (1200, -300))`, plus friction, bounds and spring when given.
    public var description: String { _describing(writeDescription) }

    /// Appends ``description`` to `text` with no string of its own: the runtime's log describes every plan added.
    public func writeDescription(to text: inout String) {
        text += "Fling(velocity: "; velocity.write(to: &text)
        if friction != .android { text += ", friction: "; friction.write(to: &text) }
        if let bounds { text += ", bounds: "; bounds.write(to: &text) }
        if spring != .default { text += ", spring: "; spring.write(to: &text) }
        text += ")"
    }
}
