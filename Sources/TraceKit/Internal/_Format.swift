// MARK: - Deterministic text formatting, without Foundation

enum _Format {
    /// Seconds with millisecond precision, e.g. `1.250s` or `-0.016s`.
    ///
    /// Pure Swift, so reports read the same on every platform and locale.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)s" }
        let milliseconds = Int((value * 1000).rounded())
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
        return "\(sign)\(magnitude / 1000).\(padded)s"
    }

    /// One CSV field, quoted as RFC 4180 asks when it holds a comma, quote or line break.
    static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else {
            return field
        }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}
