/// Where JSON text stops being JSON, and why: the line and column, what was
/// expected there and what was found.
///
/// Lines and columns count from 1; a column counts characters (Unicode
/// scalars, a tab is one), as an editor's status bar does, not bytes.
///
/// ```swift
/// do { _ = try JSONParser.parse(Data(#"{"a": 1 "b": 2}"#.utf8)) } catch {
///     error.description   // line 1, column 9: expected "," or "}" after the value of "a", found the string "b"
/// }
/// ```
package struct JSONSyntaxError: Error, Hashable, CustomStringConvertible {
    /// The line of the problem, from 1.
    package var line: Int
    /// The column of the problem on its line, from 1, in characters.
    package var column: Int
    /// What is wrong there: `expected ":" after the field name "frame", found "1"`.
    package var problem: String

    package var description: String { "line \(line), column \(column): \(problem)" }

    package init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// The problem at byte `offset` of `bytes`, its line and column counted from the start.
    init(_ problem: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte: a new character
                column += 1
            }
        }
        self.line = line
        self.column = column
        self.problem = problem
    }

    // MARK: - Describing what was found

    /// What the text holds at `offset`, for "…, found X": `the end of the file`,
    /// `the string "type"`, `the number 12`, `"tru"`, `"}"`.
    static func found(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
            let text = run(from: offset + 1, in: bytes) { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n") }
            return "the string \(JSONQuoting.quoted(text))"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return "the number " + run(from: offset, in: bytes, while: isNumberByte)
        case _ where isWordByte(byte):
            return JSONQuoting.quoted(run(from: offset, in: bytes, while: isWordByte))
        case 0..<0x20, 0x7F:
            return "the control character U+" + hex(byte, digits: 4)
        default:
            return JSONQuoting.quoted(character(at: offset, in: bytes))
        }
    }

    /// A hint for a word where a value should be, from languages JSON is often mistaken for.
    static func hint(forWord word: String) -> String {
        switch word {
        case "True", "TRUE", "False", "FALSE": " (JSON's true and false are lowercase)"
        case "None", "NULL", "Null", "nil", "undefined": " (JSON writes nothing as null)"
        case "NaN", "Infinity", "inf", "Inf", "nan": " (JSON has no NaN or infinity)"
        default: ""
        }
    }

    /// The one character that starts at `offset` (valid UTF-8 is checked before anything is described).
    static func character(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }

    static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static func run(from offset: Int, in bytes: UnsafeBufferPointer<UInt8>, while include: (UInt8) -> Bool) -> String {
        var end = offset
        while end < bytes.count, end - offset < 80, include(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }
}
