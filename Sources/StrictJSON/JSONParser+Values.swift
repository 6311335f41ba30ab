/// Strings, numbers and the literals `true`, `false` and `null`: the values
/// that hold no others.
extension JSONParser {
    mutating func parseScalar(after container: Container?) throws(JSONSyntaxError) -> JSONValue {
        switch peek {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)] where matches(word) {
                index += word.utf8.count
                return value
            }
        default: break
        }
        var hint = punctuationHint
        if JSONSyntaxError.isWordByte(peek), let word = try? found() {
            hint = JSONSyntaxError.hint(forWord: String(word.dropFirst().dropLast()))
        }
        let place = container.map { " for \(describeNext(of: $0))" } ?? ""
        throw error("expected a value\(place), found \(try found())\(hint)\(container.map(unclosed) ?? "")", at: index)
    }

    /// "the field "frame"" or "element 3 of the array": what the value being read will be.
    func describeNext(of container: Container) -> String {
        container.isObject ? "the field \(JSONQuoting.quoted(container.key))" : "element \(container.elements.count + 1) of the array"
    }

    func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        for (offset, byte) in utf8.enumerated() where bytes[index + offset] != byte { return false }
        // "nulls" or "true1" is a word that is not a literal.
        let next = index + utf8.count
        return next == bytes.count || !Self.isLetterOrDigit(bytes[next])
    }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A string from its opening quote: escapes decoded, control characters and bad UTF-8 refused.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let opening = index
        index += 1
        // Most strings hold no escape: read them straight from the bytes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(opening + 1)..<(index - 1)]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += byte < 0x80 ? 1 : try checkUTF8Sequence(at: index)
        }
        var text = Array(bytes[(opening + 1)..<index])
        while true {
            guard index < bytes.count else {
                let at = JSONSyntaxError("", at: opening, in: bytes)
                throw error("the string opened at line \(at.line), column \(at.column) never ends: expected a closing \"", at: index)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &text)
            case 0..<0x20:
                let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "the control character U+\(JSONSyntaxError.hex(byte, digits: 4))"
                let escape = byte == 0x0A ? "\\n" : byte == 0x09 ? "\\t" : "\\u\(JSONSyntaxError.hex(byte, digits: 4))"
                throw error("\(name) inside a string: write it as \(escape) (or is a closing \" missing?)", at: index)
            case 0x80...:
                let length = try checkUTF8Sequence(at: index)
                text.append(contentsOf: bytes[index..<(index + length)])
                index += length
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    mutating func readEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("a string that ends in \\ never ends: expected a closing \"", at: start) }
        let simple: UInt8? =
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes[index]
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            text.append(simple)
            index += 1
            return
        }
        guard bytes[index] == UInt8(ascii: "u") else {
            if bytes[index] >= 0x80 { try checkUTF8Sequence(at: index) }
            let escape = "\\" + JSONSyntaxError.character(at: index, in: bytes)
            throw error(
                "\(JSONQuoting.quoted(escape)) is not a JSON escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)", at: start)
        }
        index += 1
        var scalar = try readHex()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate must be followed by a low one: together they are one character.
            let pairing = "\\u\(JSONSyntaxError.hex(scalar, digits: 4)) is half a surrogate pair: a \\uDC00…\\uDFFF must follow it"
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(pairing, at: start)
            }
            index += 2
            let second = try readHex()
            guard (0xDC00..<0xE000).contains(second) else { throw error(pairing, at: start) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw error("\\u\(JSONSyntaxError.hex(scalar, digits: 4)) is half a surrogate pair: it must follow a \\uD800…\\uDBFF", at: start)
        }
        // Not a surrogate, at most U+10FFFF: always a scalar.
        if let character = Unicode.Scalar(scalar) {
            text.append(contentsOf: UTF8.encode(character)!)
        }
    }

    /// The four hex digits after `\u`.
    mutating func readHex() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw error("expected four hex digits after \\u, found \(try found())", at: index)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var text: String { JSONSyntaxError.found(at: start, in: bytes).dropFirst("the number ".count).description }
        if peek == UInt8(ascii: "-") { index += 1 }
        guard isDigit(peek) else { throw error("expected a digit after \"-\", found \(try found())", at: index) }
        if peek == UInt8(ascii: "0") {
            index += 1
            if isDigit(peek) { throw error("\(JSONQuoting.quoted(text)) is not a JSON number: no leading zeros", at: start) }
        } else {
            while isDigit(peek) { index += 1 }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek) else { throw error("expected a digit after the decimal point of \(JSONQuoting.quoted(text))", at: index) }
            while isDigit(peek) { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek) else { throw error("expected a digit in the exponent of \(JSONQuoting.quoted(text))", at: index) }
            while isDigit(peek) { index += 1 }
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw error("the number \(JSONQuoting.shortened(literal)) is too large for a Double", at: start)
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
