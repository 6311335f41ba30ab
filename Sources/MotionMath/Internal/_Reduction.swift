/// Reduction of an angle by π/2: x = n·π/2 + (hi + lo) with |hi + lo| ≤ π/4
/// (a hair more where x·2/π rounds across a half), in double-double.
///
/// - Below 2^20·π/2 (Cody and Waite): n = round(x·2/π), then x − n·π/2 with
///   π/2 in four pieces; the first three have 33 significant bits, so their
///   products with n are exact, and the differences are carried in
///   double-double.
/// - Above (Payne and Hanek): x = m·2^e with an integer m of 53 bits, and
///   x·2/π mod 4 = m·(the 192 bits of 2/π from bit e − 1 on)·2^-190 mod 4,
///   an exact integer product. The bits of 2/π before those only add
///   multiples of 4, and those after change the result by less than 2^-136.
extension MotionMath {
    @inline(__always)
    static func _reduce(_ x: Double) -> (n: Int, hi: Double, lo: Double) {
        guard abs(x) < 0x1.921fb54442d18p20 else { return _reduceHuge(x) }
        let n = _DoubleDouble.nearestInteger(x * _Constants.twoOverPi)
        let t = x - n * _Constants.pio2Part1  // exact (Sterbenz)
        let (a, errorA) = _DoubleDouble.twoSum(t, -(n * _Constants.pio2Part2))
        // Without deep cancellation (|a| ≥ 2^-20) the low part needs only the
        // rounding error of a and the third piece: the fourth is below 2^-100·n.
        if abs(a) >= 0x1p-20 {
            let (hi, lo) = _DoubleDouble.fastTwoSum(a, errorA - n * _Constants.pio2Part3)
            return (Int(n), hi, lo)
        }
        let (b, errorB) = _DoubleDouble.twoSum(a, -(n * _Constants.pio2Part3))
        let (high, low) = _DoubleDouble.twoSum(b, (errorA + errorB) - n * _Constants.pio2Part4)
        return (Int(n), high, low)
    }

    /// Payne–Hanek, for finite |x| ≥ 2^20·π/2.
    static func _reduceHuge(_ x: Double) -> (n: Int, hi: Double, lo: Double) {
        let bits = x.bitPattern
        let e = Int((bits >> 52) & 0x7FF) - 1023 - 52
        let m = (bits & 0x000F_FFFF_FFFF_FFFF) | (1 << 52)
        let start = e - 1
        let w0 = _twoOverPiWindow(at: start), w1 = _twoOverPiWindow(at: start + 64), w2 = _twoOverPiWindow(at: start + 128)
        // m·(w0·2^128 + w1·2^64 + w2) mod 2^192 = (x·2/π mod 4)·2^190.
        let low = m.multipliedFullWidth(by: w2)
        let middle = m.multipliedFullWidth(by: w1)
        let high = m.multipliedFullWidth(by: w0)
        let r0 = low.low
        let (r1, carry) = low.high.addingReportingOverflow(middle.low)
        let r2 = middle.high &+ high.low &+ (carry ? 1 : 0)
        var n = Int(r2 >> 62)
        // The fraction of a quarter turn, as 192 bits (the last two zero).
        var f2 = r2 << 2 | r1 >> 62, f1 = r1 << 2 | r0 >> 62, f0 = r0 << 2
        let isNegative = f2 >> 63 == 1
        if isNegative {
            // Past half a quarter: the angle is f − 1, of magnitude 1 − f (two's complement).
            n += 1
            f2 = ~f2; f1 = ~f1; f0 = ~f0
            var overflow: Bool
            (f0, overflow) = f0.addingReportingOverflow(1)
            if overflow {
                (f1, overflow) = f1.addingReportingOverflow(1)
                if overflow { f2 &+= 1 }
            }
        }
        // Normalise so the top bit is set, then take 106 bits as two doubles.
        var shift = 0
        while f2 == 0 && shift < 192 {
            f2 = f1; f1 = f0; f0 = 0
            shift += 64
        }
        let z = f2.leadingZeroBitCount
        if z > 0 && z < 64 {
            f2 = f2 << z | f1 >> (64 - z)
            f1 = f1 << z | f0 >> (64 - z)
        }
        shift += z
        let scale = Double(sign: .plus, exponent: -64 - shift, significand: 1)
        let fractionHi = Double(f2 >> 11) * 0x1p11 * scale
        let fractionLo = Double((f2 & 0x7FF) << 42 | f1 >> 22) * 0x1p-42 * scale
        // Times π/2, in double-double.
        let (p, error) = _DoubleDouble.twoProduct(fractionHi, _Constants.pio2Hi)
        var (hi, lo) = _DoubleDouble.fastTwoSum(p, error + (fractionHi * _Constants.pio2Lo + fractionLo * _Constants.pio2Hi))
        if isNegative { hi = -hi; lo = -lo }
        if x < 0 { return (-n, -hi, -lo) }
        return (n, hi, lo)
    }

    /// The 64 bits of 2/π from bit `index` on (bit 1 is the first after the
    /// binary point; bits at 0 and before are zero).
    static func _twoOverPiWindow(at index: Int) -> UInt64 {
        let words = _Constants.twoOverPiBits
        guard index >= 1 else {
            return index <= -63 ? 0 : _twoOverPiWindow(at: 1) >> UInt64(1 - index)
        }
        let word = (index - 1) >> 6, offset = (index - 1) & 63
        let first = word < words.count ? words[word] : 0
        guard offset != 0 else { return first }
        let second = word + 1 < words.count ? words[word + 1] : 0
        return first << UInt64(offset) | second >> UInt64(64 - offset)
    }
}
