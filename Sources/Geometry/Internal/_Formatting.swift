import MotionMath

/// How geometry reads in descriptions and logs: `(200, 120)`, `80×60`.
enum _Formatting {
    /// A number as short, readable text: rounded to two decimals, whole numbers without a
    /// fraction (`200`, `12.5`, `-3.25`). For display only: never parse it back.
    static func number(_ value: Double) -> String {
        DecimalText.fixed(value, decimals: 2)
    }

    /// A description written by a value's own `write(to:)`.
    static func describing(_ value: some TextOutputStreamable) -> String {
        var text = ""
        value.write(to: &text)
        return text
    }
}
