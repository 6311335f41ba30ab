/// Text as a JSON string literal, every character kept: quotes, backslashes
/// and control characters escaped (`\n`, `\t`, the rest as `\u00XX`, and
/// U+FEFF as `\ufeff`), all else as it is. What the package's writers of JSON share, so each file
/// they write reads back to the same text with any JSON reader.
///
/// ```swift
/// JSONStringLiteral.of("Box \"1\"\n")   // "\"Box \\\"1\\\"\\n\""
/// ```
package enum JSONStringLiteral {
    /// `text` in double quotes, escaped as JSON requires.
    package static func of(_ text: String) -> String {
        "\"" + ScalarEscape.apply(text, escape) + "\""
    }

    /// What JSON writes for `scalar`, or nil to keep it.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        // U+FEFF as a character is a byte order mark to some readers (Foundation's JSONSerialization
        // on Linux drops it from a string): escaped, every reader keeps it.
        case _ where scalar.value < 0x20 || scalar == "\u{FEFF}":
            fourDigitEscape(scalar)
        default: nil
        }
    }

    /// `\u` and the scalar's four hexadecimal digits (it is below U+10000).
    private static func fourDigitEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
