import MotionMath

/// How geometry reads in descriptions and logs: `(200, 120)`, `80×60`.
enum _Formatting {
    /// A number as short, readable text: rounded to two decimals, whole numbers without a
    /// fraction (`200`, `12.5`, `-3.25`). For display only: never parse it back.
    static func number(_ value: Double) -> String {
        DecimalText.fixed(value, decimals: 2)
    }

    /// Numbers as ``number(_:)`` writes them, in parentheses, as one string: `(200, 120)`. One
    /// string, not a piece at a time: plans describe a point or a rectangle for every plan the
    /// runtime logs, and each piece appended to a string costs more than the digits.
    static func numbers(_ first: Double, _ second: Double) -> String {
        numbers(count: 2) {
            $0[0] = first; $0[1] = second
        }
    }

    /// Four numbers, as ``numbers(_:_:)`` writes two: `(0, 0, 1280, 720)`.
    static func numbers(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double) -> String {
        numbers(count: 4) {
            $0[0] = first; $0[1] = second; $0[2] = third; $0[3] = fourth
        }
    }

    /// `count` numbers set by `fill` in a buffer on the stack, written in parentheses.
    private static func numbers(count: Int, _ fill: (UnsafeMutableBufferPointer<Double>) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { values in
            values.initialize(repeating: 0)
            fill(values)
            return DecimalText.parenthesized(UnsafeBufferPointer(values), decimals: 2)
        }
    }

    /// A description written by a value's own `write(to:)`.
    static func describing(_ value: some TextOutputStreamable) -> String {
        var text = ""
        value.write(to: &text)
        return text
    }
}
