/// Numbers as decimal text, written once for the whole toolkit: log times,
/// labels, plan descriptions, motion state, tuning figures and scripts all
/// format through it, so the same number reads the same everywhere, on every
/// machine (integer arithmetic on the rounded value; no locale, no Foundation).
///
/// ```swift
/// DecimalText.fixed(1.5, decimals: 2)                          // "1.5"
/// DecimalText.fixed(1.5, decimals: 2, trimmingZeros: false)    // "1.50"
/// DecimalText.significant(0.18257, figures: 3)                 // "0.183"
/// DecimalText.shortest(0.1)                                    // "0.1" (reads back as the same Double)
/// ```
public enum DecimalText {
    /// `value` rounded to `decimals` places, half away from zero, with a minus
    /// sign only when the rounded value is not zero. Trailing zeros (and a
    /// bare point) go unless `trimmingZeros` is false. A value too large for
    /// exact integer arithmetic at that precision (beyond about 9e15 units of
    /// the last place) is written in full by ``shortest(_:)``; NaN and the
    /// infinities by `nonFinite` when given, else `nan`, `inf`, `-inf`.
    public static func fixed(_ value: Double, decimals: Int, trimmingZeros: Bool = true, nonFinite: String? = nil) -> String {
        guard value.isFinite else { return nonFinite ?? spelled(value) }
        let places = min(max(decimals, 0), 15)
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return shortest(value) }
        let units = Int(scaled), divisor = Int(factor)
        let sign = value < 0 && units != 0 ? "-" : ""
        var text = sign + String(units / divisor)
        guard places > 0 else { return text }
        var fraction = String(units % divisor)
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        if trimmingZeros {
            while fraction.last == "0" { fraction.removeLast() }
            if fraction.isEmpty { return text }
        }
        text += "." + fraction
        return text
    }

    /// `value` to `figures` significant figures, written by ``shortest(_:)``: `342`, `24.68`, `0.8111`.
    public static func significant(_ value: Double, figures: Int) -> String {
        guard value.isFinite else { return spelled(value) }
        guard value != 0 else { return "0" }
        let figures = min(max(figures, 1), 17)
        var limit = 1.0
        for _ in 1..<figures { limit *= 10 }
        // Scale by powers of ten until the significant figures sit left of the point.
        var magnitude = abs(value), exponent = 0
        while magnitude < limit && exponent < 300 { magnitude *= 10; exponent += 1 }
        while magnitude >= limit * 10 && exponent > -300 { magnitude /= 10; exponent -= 1 }
        var power = 1.0
        for _ in 0..<abs(exponent) { power *= 10 }
        let rounded = exponent >= 0 ? (value * power).rounded() / power : (value / power).rounded() * power
        return shortest(rounded)
    }

    /// The shortest text that reads back as exactly `value`: whole numbers
    /// below 10¹⁵ without a fraction (`200`), others as Swift writes them
    /// (`0.1`, `1e+20`). What scripts and `tuning.swift` use.
    public static func shortest(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return value.isFinite ? "\(value)" : spelled(value)
    }

    private static func spelled(_ value: Double) -> String {
        value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
    }
}
