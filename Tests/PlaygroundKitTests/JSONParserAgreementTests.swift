import Foundation
import PlaygroundKit
import PlaygroundTestSupport
import Testing
import StrictJSON

/// The reader of scripts (JSONParser) reads every valid JSON text to the same
/// values as Foundation's JSONDecoder, which it replaced: strings with every
/// kind of escape and character, numbers to the same bits, nesting, white
/// space of every kind. Only the errors differ, and trailing commas.
@Suite("JSONParser agrees with JSONDecoder")
struct JSONParserAgreementTests {
    @Test("Random documents (escapes, astral characters, numbers of every size, any white space) read as JSONDecoder reads them")
    func randomDocuments() throws {
        var random = Xorshift(seed: 25)
        for _ in 0..<400 {
            var text = ""
            RandomJSON.write(RandomJSON.value(depth: 0, &random), to: &text, &random)
            let data = Data(text.utf8)
            let parsed = try JSONParser.parse(data)
            let decoded = try JSONDecoder().decode(DecodedJSON.self, from: data).value
            #expect(parsed == decoded, "\(text)")
        }
    }

    @Test("Every JSON file of the repository (demo script, fuzz corpora) reads as JSONDecoder reads it")
    func repositoryFiles() throws {
        let root = URL(fileURLWithPath: FuzzCorpus.root).deletingLastPathComponent()
        let paths =
            ["scripts", "replay", "artifacts"].flatMap(FuzzCorpus.inputs)
            + [root.appendingPathComponent("Assets/Scripts/demo.json").path]
        #expect(paths.count >= 10)
        for path in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let parsed = try? JSONParser.parse(data) else {
                // The seeds of syntax errors (a trailing comma, Latin-1) are refused on purpose.
                #expect(path.split(separator: "/").last?.hasPrefix("syntax-") == true, "\(path) was refused")
                continue
            }
            #expect(try parsed == JSONDecoder().decode(DecodedJSON.self, from: data).value, "\(path)")
        }
    }

    @Test("Numbers read to the same bits as JSONDecoder reads them, at the edges of a Double too")
    func numbers() throws {
        let texts = [
            "0", "-0", "1", "-1", "0.1", "1e-5", "1E+2", "2.5e-3", "123456789012345678901234567890", "4.9406564584124654e-324",
            "2.2250738585072014e-308", "1.7976931348623157e308", "0.30000000000000004", "9007199254740993", "-1180591620717411303424",
        ]
        for text in texts {
            let data = Data("[\(text)]".utf8)
            guard case let .array(parsed) = try JSONParser.parse(data), case let .number(value)? = parsed.first,
                case let .array(decoded) = try JSONDecoder().decode(DecodedJSON.self, from: data).value, case let .number(expected)? = decoded.first
            else {
                Issue.record("\(text) did not read as a number")
                continue
            }
            #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) against JSONDecoder's \(expected)")
        }
        // Beyond a Double, both refuse; below the smallest, JSONDecoder refused and JSONParser
        // rounds to 0, the nearest Double, as IEEE 754 rounds every other number.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Data("[1.8e308]".utf8)) }
        #expect(try JSONParser.parse(Data("[1e-400, -2.4703282292062327e-324]".utf8)) == .array([.number(0), .number(-0.0)]))
    }
}

/// JSONDecoder into a JSONValue, as the scripts were read before JSONParser.
private struct DecodedJSON: Decodable {
    var value: JSONValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let array = try? container.decode([DecodedJSON].self) {
            value = .array(array.map(\.value))
        } else {
            value = .object(try container.decode([String: DecodedJSON].self).mapValues(\.value))
        }
    }
}

/// A small seeded generator, so the random documents are the same on every run.
private struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

/// Random JSON values and a writer that spells them in every way JSON allows.
private enum RandomJSON {
    static let characters: [Character] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "é", "ñ", "€", "😀", "𝄞", "\u{7F}", "\u{2028}"]

    static func value(depth: Int, _ random: inout Xorshift) -> JSONValue {
        switch Int.random(in: 0..<(depth < 4 ? 7 : 5), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(number(&random))
        case 3, 4: return .string(string(&random))
        case 5: return .array((0..<Int.random(in: 0..<5, using: &random)).map { _ in value(depth: depth + 1, &random) })
        default:
            var fields: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0..<5, using: &random) { fields[string(&random)] = value(depth: depth + 1, &random) }
            return .object(fields)
        }
    }

    static func number(_ random: inout Xorshift) -> Double {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return Double(Int.random(in: -100_000...100_000, using: &random))
        case 1: return Double.random(in: -1000...1000, using: &random)
        default:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 0.5
        }
    }

    static func string(_ random: inout Xorshift) -> String {
        String((0..<Int.random(in: 0..<8, using: &random)).map { _ in characters.randomElement(using: &random)! })
    }

    static func write(_ value: JSONValue, to text: inout String, _ random: inout Xorshift) {
        space(&text, &random)
        switch value {
        case .null: text += "null"
        case let .bool(bool): text += bool ? "true" : "false"
        case let .number(number): text += spelled(number, &random)
        case let .string(string): quote(string, to: &text, &random)
        case let .array(elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                write(element, to: &text, &random)
            }
            space(&text, &random)
            text += "]"
        case let .object(fields):
            text += "{"
            for (index, (key, field)) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { text += "," }
                space(&text, &random)
                quote(key, to: &text, &random)
                space(&text, &random)
                text += ":"
                write(field, to: &text, &random)
            }
            space(&text, &random)
            text += "}"
        }
        space(&text, &random)
    }

    /// The number as Swift prints it (`1e-05`, `5e-324`, `1.5e+300`), or with a capital E.
    static func spelled(_ number: Double, _ random: inout Xorshift) -> String {
        let text = "\(number)"
        return Bool.random(using: &random) ? text : text.replacingOccurrences(of: "e", with: "E")
    }

    /// Each character written raw where JSON allows it, or escaped, at random.
    static func quote(_ string: String, to text: inout String, _ random: inout Xorshift) {
        text += "\""
        for scalar in string.unicodeScalars {
            let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
            guard mustEscape || Int.random(in: 0..<4, using: &random) == 0 else {
                text.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "/": text += Bool.random(using: &random) ? "\\/" : "/"
            default:
                for unit in String(scalar).utf16 { text += "\\u" + String(unit, radix: 16).leftPadded(to: 4) }
            }
        }
        text += "\""
    }

    static func space(_ text: inout String, _ random: inout Xorshift) {
        for _ in 0..<Int.random(in: 0..<3, using: &random) { text += [" ", "\n", "\t", "\r\n"].randomElement(using: &random)! }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
