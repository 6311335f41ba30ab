import MotionMath
/// Tick marks for a plot axis: round values (1, 2 or 5 times a power of ten)
/// a readable distance apart, and their labels with just enough decimals.
///
/// ```swift
/// let ticks = AxisTicks(range: 0...847, count: 4)   // 0, 200, 400, 600, 800
/// ticks.label(400)                                   // "400"
/// ```
package struct AxisTicks {
    /// The step between ticks.
    package let step: Double
    /// The tick values within the range, ascending.
    package let values: [Double]

    /// About `count` ticks over `range`.
    package init(range: ClosedRange<Double>, count: Int) {
        let length = range.upperBound - range.lowerBound
        guard length.isFinite, length > 0, count > 0 else {
            step = 1
            values = range.lowerBound.isFinite ? [range.lowerBound] : []
            return
        }
        step = Self.niceStep(length / Double(count))
        var values: [Double] = []
        var value = (range.lowerBound / step).rounded(.up) * step
        while value <= range.upperBound + step * 1e-9, values.count < 100 {
            values.append(value == 0 ? 0 : value)  // no "-0"
            value += step
        }
        self.values = values
    }

    /// The smallest of 1, 2, 5 × 10ⁿ at least `raw`.
    package static func niceStep(_ raw: Double) -> Double {
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        for multiple in [1.0, 2, 5, 10] where power * multiple >= raw * (1 - 1e-9) {
            return power * multiple
        }
        return power * 10
    }

    /// `value` with as many decimals as the step needs.
    package func label(_ value: Double) -> String {
        Self.format(value, decimals: decimals)
    }

    package var decimals: Int {
        var decimals = 0, scaled = step
        while scaled < 1 - 1e-9, decimals < 4 {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }

    /// `value` with `decimals` decimals, without Foundation.
    package static func format(_ value: Double, decimals: Int) -> String {
        DecimalText.fixed(value, decimals: decimals, trimmingZeros: false, nonFinite: "–")
    }
}
