extension MotionMath {
    // MARK: - exp

    /// e^x, within 1 ulp (normal results), with C's special values:
    /// `exp(-.infinity) == 0`, `exp(.infinity) == .infinity`, overflow to
    /// infinity above 709.78…, underflow to 0 below −745.13….
    ///
    /// ```swift
    /// MotionMath.exp(1)      // 2.718281828459045
    /// ```
    package static func exp(_ x: Double) -> Double {
        // Below 708 in magnitude the result is a normal number; NaN fails the test too.
        guard abs(x) < 708 else { return _expLarge(x) }
        let e = _expReduced(x)
        return (e.hi + e.lo) * _powerOfTwo(e.k)
    }

    // MARK: - expm1

    /// e^x − 1, accurate near zero (where `exp(x) - 1` would cancel), within
    /// 1 ulp, with `expm1(-.infinity) == -1` and ±0 kept.
    ///
    /// ```swift
    /// MotionMath.expm1(1e-10)   // 1.00000000005e-10
    /// ```
    package static func expm1(_ x: Double) -> Double {
        let ax = abs(x)
        if ax <= 0.34657359027997264 {  // ln 2 / 2: no reduction
            if ax < 0x1p-54 { return x }  // x²/2 is below half an ulp of x; keeps ±0
            return _expm1Small(x)
        }
        guard ax < 708 else {
            if x.isNaN { return x + x }
            return x > 0 ? exp(x) : -1
        }
        if x < -38 { return -1 }  // e^x < 2^-54: −1 + e^x rounds to −1
        let e = _expReduced(x)
        let scale = _powerOfTwo(e.k)
        let hi = e.hi * scale, lo = e.lo * scale  // exact: e.k ≥ −55 here
        if e.k > 52 { return hi + (lo - 1) }  // 1 is below hi's ulp
        let (s, error) = _DoubleDouble.twoSum(hi, -1)
        return s + (error + lo)
    }

    // MARK: - Kernels

    /// e^x = 2^k·(hi + lo), with hi + lo in [0.99, 2.01], for |x| < 745.2.
    ///
    /// x = n·ln2/128 + r, n = 128k + j, |r| ≤ ln2/256; e^x = 2^k·2^(j/128)·e^r,
    /// with 2^(j/128) from the table in double-double and e^r − 1 from its
    /// Taylor series to r⁵ (the first omitted term is below 2^-60), evaluated
    /// in two halves at once (Estrin) for a shorter chain of dependent steps.
    @inline(__always)
    static func _expReduced(_ x: Double) -> (hi: Double, lo: Double, k: Int) {
        let n = _DoubleDouble.nearestInteger(x * _Constants.oneTwentyEightOverLn2)
        let hi = x - n * _Constants.ln2Over128Hi  // exact: n·ln2Over128Hi is exact and close to x
        let (r, c) = _DoubleDouble.twoSum(hi, -(n * _Constants.ln2Over128Lo))  // r + c: the reduced argument
        let r2 = r * r
        let p = r + r2 * ((0.5 + r * (1.0 / 6)) + r2 * (1.0 / 24 + r * (1.0 / 120)))
        let index = Int(n)
        let t = _Constants.exp2Table[index & 127]
        // 2^(j/128)·(1 + p)·(1 + c), dropping p·c (below 2^-110).
        return (t.hi, t.lo + t.hi * (p + c), index >> 7)
    }

    /// e^x − 1 for 2^-54 ≤ |x| ≤ ln2/2: x + x²/2 + x³·q(x), summed in double-double.
    @inline(__always)
    static func _expm1Small(_ x: Double) -> Double {
        let c = _Constants.expm1Coefficients
        // Estrin's scheme: independent pairs, then powers of x², then x⁴.
        let x2 = x * x, x4 = x2 * x2
        let q =
            ((c[0] + x * c[1]) + x2 * (c[2] + x * c[3]))
            + x4 * (((c[4] + x * c[5]) + x2 * (c[6] + x * c[7])) + x4 * (c[8] + x * c[9]))
        let (zh, zl) = _DoubleDouble.square(x)
        let (s, error) = _DoubleDouble.fastTwoSum(x, 0.5 * zh)  // |x| > x²/2
        return s + (error + (0.5 * zl + x * zh * q))
    }

    /// `exp` where the result may overflow, be subnormal, or x is not finite.
    static func _expLarge(_ x: Double) -> Double {
        if x.isNaN { return x + x }
        if x > 709.782712893384 { return .infinity }  // above ln(greatestFiniteMagnitude)
        if x < -745.1332191019412 { return 0 }  // below ln(2^-1075): rounds to 0
        let e = _expReduced(x)
        let m = e.hi + e.lo
        if e.k > 0 { return m * _powerOfTwo(e.k - 1) * 2 }  // e.k may be 1024
        // Subnormal results: scaled in two steps, so the result is rounded
        // again (within one unit of the subnormal spacing).
        return m * _powerOfTwo(e.k + 1000) * 0x1p-1000
    }

    /// 2^k for −1022 ≤ k ≤ 1023, from its bits.
    @inline(__always)
    static func _powerOfTwo(_ k: Int) -> Double {
        Double(bitPattern: UInt64(k + 1023) << 52)
    }
}
