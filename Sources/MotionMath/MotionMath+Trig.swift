extension MotionMath {
    /// Sine and cosine of `x` radians together, sharing one argument
    /// reduction; each within 1 ulp. Not finite in, NaN out.
    ///
    /// ```swift
    /// let (sine, cosine) = MotionMath.sinCos(0.5)   // (0.479425538604203, 0.8775825618903728)
    /// ```
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        let ax = abs(x)
        if ax <= 0x1.921fb54442d18p-1 {  // π/4, rounded down
            if ax < 0x1p-27 { return (x, 1) }  // x³/6 and x²/2 are below half an ulp
            return (_kernelSin(x, 0), _kernelCos(x, 0))
        }
        guard ax.isFinite else { return (x - x, x - x) }
        let r = _reduce(x)
        let s = _kernelSin(r.hi, r.lo), c = _kernelCos(r.hi, r.lo)
        switch r.n & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// The sine of `x` radians, within 1 ulp. Not finite in, NaN out.
    package static func sin(_ x: Double) -> Double {
        let ax = abs(x)
        if ax <= 0x1.921fb54442d18p-1 {
            return ax < 0x1p-27 ? x : _kernelSin(x, 0)
        }
        guard ax.isFinite else { return x - x }
        let r = _reduce(x)
        switch r.n & 3 {
        case 0: return _kernelSin(r.hi, r.lo)
        case 1: return _kernelCos(r.hi, r.lo)
        case 2: return -_kernelSin(r.hi, r.lo)
        default: return -_kernelCos(r.hi, r.lo)
        }
    }

    /// The cosine of `x` radians, within 1 ulp. Not finite in, NaN out.
    package static func cos(_ x: Double) -> Double {
        let ax = abs(x)
        if ax <= 0x1.921fb54442d18p-1 {
            return ax < 0x1p-27 ? 1 : _kernelCos(x, 0)
        }
        guard ax.isFinite else { return x - x }
        let r = _reduce(x)
        switch r.n & 3 {
        case 0: return _kernelCos(r.hi, r.lo)
        case 1: return -_kernelSin(r.hi, r.lo)
        case 2: return -_kernelCos(r.hi, r.lo)
        default: return _kernelSin(r.hi, r.lo)
        }
    }

    // MARK: - Kernels on |x| ≤ π/4

    /// sin(x + y) for |x| ≤ π/4 and |y| below an ulp of x:
    /// x + x³·S(x²) + y·cos x, the small terms summed first.
    @inline(__always)
    static func _kernelSin(_ x: Double, _ y: Double) -> Double {
        let c = _Constants.sinCoefficients
        let z = x * x, z2 = z * z
        // Estrin's scheme: a shorter chain of dependent steps than Horner's.
        let poly = ((c[0] + z * c[1]) + z2 * (c[2] + z * c[3])) + z2 * z2 * ((c[4] + z * c[5]) + z2 * c[6])
        return x + (z * x * poly + y * (1 - 0.5 * z))
    }

    /// cos(x + y) for |x| ≤ π/4 and |y| below an ulp of x:
    /// 1 − x²/2 + x⁴·C(x²) − x·y, with x² exact and 1 − x²/2 split into its
    /// rounded value and rounding error, so the result is rounded once.
    @inline(__always)
    static func _kernelCos(_ x: Double, _ y: Double) -> Double {
        let c = _Constants.cosCoefficients
        let (zh, zl) = _DoubleDouble.square(x)
        let half = 0.5 * zh
        let w = 1 - half
        let error = (1 - w) - half  // exact: half ≤ 0.31
        let z2 = zh * zh
        let poly = ((c[0] + zh * c[1]) + z2 * (c[2] + zh * c[3])) + z2 * z2 * (c[4] + zh * c[5])
        return w + (error - 0.5 * zl + (z2 * poly - x * y))
    }
}
