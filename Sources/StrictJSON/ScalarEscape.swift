/// The one loop the package's escapes share: text with some of its Unicode scalars written
/// another way, the rest kept.
///
/// A JSON string (``JSONStringLiteral``), a Swift string literal (what `g` writes), HTML (the
/// review's report) and a one-line message (`PlaygroundError`) are different escapes: each says
/// which scalars it replaces, and with what; this walks the text once for all of them.
///
/// ```swift
/// ScalarEscape.apply("a\tb") { $0 == "\t" ? "\\t" : nil }   // "a\\tb"
/// ScalarEscape.swiftHex("\u{1}")                           // "\\u{1}"
/// ```
package enum ScalarEscape {
    /// `text` with each scalar for which `replacement` returns a string written as that string,
    /// and every other scalar as it is.
    package static func apply(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// `scalar` as a Swift escape, `\u{` its hexadecimal digits `}`.
    package static func swiftHex(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }
}
