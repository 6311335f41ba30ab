import MotionMath

/// Sine, cosine, exponential, logarithm and arctangent that give the same
/// bits on every machine: the functions the toolkit's springs, flings and
/// renderer use, for your performers.
///
/// Foundation's `sin`, `cos`, `exp`, `log` and `atan2` are the C library's,
/// and C libraries differ in the last bit of their results (glibc from one
/// version to the next, musl, macOS), so a performer that calls them can draw
/// a pixel differently on another machine and fail its golden image there.
/// Call these instead:
///
/// ```swift
/// import Motion
///
/// let (amplitude, period, damping, elapsed, angle) = (12.0, 0.8, 6.0, 0.25, Double.pi / 3)
/// let sway = amplitude * DeterministicMath.sin(2 * .pi * elapsed / period)
/// let decay = DeterministicMath.exp(-damping * elapsed)
/// let (sine, cosine) = DeterministicMath.sinCos(angle)   // one reduction for both
/// ```
///
/// ## What is guaranteed
/// - **The same bits everywhere.** A given `Double` in gives the same
///   `Double` out, to the bit, on any machine Swift runs on (x86-64 and ARM64,
///   Linux and macOS), in debug and release builds, whatever the C library.
///   The functions are Swift code made only of IEEE 754's basic operations
///   (+, −, ×, ÷ and exact manipulation of a double's bits), which IEEE 754
///   defines to the bit; Swift never fuses `a * b + c` into one rounding and
///   never reorders floating-point arithmetic, optimised or not. Checked
///   here on x86-64 Linux, debug against release (`make math-builds`).
/// - **Within 1 ulp.** Every finite result is within one unit in the last
///   place of the exact value. Measured against mpmath at 256 bits on about
///   2,400 cases (`Tests/MotionTests/Fixtures`): the largest error is 0.55 ulp;
///   over 99 % of the results for arguments drawn at random are correctly
///   rounded (the double nearest the exact value), and two thirds of the
///   hardest cases (exact values a hair from halfway between two doubles).
/// - **C's special values** (Annex F of the C standard): NaN in, NaN out;
///   `sin(±∞)` and `cos(±∞)` are NaN; `exp(-∞) == 0`, `exp(∞) == ∞`,
///   overflow to `∞` above 709.78 and underflow to 0 below −745.13;
///   `log(0) == -∞`, `log` of a negative number is NaN; the signs of zeros
///   are kept (`sin(-0.0)` is `-0.0`).
/// - **The same bits in later versions.** A test pins the bits of fixed
///   inputs (`MotionMathFixtureTests`); changing them would be a deliberate,
///   announced change, since it changes goldens.
///
/// What is *not* promised: the same bits as Foundation's functions (they
/// differ from them now and then in the last bit, which is the point), or
/// identities that rounding breaks: `sin(.pi)` is 1.2246467991473532e-16,
/// the sine of the double nearest π, not 0.
///
/// Everything else a performer needs is already exact in IEEE 754 and the
/// same everywhere: `+ - * /`, `squareRoot()`, `rounded()`,
/// `truncatingRemainder(dividingBy:)`, `min`, `max`, `abs` and `Double.pi`.
/// Avoid Foundation's `pow`, `tan`, `hypot`, `cbrt` and the like in anything
/// that decides a pixel.
public enum DeterministicMath {
    /// The sine of `x` radians.
    ///
    /// ```swift
    /// DeterministicMath.sin(.pi / 6)   // 0.49999999999999994
    /// ```
    public static func sin(_ x: Double) -> Double { MotionMath.sin(x) }

    /// The cosine of `x` radians.
    ///
    /// ```swift
    /// DeterministicMath.cos(1)   // 0.5403023058681398
    /// ```
    public static func cos(_ x: Double) -> Double { MotionMath.cos(x) }

    /// The sine and cosine of `x` radians together, sharing one argument
    /// reduction: the same bits as ``sin(_:)`` and ``cos(_:)``.
    ///
    /// ```swift
    /// let (rotation, half) = (Double.pi / 6, 40.0)   // a box's turn, half its side
    /// let (sine, cosine) = DeterministicMath.sinCos(rotation)
    /// let corner = (x: cosine * half - sine * half, y: sine * half + cosine * half)
    /// ```
    public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) { MotionMath.sinCos(x) }

    /// e raised to the power `x`.
    ///
    /// ```swift
    /// DeterministicMath.exp(1)   // 2.718281828459045
    /// ```
    public static func exp(_ x: Double) -> Double { MotionMath.exp(x) }

    /// e^x − 1, accurate for `x` near 0, where `exp(x) - 1` loses digits.
    ///
    /// ```swift
    /// DeterministicMath.expm1(1e-10)   // 1.00000000005e-10
    /// ```
    public static func expm1(_ x: Double) -> Double { MotionMath.expm1(x) }

    /// The natural logarithm of `x`.
    ///
    /// ```swift
    /// DeterministicMath.log(2)   // 0.6931471805599453
    /// ```
    public static func log(_ x: Double) -> Double { MotionMath.log(x) }

    /// The angle of the vector (`x`, `y`) from the positive x axis, in
    /// radians in [−π, π]; on a screen whose y axis points down, positive
    /// angles turn clockwise.
    ///
    /// ```swift
    /// DeterministicMath.atan2(1, 1)    // π/4 = 0.7853981633974483
    /// DeterministicMath.atan2(0, -1)   // π = 3.141592653589793
    /// ```
    public static func atan2(_ y: Double, _ x: Double) -> Double { MotionMath.atan2(y, x) }
}
