/// Error-free transformations: a sum or a product as an unevaluated pair
/// `hi + lo`, where `hi` is the rounded result and `lo` its rounding error,
/// exactly (Knuth's TwoSum, Dekker's Fast2Sum and TwoProduct).
///
/// Written with plain multiplications and additions, never a fused
/// multiply-add, so they give the same bits on every IEEE 754 machine.
enum _DoubleDouble {
    /// `a + b` exactly, whatever the magnitudes.
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// `a + b` exactly, when |a| ≥ |b| (or a is 0).
    @inline(__always)
    static func fastTwoSum(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let s = a + b
        return (s, b - (s - a))
    }

    /// Veltkamp's split of `a` into two halves of 26 bits each: a = hi + lo exactly.
    /// For |a| below 2^995, so the multiplication cannot overflow.
    @inline(__always)
    static func split(_ a: Double) -> (hi: Double, lo: Double) {
        let c = 134_217_729.0 * a  // 2^27 + 1
        let hi = c - (c - a)
        return (hi, a - hi)
    }

    /// `a · b` exactly (no overflow or underflow in the partial products).
    @inline(__always)
    static func twoProduct(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    /// `v` rounded to the nearest integer (ties to even), for |v| < 2^51.
    ///
    /// Adding and subtracting 1.5·2^52 leaves no bits below the units; this
    /// is plain arithmetic where `rounded()` may call the C library.
    @inline(__always)
    static func nearestInteger(_ v: Double) -> Double {
        (v + 0x1.8p52) - 0x1.8p52
    }

    /// `a²` exactly.
    @inline(__always)
    static func square(_ a: Double) -> (hi: Double, lo: Double) {
        let p = a * a
        let (ah, al) = split(a)
        return (p, ((ah * ah - p) + 2 * (ah * al)) + al * al)
    }
}
