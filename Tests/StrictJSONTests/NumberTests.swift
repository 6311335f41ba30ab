import MotionMath
import StrictJSON
import Testing

/// Numbers: the grammar RFC 8259 gives, and every `Double` written reads back to the same bits.
@Suite("Numbers")
struct NumberTests {
    static func number(_ text: String) throws -> Double {
        guard case .number(let value) = try parse(text).get() else {
            Issue.record("\(text) did not read as a number")
            return .nan
        }
        return value
    }

    @Test(
        "Edge values read to the exact bits",
        arguments: [
            ("0", 0.0), ("-0", -0.0), ("-0.0", -0.0), ("5e-324", .leastNonzeroMagnitude), ("-5e-324", -.leastNonzeroMagnitude),
            ("2.2250738585072014e-308", 2.2250738585072014e-308), ("2.225073858507201e-308", Double.leastNormalMagnitude.nextDown),
            ("1.7976931348623157e308", .greatestFiniteMagnitude), ("1.7976931348623157E+308", .greatestFiniteMagnitude),
            ("0.1", 0.1), ("9007199254740993", 9_007_199_254_740_992), ("1e-400", 0), ("123456789012345678901234567890", 1.2345678901234568e29),
            ("0.30000000000000004", 0.30000000000000004), ("1E2", 100), ("1e+2", 100), ("1e-2", 0.01),
        ])
    func edges(text: String, expected: Double) throws {
        #expect(try Self.number(text).bitPattern == expected.bitPattern, "\(text)")
    }

    @Test("Every finite Double, written as Swift writes it, reads back to the same bits (seeded)")
    func roundTrip() throws {
        for seed: UInt64 in 1...8 {
            var generator = SplitMix64(seed: seed)
            for _ in 0..<2_000 {
                // Random bit patterns cover every exponent, subnormals and both zeros.
                let value = Double(bitPattern: generator.next())
                guard value.isFinite else { continue }
                let text = "\(value)"
                let read = try Self.number(text)
                #expect(read.bitPattern == value.bitPattern, "seed \(seed): \(text) read back as \(read)")
                if read.bitPattern != value.bitPattern { return }
            }
        }
    }

    @Test(
        "What RFC 8259 is not is refused",
        arguments: ["01", "-", "+1", "1.", ".5", "1e", "1e+", "0x10", "NaN", "Infinity", "-Infinity", "1.5.2", "--1", "1_000"])
    func notJSON(text: String) {
        #expect(syntaxError(text) != nil, "\(text)")
    }

    @Test("A number too large for a Double is refused, not read as infinity")
    func tooLarge() {
        #expect(syntaxError("1e309")?.problem == "the number 1e309 is too large for a Double")
        #expect(syntaxError("[-1.8e308]")?.column == 2)
    }
}
