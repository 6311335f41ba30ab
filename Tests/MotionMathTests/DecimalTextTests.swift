import MotionMath
import Testing

@Suite("DecimalText: one formatter for every number the toolkit writes")
struct DecimalTextTests {
    @Test("Fixed decimals round half away from zero, drop trailing zeros unless asked, and never write -0")
    func fixed() {
        #expect(DecimalText.fixed(1.5, decimals: 2) == "1.5")
        #expect(DecimalText.fixed(1.5, decimals: 2, trimmingZeros: false) == "1.50")
        #expect(DecimalText.fixed(0.125, decimals: 2) == "0.13")
        #expect(DecimalText.fixed(-0.125, decimals: 2) == "-0.13")
        #expect(DecimalText.fixed(-0.004, decimals: 2) == "0")
        #expect(DecimalText.fixed(200, decimals: 2) == "200")
        #expect(DecimalText.fixed(2.5, decimals: 0) == "3")
        #expect(DecimalText.fixed(12.3456, decimals: 3) == "12.346")
        #expect(DecimalText.fixed(0.05, decimals: 2, trimmingZeros: false) == "0.05")
        #expect(DecimalText.fixed(2e307, decimals: 2) == "2e+307")
        #expect(DecimalText.fixed(.nan, decimals: 2) == "nan")
        #expect(DecimalText.fixed(-.infinity, decimals: 2) == "-inf")
        #expect(DecimalText.fixed(.infinity, decimals: 2, nonFinite: "?") == "?")
    }

    @Test("Significant figures and the shortest exact text")
    func significantAndShortest() {
        #expect(DecimalText.significant(0.18257418583505536, figures: 3) == "0.183")
        #expect(DecimalText.significant(342, figures: 4) == "342")
        #expect(DecimalText.significant(24.6789, figures: 4) == "24.68")
        #expect(DecimalText.significant(55.78, figures: 3) == "55.8")
        #expect(DecimalText.significant(0, figures: 3) == "0")
        #expect(DecimalText.shortest(0.1) == "0.1")
        #expect(DecimalText.shortest(200) == "200")
        #expect(DecimalText.shortest(1e20) == "1e+20")
        #expect(DecimalText.shortest(-.infinity) == "-inf")
    }

    @Test("Every Double formats without trapping and fixed text reads back within half a unit of its last place")
    func anyDouble() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = Double(bitPattern: state)
            let text = DecimalText.fixed(value, decimals: 3)
            _ = DecimalText.significant(value, figures: 4)
            _ = DecimalText.shortest(value)
            if value.isFinite, abs(value) < 1e12, let back = Double(text) {
                #expect(abs(back - value) <= 0.0005 + abs(value) * 1e-15, "\(value) → \(text)")
            }
        }
    }

    @Test("A parenthesized list is each number's fixed text, joined: for any doubles, huge and non-finite ones too")
    func parenthesizedLists() {
        let seed: UInt64 = 0x5EED_0033
        var random = SplitMix64(seed: seed)
        let special: [Double] = [0, -0.0, -0.004, 0.005, 1e300, -2e307, 9.5e15, .nan, .infinity, -.infinity, .greatestFiniteMagnitude]
        for round in 0..<5_000 {
            let count = Int(random.next() % 5)
            let values: [Double] = (0..<count).map { _ in
                switch random.next() % 4 {
                case 0: special[Int(random.next() % UInt64(special.count))]
                case 1: Double(bitPattern: random.next())
                default: (Double(random.next() % 2_000_000) - 1_000_000) / 128
                }
            }
            let expected = "(" + values.map { DecimalText.fixed($0, decimals: 2) }.joined(separator: ", ") + ")"
            let text = values.withUnsafeBufferPointer { DecimalText.parenthesized($0, decimals: 2) }
            #expect(text == expected, "seed \(seed), round \(round): \(values)")
            if text != expected { return }
        }
    }
}
