import Canvas
import PropertyBased
import Testing

@Suite("Checked conversions to Int")
struct CheckedIntTests {
    @Test(
        "Ordinary values convert as Int(_:) does after rounding",
        arguments: [
            (12.7, FloatingPointRoundingRule.towardZero, 12), (-12.7, .towardZero, -12), (12.5, .toNearestOrAwayFromZero, 13),
            (-12.5, .toNearestOrAwayFromZero, -13), (12.2, .up, 13), (-12.2, .down, -13), (-0.0, .down, 0),
        ])
    func ordinaryValues(value: Double, rule: FloatingPointRoundingRule, expected: Int) {
        #expect(CheckedInt.from(value, rounding: rule) == expected)
    }

    @Test("NaN and infinities give nil: a shape that cannot be placed is not drawn")
    func nonFiniteValues() {
        #expect(CheckedInt.from(.nan) == nil)
        #expect(CheckedInt.from(.infinity, rounding: .up) == nil)
        #expect(CheckedInt.from(-.infinity, in: 0...10) == nil)
    }

    @Test("Finite values beyond the range clamp to it; the default range is ±2^30")
    func clamping() {
        #expect(CheckedInt.from(1e308) == 1 << 30)
        #expect(CheckedInt.from(-0x1p70) == -(1 << 30))
        #expect(CheckedInt.from(.leastNonzeroMagnitude, rounding: .up) == 1)
        #expect(CheckedInt.from(-5, in: 1...16) == 1)
        #expect(CheckedInt.from(1e19, in: Int.min...Int.max) == Int.max)
        #expect(CheckedInt.from(-1e19, in: Int.min...Int.max) == Int.min)
        #expect(CheckedInt.from(9.223372036854775e18, in: Int.min...Int.max) == 9_223_372_036_854_774_784)
    }

    @Test("Any bit pattern, any rule and any range give nil or a value inside the range")
    func anyDouble() async {
        let rules: [FloatingPointRoundingRule] = [.towardZero, .down, .up, .toNearestOrAwayFromZero, .toNearestOrEven, .awayFromZero]
        await propertyCheck(count: 1000, input: Gen.uint64(), Gen.int(in: 0..<rules.count), Gen.int(), Gen.int()) { bits, rule, a, b in
            let value = Double(bitPattern: bits)
            let range = min(a, b)...max(a, b)
            let result = CheckedInt.from(value, rounding: rules[rule], in: range)
            #expect((result == nil) == !value.isFinite)
            if let result { #expect(range.contains(result)) }
        }
    }
}
