import MotionMath

// MARK: - SwiftUI's response and damping fraction

extension SpringParameters {
    /// A spring stated the way SwiftUI states one: its response (the period
    /// of the undamped oscillation, in seconds) and its damping fraction (ζ).
    ///
    /// SwiftUI's `Spring(response:dampingRatio:)` and
    /// `.spring(response:dampingFraction:)` with `mass` (1 in SwiftUI):
    /// stiffness = (2π / response)² · mass, damping = 4π · ζ · mass / response,
    /// which is c = 2ζ·√(k·m) with √(k/m) = 2π / response. The same motion in
    /// stiffness, damping and mass, so ``response`` and ``dampingFraction``
    /// read the two numbers back.
    ///
    /// ```swift
    /// let spring = SpringParameters(response: 0.5, dampingFraction: 0.8)
    /// spring.stiffness   // 157.91… = (2π/0.5)²
    /// spring.damping     // 20.10… = 4π·0.8/0.5
    /// ```
    public init(response: Double, dampingFraction: Double, mass: Double = 1) {
        precondition(response > 0 && response.isFinite, "SpringParameters: the response must be positive and finite, got \(response).")
        let angularFrequency = 2 * Double.pi / response
        self.init(
            stiffness: angularFrequency * angularFrequency * mass,
            damping: 4 * Double.pi * dampingFraction * mass / response,
            mass: mass
        )
    }

    /// SwiftUI's response: the period of the undamped oscillation,
    /// 2π·√(m/k) seconds (also ``undampedPeriod``).
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// SwiftUI's damping fraction: the damping ratio ζ = c / (2·√(k·m)).
    public var dampingFraction: Double { dampingRatio }

    /// The period of the oscillation without damping, 2π/ω₀ seconds.
    public var undampedPeriod: Double { response }
}
