/// Conversions from pixel coordinates to the 24.8 fixed point the axis-aligned paths use.
///
/// Converting once at the API boundary and then doing integer maths is what
/// makes rectangle edges identical in debug and release builds: a rectangle at
/// x = 10.25 covers its first column by exactly 192/256.
enum _Fixed {
    /// Coordinates beyond ±4 Mi pixels are clamped: nothing that far away is visible,
    /// and the clamp keeps every later product far from overflow.
    static let limit: Double = 4_194_304

    /// Clamps a finite coordinate into ``limit``.
    @inline(__always)
    static func clamp(_ value: Double) -> Double {
        max(-limit, min(limit, value))
    }

    /// `value` in 1/256 pixel, rounded to nearest (halves away from zero). `value` must be finite.
    ///
    /// Adding ±0.5 and truncating avoids `rounded()`, which is a libm call on
    /// baseline x86-64 (no SSE4.1) and would cost more than the rest of a small rectangle.
    @inline(__always)
    static func from(_ value: Double) -> Int {
        let scaled = clamp(value) * 256
        return Int(scaled + (scaled < 0 ? -0.5 : 0.5))
    }

    /// How much of pixel column (or row) `index` the interval `[start, end)` covers, in `0...256`.
    @inline(__always)
    static func overlap(_ start: Int, _ end: Int, _ index: Int) -> Int {
        let lo = max(start, index &<< 8), hi = min(end, (index &+ 1) &<< 8)
        return max(0, hi &- lo)
    }

    /// An opacity in `0...1` as a coverage factor in `0...256`.
    @inline(__always)
    static func coverage(opacity: Double) -> Int {
        guard opacity.isFinite else { return 0 }
        return Int((max(0, min(1, opacity)) * 256).rounded())
    }
}

/// An axis-aligned box in 1/256 pixel, half-open: `[x0, x1) × [y0, y1)`.
struct _FixedBox {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}
