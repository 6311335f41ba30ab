/// The bytes under the values: the encoding, UTF-8 characters, white space.
extension JSONParser {
    /// The byte at the reading position, or 0 at the end (0 is never valid where it is read).
    var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// What is at the reading position, for messages; bytes that are not UTF-8 are the error instead.
    func found() throws(JSONSyntaxError) -> String {
        if peek >= 0x80 { try checkUTF8Sequence(at: index) }
        return JSONSyntaxError.found(at: index, in: bytes)
    }

    /// A hint when what starts here is what other formats use for a string or a comment.
    var punctuationHint: String {
        switch peek {
        case UInt8(ascii: "'"): " (JSON strings take double quotes)"
        case UInt8(ascii: "/"): " (JSON has no comments)"
        default: ""
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Skips a UTF-8 byte order mark; refuses UTF-16 and UTF-32, which JSON files must not be.
    mutating func checkEncoding() throws(JSONSyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            return
        }
        let utf16Mark = bytes.count >= 2 && (bytes[0], bytes[1]) == (0xFF, 0xFE) || bytes.count >= 2 && (bytes[0], bytes[1]) == (0xFE, 0xFF)
        let nullInFirst = bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0)
        if utf16Mark || nullInFirst {
            throw error("the text is UTF-16 or UTF-32; JSON is UTF-8 (save the file as UTF-8)", at: 0)
        }
    }

    /// The length of the UTF-8 character at `offset` (Unicode's table 3-7: no overlong forms,
    /// no surrogates, nothing past U+10FFFF), or the error that it is not one.
    @discardableResult
    func checkUTF8Sequence(at offset: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[offset]
        let (length, second): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0...0)
            }
        var valid = length > 0 && offset + length <= bytes.count
        if valid {
            valid = second.contains(bytes[offset + 1]) && (2..<length).allSatisfy { bytes[offset + $0] & 0xC0 == 0x80 }
        }
        guard valid else {
            throw error(
                "the byte 0x\(JSONSyntaxError.hex(lead, digits: 2)) does not start a UTF-8 character; JSON is UTF-8 (was the file saved as Latin-1?)",
                at: offset)
        }
        return length
    }

    func error(_ problem: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(problem, at: offset, in: bytes)
    }
}
