/// How far a recorded value may be from its golden and still match: exact by
/// default, or within an absolute amount per property when a test asks.
///
/// Replays are exact, so a motion golden compares to the last bit on every
/// machine and build; a tolerance is for motion recorded outside a replay,
/// or for a property a test deliberately leaves loose.
///
/// ```swift
/// import CanvasSnapshotTesting
///
/// assertMotionGolden(motion)                                                    // exact
/// assertMotionGolden(motion, tolerance: MotionTolerance([.x: 0.5, .y: 0.5]))   // half a point
/// assertMotionGolden(motion, tolerance: MotionTolerance(otherwise: 1e-9))       // every property
/// ```
public struct MotionTolerance: Sendable, Hashable {
    /// Every value equal to its golden's, bit for bit (NaN matches NaN).
    public static let exact = MotionTolerance()

    /// The largest difference allowed, by property.
    public var perProperty: [MotionProperty: Double]
    /// The largest difference allowed for a property ``perProperty`` does not name.
    public var otherwise: Double

    /// A tolerance of `perProperty`, and `otherwise` for the rest; amounts are absolute and not negative.
    public init(_ perProperty: [MotionProperty: Double] = [:], otherwise: Double = 0) {
        precondition(perProperty.values.allSatisfy { $0 >= 0 } && otherwise >= 0, "a tolerance is not negative")
        self.perProperty = perProperty
        self.otherwise = otherwise
    }

    /// The largest difference allowed in `property`.
    public func allowed(for property: MotionProperty) -> Double {
        perProperty[property] ?? otherwise
    }

    /// Whether `actual` matches `expected` in `property`: the same bits, or both NaN, or within the allowed amount.
    public func matches(_ actual: Double, _ expected: Double, in property: MotionProperty) -> Bool {
        if actual.bitPattern == expected.bitPattern || (actual.isNaN && expected.isNaN) { return true }
        let allowed = allowed(for: property)
        return allowed > 0 && abs(actual - expected) <= allowed
    }
}
