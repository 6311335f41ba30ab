/// The one way the toolkit turns a `Double` into an `Int`: rounded, clamped,
/// and never a trap.
///
/// Swift's `Int(_: Double)` traps on NaN, on infinity and on anything beyond
/// ±2⁶³. A coordinate, a size or a speed that reaches drawing or layout can be
/// any of those (a box flung absurdly far, a wild device value, a hand-edited
/// script), so every such conversion in Canvas and PlaygroundKit goes through
/// ``from(_:rounding:in:)`` instead:
///
/// - a value that is not finite gives `nil`: the caller draws nothing (a shape
///   it cannot place) or shows a placeholder;
/// - a finite value is rounded by the rule, then clamped into the range, by
///   default ±``limit``, far outside any framebuffer yet far enough from
///   `Int.max` that adding a framebuffer's width or multiplying by a text scale
///   cannot overflow.
///
/// ```swift
/// CheckedInt.from(12.7)                                  // 12
/// CheckedInt.from(12.5, rounding: .toNearestOrAwayFromZero)   // 13
/// CheckedInt.from(1e308)                                 // 1_073_741_824 (clamped)
/// CheckedInt.from(.nan)                                  // nil
/// guard let x = CheckedInt.from(position.x * scale, rounding: .down) else { return }   // draw nothing
/// ```
public enum CheckedInt {
    /// The magnitude a converted value is clamped to by default: 2³⁰.
    public static let limit = 1 << 30

    /// The default range, `-limit ... limit`.
    public static let range = -limit...limit

    /// `value` rounded by `rule` and clamped into `range`, or `nil` when it is NaN or infinite.
    ///
    /// - Parameters:
    ///   - value: any `Double`.
    ///   - rule: how to round; `.towardZero` (the default) is what `Int(_:)` does.
    ///   - range: where the result must lie; by default ±``limit``.
    @inlinable
    public static func from(
        _ value: Double, rounding rule: FloatingPointRoundingRule = .towardZero, in range: ClosedRange<Int> = CheckedInt.range
    ) -> Int? {
        guard value.isFinite else { return nil }
        // Rounding a finite Double is exact and stays finite; clamp in Double before converting,
        // since only doubles strictly inside Int's range convert without a trap.
        let rounded = rule == .towardZero ? value : value.rounded(rule)
        if rounded <= Double(range.lowerBound) { return range.lowerBound }
        if rounded >= Double(range.upperBound) { return range.upperBound }
        return min(max(Int(rounded), range.lowerBound), range.upperBound)
    }
}
