@testable import MotionMath
import Testing

/// Every function against the platform's C library, over wide random ranges
/// and the special values, within 1 ulp. (glibc's results are correctly
/// rounded for almost every input, so 1 ulp from them means within about
/// 1.5 ulp of the exact value at worst, and in practice within 1.)
@Suite("MotionMath against the platform's C library")
struct MotionMathTests {
    static let bound: UInt64 = 1
    static let specials: [Double] = [
        0, -0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude,
        0x1p-1030, -0x1p-1030, 1, -1, 0.5, 2, .pi, -.pi, .pi / 2, .pi / 4, 1e-300, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// Checks `f` against `reference` at every input; returns the worst case.
    @discardableResult
    private func check(_ name: String, _ inputs: [Double], _ f: (Double) -> Double, _ reference: (Double) -> Double) -> WorstCase {
        var worst = WorstCase()
        for x in inputs {
            let got = f(x), expected = reference(x)
            worst.record(ulpDistance(got, expected), input: "\(x)", got: got, expected: expected)
        }
        #expect(worst.ulps <= Self.bound, "\(name): \(worst)")
        return worst
    }

    private func uniform(_ count: Int, in range: ClosedRange<Double>, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in Double.random(in: range, using: &generator) }
    }

    private func magnitudes(_ count: Int, exponents: ClosedRange<UInt64> = 0...2046, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in generator.anyMagnitude(exponents: exponents) }
    }

    @Test("exp is within 1 ulp from −745 to 710, near zero, and at the special values")
    func exp() {
        check(
            "exp",
            Self.specials + [709.782712893384, 709.7827128933840, -745.1332191019411, -745.1332191019412, -708.4, 708.4]
                + uniform(40_000, in: -745...710, seed: 1) + uniform(40_000, in: -1...1, seed: 2)
                + uniform(10_000, in: -1e-9...1e-9, seed: 3) + magnitudes(10_000, exponents: 0...1032, seed: 4),
            MotionMath.exp, Platform.exp)
    }

    @Test("expm1 is within 1 ulp from −40 to 710, near zero where exp(x) − 1 would cancel, and at the special values")
    func expm1() {
        check(
            "expm1",
            Self.specials + uniform(40_000, in: -40...710, seed: 5) + uniform(40_000, in: -0.5...0.5, seed: 6)
                + uniform(20_000, in: -1e-6...1e-6, seed: 7) + magnitudes(20_000, exponents: 0...1032, seed: 8),
            MotionMath.expm1, Platform.expm1)
    }

    @Test("log is within 1 ulp over every positive magnitude, subnormal to huge, near 1, and at the special values")
    func log() {
        var generator = SplitMix64(seed: 9)
        let positives = (0..<60_000).map { _ in generator.anyMagnitude(negative: false) }
        check(
            "log",
            Self.specials + positives + uniform(40_000, in: 0.5...2, seed: 10) + uniform(10_000, in: 0.999999...1.000001, seed: 11)
                + magnitudes(2_000, seed: 12), MotionMath.log, Platform.log)
    }

    static let angles: [Double] = {
        var inputs = specials
        var generator = SplitMix64(seed: 13)
        inputs += (0..<40_000).map { _ in Double.random(in: -10...10, using: &generator) }
        inputs += (0..<30_000).map { _ in Double.random(in: -2e6...2e6, using: &generator) }
        inputs += (0..<30_000).map { _ in generator.anyMagnitude(exponents: 900...2046) }  // up to 1e308: Payne–Hanek
        // Next to multiples of π/2, where the reduction cancels most.
        inputs += (1..<5_000).flatMap { n -> [Double] in
            let multiple = Double(n) * (.pi / 2)
            return [multiple, multiple.nextUp, multiple.nextDown, Double(n * 355), Double(n) * 1e22]
        }
        return inputs
    }()

    @Test("sin, cos and sinCos are within 1 ulp for small, large and huge angles, next to multiples of π/2, and at the special values")
    func trigonometry() {
        check("sin", Self.angles, MotionMath.sin, Platform.sin)
        check("cos", Self.angles, MotionMath.cos, Platform.cos)
        check("sinCos.sin", Self.angles, { MotionMath.sinCos($0).sin }, Platform.sin)
        check("sinCos.cos", Self.angles, { MotionMath.sinCos($0).cos }, Platform.cos)
    }

    @Test("atan2 is within 1 ulp over pairs of every magnitude and sign, and at every pair of special values")
    func atan2() {
        var worst = WorstCase()
        func compare(_ y: Double, _ x: Double) {
            let got = MotionMath.atan2(y, x), expected = Platform.atan2(y, x)
            worst.record(ulpDistance(got, expected), input: "(\(y), \(x))", got: got, expected: expected)
        }
        for y in Self.specials { for x in Self.specials { compare(y, x) } }
        var generator = SplitMix64(seed: 14)
        for _ in 0..<60_000 { compare(generator.anyMagnitude(), generator.anyMagnitude()) }
        for _ in 0..<60_000 { compare(Double.random(in: -100...100, using: &generator), Double.random(in: -100...100, using: &generator)) }
        for _ in 0..<20_000 {
            let x = Double.random(in: -1e3...1e3, using: &generator)
            compare(x * Double.random(in: 0.999...1.001, using: &generator), x)  // near the diagonals
        }
        #expect(worst.ulps <= Self.bound, "atan2: \(worst)")
    }
}

extension MotionMathTests {
    @Test("The special values follow C's Annex F exactly, signed zeros included")
    func specialValues() {
        #expect(MotionMath.exp(-.infinity) == 0 && MotionMath.exp(.infinity) == .infinity && MotionMath.exp(.nan).isNaN)
        #expect(MotionMath.exp(710) == .infinity && MotionMath.exp(-746) == 0 && MotionMath.exp(-0.0) == 1)
        #expect(MotionMath.expm1(-.infinity) == -1 && MotionMath.expm1(-0.0).sign == .minus && MotionMath.expm1(0) == 0)
        #expect(MotionMath.log(0) == -.infinity && MotionMath.log(-0.0) == -.infinity && MotionMath.log(-1).isNaN)
        #expect(MotionMath.log(.infinity) == .infinity && MotionMath.log(1) == 0 && MotionMath.log(.nan).isNaN)
        #expect(MotionMath.sin(-0.0).sign == .minus && MotionMath.sin(.infinity).isNaN && MotionMath.cos(-.infinity).isNaN)
        #expect(MotionMath.sinCos(.nan).sin.isNaN && MotionMath.cos(0) == 1)
        #expect(MotionMath.atan2(-0.0, 1) == 0 && MotionMath.atan2(-0.0, 1).sign == .minus)
        #expect(MotionMath.atan2(0, -0.0) == .pi && MotionMath.atan2(-0.0, -0.0) == -.pi)
        #expect(MotionMath.atan2(.infinity, -.infinity) == 3 * .pi / 4 && MotionMath.atan2(-.infinity, .infinity) == -.pi / 4)
        #expect(MotionMath.atan2(1, .nan).isNaN && MotionMath.atan2(5, 0) == .pi / 2 && MotionMath.atan2(-5, -.infinity) == -.pi)
    }
}
