/// Elementary functions computed from IEEE 754 arithmetic only, so the
/// physics and the drawing give the same bits on every machine.
///
/// The C library's `exp`, `log`, `sin`, `cos` and `atan2` differ in their
/// last bits between glibc versions, musl and macOS, and LLVM may fold a
/// call with constant arguments using the build machine's library. These
/// functions use only additions, subtractions, multiplications, divisions
/// and exact bit manipulation of `Double`, which IEEE 754 defines to the
/// bit; Swift never contracts `a * b + c` into a fused multiply-add, and
/// never reassociates floating-point expressions. So a given input gives the
/// same output on any IEEE 754 machine, in debug and in release, whatever
/// the C library.
///
/// ## Accuracy
/// Each function is within 1 ulp of the exact result for every finite
/// input with a normal result (most results are correctly rounded), and
/// follows C's Annex F for the special values: NaN in, NaN out; ±0, ±∞ and
/// the overflow and underflow thresholds as the C library. `MotionMathTests`
/// checks each against the platform's library over wide random ranges and
/// the special values, within 1 ulp.
///
/// How:
/// - ``exp(_:)`` and ``expm1(_:)``: x = (128·k + j)·ln2/128 + r with a
///   128-entry table of 2^(j/128) in double-double and |r| ≤ ln2/256 (Tang's method);
///   `expm1` evaluates small arguments directly, in double-double.
/// - ``log(_:)``: x = 2^k·(1 + f), log(1 + f) = 2·atanh(f/(2 + f)), with
///   ln 2 split so k·ln 2 is exact.
/// - ``sin(_:)``, ``cos(_:)``, ``sinCos(_:)``: reduction by π/2 in
///   double-double, with π/2 in four pieces below 2^20·π/2 and with the bits
///   of 2/π (Payne–Hanek) above, then polynomials on |r| ≤ π/4.
/// - ``atan2(_:_:)``: the quotient in double-double, reduced against a table
///   of atan(j/32), and a short series.
///
/// The polynomial coefficients are near-minimax fits and the tables exact
/// values rounded to double-double, both computed for this module with
/// 300-bit arithmetic.
///
/// ```swift
/// import MotionMath
///
/// let (t, omega, dx, dy) = (0.25, 12.0, 3.0, 4.0)   // seconds, radians per second, points
/// let decay = MotionMath.exp(-4.2 * t)
/// let (sine, cosine) = MotionMath.sinCos(omega * t)
/// let angle = MotionMath.atan2(dy, dx)   // radians, positive clockwise on a y-down screen
/// ```
package enum MotionMath {}
