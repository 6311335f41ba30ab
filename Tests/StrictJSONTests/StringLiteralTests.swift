import Foundation
import MotionMath
import StrictJSON
import Testing

/// `JSONStringLiteral.of`: whatever the text, Foundation's reader and ours read back exactly it.
@Suite("Writing JSON strings")
struct StringLiteralTests {
    /// The kinds of Unicode scalar a string can hold, each a range the writer treats alike or that readers trip on.
    static let scalarClasses: [(name: String, range: ClosedRange<UInt32>)] = [
        ("C0 controls", 0x00...0x1F), ("printable ASCII", 0x20...0x7E), ("quote", 0x22...0x22), ("backslash", 0x5C...0x5C),
        ("slash", 0x2F...0x2F), ("DEL", 0x7F...0x7F), ("C1 controls", 0x80...0x9F), ("Latin-1", 0xA0...0xFF),
        ("BMP before the surrogates", 0x100...0xD7FF), ("private use", 0xE000...0xF8FF), ("BMP after private use", 0xF900...0xFFFD),
        ("BMP non-characters", 0xFFFE...0xFFFF), ("line and paragraph separators", 0x2028...0x2029), ("byte order mark", 0xFEFF...0xFEFF),
        ("combining marks", 0x300...0x36F), ("astral planes", 0x10000...0x10FFFF),
    ]

    /// What each reader makes of `literal`, `nil` where it refuses it.
    static func readBack(_ literal: String) -> (foundation: [Unicode.Scalar]?, strict: [Unicode.Scalar]?) {
        let data = Data(literal.utf8)
        let foundation = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) as? String
        let strict: String? =
            switch try? JSONParser.parse(data) {
            case .string(let text)?: text
            default: nil
            }
        // Scalars, not Strings: String's == treats canonically equivalent texts (é and e + ◌́) as equal.
        return (foundation.map { Array($0.unicodeScalars) }, strict.map { Array($0.unicodeScalars) })
    }

    /// Whether both readers read `text`'s literal back to exactly `text`.
    static func roundTrips(_ text: String) -> Bool {
        let expected = Array(text.unicodeScalars)
        let (foundation, strict) = readBack(JSONStringLiteral.of(text))
        return foundation == expected && strict == expected
    }

    @Test("Each escape is the one JSON names, and the rest is written as it is")
    func escapes() {
        #expect(JSONStringLiteral.of("Box \"1\"\n") == #""Box \"1\"\n""#)
        #expect(JSONStringLiteral.of("a\\b\tc") == #""a\\b\tc""#)
        #expect(JSONStringLiteral.of("\u{0}\u{1F}\u{7F}") == "\"\\u0000\\u001f\u{7F}\"")
        #expect(JSONStringLiteral.of("é🎞/") == "\"é🎞/\"")
        #expect(JSONStringLiteral.of("") == "\"\"")
    }

    @Test("Every scalar of every class round-trips through Foundation and StrictJSON", arguments: scalarClasses.map(\.name))
    func everyClass(name: String) {
        let range = Self.scalarClasses.first { $0.name == name }!.range
        // Small classes whole; the astral planes at a stride that still meets every plane.
        let stride = range.count > 70_000 ? 97 : 1
        var failures: [UInt32] = []
        for value in Swift.stride(from: range.lowerBound, through: range.upperBound, by: stride) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if !Self.roundTrips(String(scalar)) { failures.append(value) }
        }
        #expect(failures.isEmpty, "\(name): \(Self.names(failures.prefix(10)))")
    }

    @Test("Seeded random strings mixing every class round-trip (the failing seed printed, the string shrunk)")
    func randomStrings() {
        for seed: UInt64 in 1...200 {
            var generator = SplitMix64(seed: seed)
            let text = Self.randomText(using: &generator)
            guard !Self.roundTrips(text) else { continue }
            let shrunk = Self.shrink(text)
            let literal = JSONStringLiteral.of(shrunk)
            let message = "seed \(seed): \(Self.names(shrunk.unicodeScalars.map(\.value))) does not round-trip (literal \(literal); read back as \(Self.readBack(literal)))"
            Issue.record(Comment(rawValue: message))
            return
        }
    }

    /// `U+1F39E U+0022`: scalars by their numbers, which a message shows whatever they are.
    static func names(_ values: some Sequence<UInt32>) -> String {
        values.map { value in "U+" + String(value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// Up to 40 scalars, each from a class picked at random.
    static func randomText(using generator: inout SplitMix64) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<generator.next(below: 41) {
            let range = scalarClasses[generator.next(below: scalarClasses.count)].range
            let value = range.lowerBound + UInt32(generator.next(below: range.count))
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// The failing `text` with scalars taken out while it still fails: one at a time, front to back.
    static func shrink(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var candidate = scalars
            candidate.remove(at: index)
            if !roundTrips(String(String.UnicodeScalarView(candidate))) {
                scalars = candidate
            } else {
                index += 1
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
