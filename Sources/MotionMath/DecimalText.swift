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
        // Written digit by digit into a buffer on the stack, then made one string (up to 15
        // bytes, a small string, allocates nothing): plan descriptions format every number
        // of every plan the runtime logs.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumFixedLength) { buffer in
            guard let count = writeFixed(value, decimals: decimals, trimmingZeros: trimmingZeros, into: buffer, at: 0) else {
                return shortest(value)
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// Finite numbers as ``fixed(_:decimals:trimmingZeros:nonFinite:)`` writes them, in
    /// parentheses, separated by a comma and a space, as one string: `(200, 120.5)`. A point's
    /// or a rectangle's description, made at once instead of a piece at a time.
    ///
    /// ```swift
    /// [200, 120.5].withUnsafeBufferPointer { DecimalText.parenthesized($0, decimals: 2) }  // "(200, 120.5)"
    /// ```
    package static func parenthesized(_ values: UnsafeBufferPointer<Double>, decimals: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 + values.count * (maximumFixedLength + 2)) { buffer in
            var count = 0
            buffer[count] = 0x28
            count += 1
            for (index, value) in values.enumerated() {
                if index > 0 {
                    buffer[count] = 0x2C
                    buffer[count + 1] = 0x20
                    count += 2
                }
                if let end = writeFixed(value, decimals: decimals, trimmingZeros: true, into: buffer, at: count) {
                    count = end
                } else {
                    for byte in (value.isFinite ? shortest(value) : spelled(value)).utf8.prefix(maximumFixedLength) {
                        buffer[count] = byte
                        count += 1
                    }
                }
            }
            buffer[count] = 0x29
            count += 1
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// The most bytes ``writeFixed(_:decimals:trimmingZeros:into:at:)`` writes (a sign, 16
    /// digits, a point, 15 decimals), and the most a fallback is given in a list.
    private static let maximumFixedLength = 40

    /// Writes `value` as ``fixed(_:decimals:trimmingZeros:nonFinite:)`` does at `start` in
    /// `buffer`; returns the index after it, or `nil` (nothing written) for a value that is not
    /// finite or too large for exact integer arithmetic.
    private static func writeFixed(
        _ value: Double, decimals: Int, trimmingZeros: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Int? {
        guard value.isFinite else { return nil }
        let places = min(max(decimals, 0), 15)
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return nil }
        let units = Int(scaled), divisor = Int(factor)
        var count = start
        if value < 0 && units != 0 {
            buffer[count] = 0x2D
            count += 1
        }
        count = writeDigits(of: units / divisor, minimumCount: 1, into: buffer, at: count)
        var fraction = units % divisor, fractionDigits = places
        if trimmingZeros {
            while fractionDigits > 0 && fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        if fractionDigits > 0 {
            buffer[count] = 0x2E
            count = writeDigits(of: fraction, minimumCount: fractionDigits, into: buffer, at: count + 1)
        }
        return count
    }

    /// Writes the decimal digits of `value` (not negative), padded with leading zeros to
    /// `minimumCount`, at `start` in `buffer`; returns the index after the last.
    private static func writeDigits(of value: Int, minimumCount: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var length = 1, rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        length = max(length, minimumCount)
        var remaining = value
        for index in stride(from: start + length - 1, through: start, by: -1) {
            buffer[index] = 0x30 + UInt8(remaining % 10)
            remaining /= 10
        }
        return start + length
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
