import MotionMath

// MARK: - UIKit's deceleration rate and Android's fling friction

extension Friction {
    /// UIKit's deceleration rate: the fraction of its velocity a scroll view
    /// keeps each millisecond, e^(−k/1000); ``init(retainedPerMillisecond:)``
    /// is its inverse (`UIScrollView.DecelerationRate.normal` is 0.998).
    ///
    /// ```swift
    /// Friction.uiKit.retainedPerMillisecond   // 0.998, within an ulp
    /// Friction(rate: 4.2).retainedPerMillisecond   // 0.99581…
    /// ```
    public var retainedPerMillisecond: Double { MotionMath.exp(-rate / 1000) }

    /// Android's `FlingAnimation.setFriction(_:)`: the decay rate is 4.2/s
    /// times the friction (its `UNIT_FRICTION`), so the default 1 is ``android``.
    ///
    /// ```swift
    /// Friction(androidFriction: 2).rate   // 8.4
    /// ```
    public init(androidFriction friction: Double) {
        precondition(friction > 0 && friction.isFinite, "Friction: Android's friction must be positive and finite, got \(friction).")
        self.init(rate: 4.2 * friction)
    }

    /// The friction to give Android's `FlingAnimation` for this decay: k / 4.2.
    public var androidFriction: Double { rate / 4.2 }

    /// How long a fling released at `speed` (px/s, along one axis) takes to
    /// come to rest by `threshold`, as ``Fling`` judges it: the first time its
    /// speed is below the threshold's speed and its distance to the end point
    /// below the threshold's distance, in closed form,
    /// t = max(ln(|v₀| / v_rest), ln(|v₀| / (k·x_rest))) / k (0 if already at rest).
    ///
    /// ```swift
    /// Friction.android.restTime(forSpeed: 1000)   // 1.37 s: slow at 0.73 s, within 0.75 px of its end at 1.37 s
    /// ```
    public func restTime(forSpeed speed: Double, threshold: RestThreshold = .default) -> Double {
        let v0 = abs(speed)
        guard v0 > 0 else { return 0 }
        // v(t) = v₀e^(−kt) and the distance left v(t)/k both fall below their bounds at these times.
        let untilSlow = MotionMath.log(v0 / threshold.velocity) / rate
        let untilNear = MotionMath.log(v0 / (rate * threshold.position)) / rate
        return max(0, untilSlow, untilNear)
    }
}
