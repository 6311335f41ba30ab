import FoundationEssentials
import StrictJSON

/// Text made safe for HTML, and images made into data URIs: everything an
/// artifact supplies goes through ``text(_:)`` (element content and attribute
/// values alike), so a test named `<img src=x onerror=alert(1)>` is shown as
/// those characters and never becomes markup.
enum _HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references, and control characters other than tab and newline dropped.
    static func text(_ text: String) -> String {
        ScalarEscape.apply(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\t", "\n": nil
            // C0 and C1 controls and the non-characters HTML forbids; a U+FFFD keeps the place.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE:
                "\u{FFFD}"
            default: nil
            }
        }
    }

    /// A PNG's bytes as a `data:image/png;base64,…` URI (only base64's own alphabet follows the comma).
    static func pngDataURI(_ bytes: [UInt8]) -> String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// Whether `bytes` start with the PNG signature.
    static func isPNG(_ bytes: [UInt8]) -> Bool {
        bytes.count > 8 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    }

    /// A PNG's size from its header (the signature, then an `IHDR` chunk first), without decoding it.
    static func pngSize(_ bytes: [UInt8]) -> ReviewItem.ImageSize? {
        guard isPNG(bytes), bytes.count >= 33, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = number(16), height = number(20)
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else { return nil }
        return ReviewItem.ImageSize(width: width, height: height)
    }

    /// A nonce for the page's one style and one script: 16 random bytes, base64.
    static func nonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }).base64EncodedString()
    }

    /// `1,234` for counts in prose.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0, character != "-" { out += "," }
            out.append(character)
        }
        return out
    }
}
