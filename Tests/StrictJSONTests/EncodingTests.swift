import StrictJSON
import Testing

/// Text that is not UTF-8 is refused where it stops being UTF-8, inside a string or out of one.
@Suite("Invalid UTF-8")
struct EncodingTests {
    static let notUTF8: [(name: String, bytes: [UInt8])] = [
        ("a lone continuation byte", [0x80]),
        ("an overlong slash", [0xC0, 0xAF]),
        ("an overlong NUL", [0xC0, 0x80]),
        ("an overlong three-byte form", [0xE0, 0x80, 0xAF]),
        ("a UTF-16 surrogate", [0xED, 0xA0, 0x80]),
        ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("a lead byte that never is one", [0xFF]),
        ("Latin-1 é", [0xE9]),
        ("a sequence cut short", [0xE2, 0x82]),
        ("a sequence cut by a quote", [0xE2, 0x22]),
    ]

    @Test("Inside a string, the bad byte is named at its column", arguments: notUTF8)
    func inString(name: String, bytes: [UInt8]) {
        let error = syntaxError(Array(#"{"name": "ok "#.utf8) + bytes + Array(#""}"#.utf8))
        #expect(error?.problem.contains("does not start a UTF-8 character") == true, "\(name): \(String(describing: error))")
        #expect(error?.column == 14, "\(name)")
    }

    @Test("Outside a string, too", arguments: notUTF8)
    func outsideString(name: String, bytes: [UInt8]) {
        let error = syntaxError(Array("[1, ".utf8) + bytes + Array("]".utf8))
        #expect(error?.problem.contains("UTF-8") == true, "\(name): \(String(describing: error))")
    }

    @Test("Every valid UTF-8 length reads back to the same text", arguments: ["a", "é", "€", "🎞", "\u{10FFFF}", "\u{FEFF}", "\u{2028}"])
    func valid(text: String) throws {
        #expect(try parse("\"" + text + "\"").get() == .string(text))
    }

    @Test("A UTF-8 byte order mark is skipped; UTF-16 is refused")
    func byteOrderMarks() throws {
        #expect(try parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).get() == .array([.number(1)]))
        #expect(syntaxError([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00])?.problem.contains("UTF-16") == true)
        #expect(syntaxError([0x00, 0x5B, 0x00, 0x5D])?.problem.contains("UTF-16") == true)
    }

    @Test("Escapes for lone surrogates are refused; a pair is one character")
    func surrogateEscapes() throws {
        #expect(try parse(#""\ud83c\udf9e""#).get() == .string("🎞"))
        #expect(syntaxError(#""\ud83c""#)?.problem.contains("half a surrogate pair") == true)
        #expect(syntaxError(#""\udf9e""#)?.problem.contains("half a surrogate pair") == true)
        #expect(syntaxError(#""\ud83c\u0041""#)?.problem.contains("half a surrogate pair") == true)
    }
}
