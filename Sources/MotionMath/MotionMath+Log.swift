extension MotionMath {
    /// The natural logarithm, within 1 ulp, with C's special values:
    /// `log(0) == -.infinity`, `log(.infinity) == .infinity`, NaN below 0.
    ///
    /// x = 2^k·(1 + f) with √2/2 ≤ 1 + f < √2, and
    /// log(1 + f) = 2·atanh(s) = f − s·(f − R(s²)), s = f/(2 + f), where R is a
    /// near-minimax polynomial; k·ln 2 is summed in two pieces, the first exact.
    ///
    /// ```swift
    /// MotionMath.log(0.998)   // −0.0020020026706730793
    /// ```
    package static func log(_ x: Double) -> Double {
        guard x > 0, x < .infinity else {
            if x == 0 { return -.infinity }
            if x == .infinity || x.isNaN { return x + x }
            return .nan
        }
        var v = x, k = 0
        if v < .leastNormalMagnitude {
            v *= 0x1p54
            k = -54
        }
        let bits = v.bitPattern
        k += Int(bits >> 52) - 1023
        var m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)  // [1, 2)
        if m > 0x1.6a09e667f3bcdp0 {  // √2
            m *= 0.5
            k += 1
        }
        let f = m - 1  // exact
        let s = f / (2 + f)
        let z = s * s
        let c = _Constants.logCoefficients
        let r = z * (c[0] + z * (c[1] + z * (c[2] + z * (c[3] + z * (c[4] + z * (c[5] + z * c[6]))))))
        let halfSquare = 0.5 * f * f
        let dk = Double(k)
        // f − f²/2 + s·(f²/2 + R): the same as f − s·(f − R), with less rounding.
        return dk * _Constants.ln2Hi - ((halfSquare - (s * (halfSquare + r) + dk * _Constants.ln2Lo)) - f)
    }
}
