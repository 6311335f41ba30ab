extension MotionMath {
    /// The angle of the vector (x, y) from the positive x axis, in radians
    /// in [−π, π], within 1 ulp, with C's special values (signed zeros pick
    /// ±0 or ±π; infinities give the multiples of π/4).
    ///
    /// On a screen whose y axis points down, a positive angle turns
    /// clockwise, as CSS rotations do.
    ///
    /// ```swift
    /// MotionMath.atan2(1, 1)     // π/4 = 0.7853981633974483
    /// MotionMath.atan2(0, -1)    // π
    /// ```
    package static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return x + y }
        let ax = abs(x), ay = abs(y)
        let angle: (hi: Double, lo: Double)
        if ay == 0 || ax == .infinity && ay < .infinity {
            // On the x axis, or infinitely far along it: 0 or π.
            angle = x.sign == .plus ? (0, 0) : (_Constants.piHi, _Constants.piLo)
        } else if ax == 0 || ay == .infinity && ax < .infinity {
            angle = (_Constants.pio2Hi, _Constants.pio2Lo)
        } else if ax == .infinity {
            angle = x > 0 ? (_Constants.pio4Hi, _Constants.pio4Lo) : (_Constants.threePio4Hi, _Constants.threePio4Lo)
        } else {
            let first = _firstQuadrant(ay, ax)
            angle = x > 0 ? first : _difference(_Constants.piHi, _Constants.piLo, first)
        }
        let result = angle.hi + angle.lo
        return y.sign == .minus ? -result : result
    }

    // MARK: - Helpers

    /// atan(ay/ax) in [0, π/2] as double-double, for finite positive ax, ay.
    static func _firstQuadrant(_ ay: Double, _ ax: Double) -> (hi: Double, lo: Double) {
        let gap = ay.exponent - ax.exponent
        if gap > 60 {
            // ax/ay < 2^-60: π/2 − ax/ay (the next term, (ax/ay)³/3, is far below an ulp).
            return _difference(_Constants.pio2Hi, _Constants.pio2Lo, (ax / ay, 0))
        }
        if gap < -60 {
            return (ay / ax, 0)  // atan(t) = t − t³/3…, and t³/3 is far below an ulp of t
        }
        // Both scaled by the same power of two (exact), so the larger is in
        // [1, 2) and the smaller above 2^-62: nothing below overflows or underflows.
        let exponent = max(ax.exponent, ay.exponent)
        let sx = Double(sign: .plus, exponent: ax.exponent - exponent, significand: ax.significand)
        let sy = Double(sign: .plus, exponent: ay.exponent - exponent, significand: ay.significand)
        if sy <= sx {
            return _atanOfUnitRatio(_quotient(sy, sx))
        }
        return _difference(_Constants.pio2Hi, _Constants.pio2Lo, _atanOfUnitRatio(_quotient(sx, sy)))
    }

    /// a / b as double-double: the rounded quotient and its exact remainder over b.
    @inline(__always)
    static func _quotient(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let q = a / b
        let (p, error) = _DoubleDouble.twoProduct(q, b)
        return (q, ((a - p) - error) / b)
    }

    /// (hi + lo) − v, for a constant hi + lo larger than twice v.
    @inline(__always)
    static func _difference(_ hi: Double, _ lo: Double, _ v: (hi: Double, lo: Double)) -> (hi: Double, lo: Double) {
        let (s, error) = _DoubleDouble.fastTwoSum(hi, -v.hi)
        return _DoubleDouble.fastTwoSum(s, error + (lo - v.lo))
    }

    /// atan(t) for t = hi + lo in [0, 1], as double-double.
    ///
    /// With c = j/32 the nearest table point, atan(t) = atan(c) + atan(u),
    /// u = (t − c)/(1 + t·c), |u| ≤ 1/64, u in double-double; atan(u) from its
    /// series to u¹³ (the next term is below 2^-90 of u).
    static func _atanOfUnitRatio(_ t: (hi: Double, lo: Double)) -> (hi: Double, lo: Double) {
        let index = Int(_DoubleDouble.nearestInteger(t.hi * 32))
        let c = Double(index) * (1.0 / 32)
        var u = t
        if index > 0 {
            let numerator = t.hi - c  // exact: t is within 1/64 of c ≥ 1/32
            let (product, productError) = _DoubleDouble.twoProduct(t.hi, c)
            let (denominator, sumError) = _DoubleDouble.fastTwoSum(1, product)
            let denominatorLo = sumError + productError + t.lo * c
            let q = numerator / denominator
            let (p, error) = _DoubleDouble.twoProduct(q, denominator)
            u = (q, (((numerator - p) - error) + t.lo - q * denominatorLo) / denominator)
        }
        let z = u.hi * u.hi
        let series = u.hi * z * (-1.0 / 3 + z * (1.0 / 5 + z * (-1.0 / 7 + z * (1.0 / 9 + z * (-1.0 / 11 + z * (1.0 / 13))))))
        // atan(u.hi + u.lo) ≈ atan(u.hi) + u.lo/(1 + u.hi²).
        let tail = series + u.lo * (1 - z)
        let base = _Constants.atanTable[index]
        let (s, error) = _DoubleDouble.twoSum(base.hi, u.hi)
        return _DoubleDouble.fastTwoSum(s, error + (base.lo + tail))
    }
}
