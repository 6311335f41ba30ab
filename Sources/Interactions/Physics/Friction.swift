import MotionMath

/// How quickly a fling loses speed: exponential decay `v(t) = v₀·e^(−k·t)`.
///
/// Integrating gives the exact position `x(t) = x₀ + v₀/k·(1 − e^(−k·t))`,
/// so a fling released at `v₀` stops at ``projectedDistance(forVelocity:)``
/// = `v₀/k` from where it started, whatever the frame rate.
///
/// Presets:
/// - ``android``: k = 4.2/s, Android's `FlingAnimation` default friction.
/// - ``uiKit``: UIKit's `UIScrollView.DecelerationRate.normal`, which keeps
///   0.998 of the velocity per millisecond: k = −1000·ln(0.998) ≈ 2.002/s,
///   a longer glide.
/// - ``uiKitFast``: `DecelerationRate.fast`, 0.99 per millisecond (k ≈ 10.05/s).
///
/// ```swift
/// Fling(velocity: release, friction: .uiKit)
/// Friction(retainedPerMillisecond: 0.995)   // k ≈ 5.01/s
/// ```
public struct Friction: Sendable, Hashable {
    /// The decay rate `k`, per second.
    public var rate: Double

    /// Creates a friction from its decay rate `k` (per second, positive).
    public init(rate: Double) {
        precondition(rate > 0 && rate.isFinite, "Friction: the decay rate must be positive and finite, got \(rate).")
        self.rate = rate
    }

    /// Creates a friction from the fraction of velocity kept each millisecond,
    /// UIKit's way of stating it: k = −1000·ln(retained).
    public init(retainedPerMillisecond retained: Double) {
        precondition(retained > 0 && retained < 1, "Friction: the retained fraction must be in (0, 1), got \(retained).")
        self.init(rate: -1000 * MotionMath.log(retained))
    }

    /// k = 4.2/s: Android's `FlingAnimation` default.
    public static let android = Friction(rate: 4.2)
    /// 0.998 of the velocity kept per millisecond: UIKit's normal deceleration.
    public static let uiKit = Friction(retainedPerMillisecond: 0.998)
    /// 0.99 of the velocity kept per millisecond: UIKit's fast deceleration.
    public static let uiKitFast = Friction(retainedPerMillisecond: 0.99)

    /// How far a fling released at `velocity` travels before it stops: `v₀/k`.
    public func projectedDistance(forVelocity velocity: Point) -> Point {
        velocity / rate
    }
}

extension Friction: CustomStringConvertible, TextOutputStreamable {
    /// `k=4.2/s`.
    public var description: String { _describing(self) }

    /// Writes ``description`` piece by piece, making no string of its own.
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write("k="); target.write(_formatted(rate)); target.write("/s")
    }
}
