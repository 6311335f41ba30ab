#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import MotionMath

/// How far apart two doubles are, in units in the last place: the number of
/// doubles between them, plus one (0 when equal, both NaN, or ±0 against each
/// other only when `zeroSignMatters` is false).
func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN ? 0 : .max }
    if a == b { return a.sign == b.sign || a != 0 ? 0 : 1 }
    func ordered(_ x: Double) -> Int64 {
        let bits = Int64(bitPattern: x.bitPattern & 0x7FFF_FFFF_FFFF_FFFF)
        return x.sign == .minus ? -bits : bits
    }
    let (x, y) = (ordered(a), ordered(b))
    return x > y ? UInt64(x - y) : UInt64(y - x)
}

extension SplitMix64 {
    /// A double spread over every magnitude: random bits with the exponent
    /// field drawn from `exponents` (biased, 0 is subnormal).
    mutating func anyMagnitude(exponents: ClosedRange<UInt64> = 0...2046, negative: Bool? = nil) -> Double {
        let exponent = UInt64.random(in: exponents, using: &self)
        let fraction = next() & 0x000F_FFFF_FFFF_FFFF
        let sign: UInt64 = negative.map { $0 ? 1 : 0 } ?? (next() & 1)
        return Double(bitPattern: sign << 63 | exponent << 52 | fraction)
    }
}

/// The largest distance found and where, for messages.
struct WorstCase: CustomStringConvertible {
    var ulps: UInt64 = 0
    var input = ""
    var got = 0.0, expected = 0.0

    mutating func record(_ distance: UInt64, input: @autoclosure () -> String, got: Double, expected: Double) {
        guard distance > ulps else { return }
        ulps = distance
        self.input = input()
        self.got = got
        self.expected = expected
    }

    var description: String {
        "\(ulps) ulp at \(input): \(got) (\(String(got.bitPattern, radix: 16))) against \(expected) (\(String(expected.bitPattern, radix: 16)))"
    }
}

/// The platform's functions, named so they cannot be confused with MotionMath's.
enum Platform {
    static let exp: @Sendable (Double) -> Double = { cExp($0) }
    static let expm1: @Sendable (Double) -> Double = { cExpm1($0) }
    static let log: @Sendable (Double) -> Double = { cLog($0) }
    static let sin: @Sendable (Double) -> Double = { cSin($0) }
    static let cos: @Sendable (Double) -> Double = { cCos($0) }
    static let atan2: @Sendable (Double, Double) -> Double = { cAtan2($0, $1) }
}

// At file scope, where the C library's names are not shadowed.
private func cExp(_ x: Double) -> Double { exp(x) }
private func cExpm1(_ x: Double) -> Double { expm1(x) }
private func cLog(_ x: Double) -> Double { log(x) }
private func cSin(_ x: Double) -> Double { sin(x) }
private func cCos(_ x: Double) -> Double { cos(x) }
private func cAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
