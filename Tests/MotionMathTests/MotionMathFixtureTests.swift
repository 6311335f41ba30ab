@testable import MotionMath
import Testing

/// Fixed inputs and the exact bits MotionMath must give for them, on any
/// machine and with any C library: the results do not depend on the
/// platform, so a change here is a change of the functions themselves.
///
/// Each expected value was checked, when it was recorded, against the exact
/// result computed with 200-bit arithmetic (mpmath): all are within 0.8 ulp,
/// most correctly rounded.
@Suite("MotionMath gives the same bits everywhere")
struct MotionMathFixtureTests {
    static let fixture: [(function: String, x: Double, y: Double, bits: UInt64)] = [
        // exp
        ("exp", -0x1.7480000000000p+9, 0, 0x1),
        ("exp", -0x1.5e40000000000p+9, 0, 0xC4FF475C68CA02),
        ("exp", -0x1.4400000000000p+4, 0, 0x3E1B93DE1E27CA3B),
        ("exp", -0x1.ae147ae147ae2p+1, 0, 0x3FA1C8D1E25F19C7),
        ("exp", -0x1.3333333333333p-2, 0, 0x3FE7B4C869C37C05),
        ("exp", -0x1.12e0be826d695p-30, 0, 0x3FEFFFFFFF768FA1),
        ("exp", 0x0.0p+0, 0, 0x3FF0000000000000),
        ("exp", 0x1.19799812dea11p-40, 0, 0x3FF0000000001198),
        ("exp", 0x1.62d0e56041893p-1, 0, 0x3FFFFECB5CDA67F1),
        ("exp", 0x1.0000000000000p+0, 0, 0x4005BF0A8B145769),
        ("exp", 0x1.4000000000000p+1, 0, 0x40285D6FD931E0BB),
        ("exp", 0x1.62ccccccccccdp+6, 0, 0x47EF4705BBFFAE5C),
        ("exp", 0x1.62d999999999ap+9, 0, 0x7FED75AE7A50EE14),
        // expm1
        ("expm1", -0x1.4000000000000p+5, 0, 0xBFF0000000000000),
        ("expm1", -0x1.0cccccccccccdp+2, 0, 0xBFEF8527FEFF15A6),
        ("expm1", -0x1.0000000000000p-1, 0, 0xBFD92E9A0720D3EC),
        ("expm1", -0x1.1eb851eb851ecp-4, 0, 0xBFB14EA37C82EDA4),
        ("expm1", -0x1.ad7f29abcaf48p-24, 0, 0xBE7AD7F2843813CE),
        ("expm1", 0x1.1b578c96db19bp-65, 0, 0x3BE1B578C96DB19B),
        ("expm1", 0x1.47ae147ae147bp-7, 0, 0x3F84952E9791133F),
        ("expm1", 0x1.3333333333333p-2, 0, 0x3FD6641632306A56),
        ("expm1", 0x1.6666666666666p-2, 0, 0x3FDAD200B20177B2),
        ("expm1", 0x1.0000000000000p+0, 0, 0x3FFB7E151628AED3),
        ("expm1", 0x1.4000000000000p+3, 0, 0x40D5825DCF950560),
        ("expm1", 0x1.5e00000000000p+9, 0, 0x7F0D945DF4F8EC8E),
        // log
        ("log", 0x0.0000000000001p-1022, 0, 0xC0874385446D71C3),
        ("log", 0x1.0000000000000p-1022, 0, 0xC086232BDD7ABCD2),
        ("log", 0x1.56e1fc2f8f359p-997, 0, 0xC085963447F87FB5),
        ("log", 0x1.0624dd2f1a9fcp-10, 0, 0xC01BA18A998FFFA0),
        ("log", 0x1.0000000000000p-1, 0, 0xBFE62E42FEFA39EF),
        ("log", 0x1.fef9db22d0e56p-1, 0, 0xBF606680FFE7CC09),
        ("log", 0x1.fffeb074a771dp-1, 0, 0xBEE4F8BC681DF714),
        ("log", 0x1.0000000000000p+0, 0, 0x0),
        ("log", 0x1.000001ad7f29bp+0, 0, 0x3E7AD7F2847B6492),
        ("log", 0x1.0000000000000p+1, 0, 0x3FE62E42FEFA39EF),
        ("log", 0x1.4000000000000p+3, 0, 0x40026BB1BBB55516),
        ("log", 0x1.7e43c8800759cp+996, 0, 0x4085963447F87FB5),
        // sin
        ("sin", 0x1.56e1fc2f8f359p-997, 0, 0x1A56E1FC2F8F359),
        ("sin", 0x1.5798ee2308c3ap-27, 0, 0x3E45798EE2308C3A),
        ("sin", 0x1.3333333333333p-2, 0, 0x3FD2E9CD95BABA33),
        ("sin", 0x1.921fb54442d18p-1, 0, 0x3FE6A09E667F3BCC),
        ("sin", 0x1.0000000000000p+0, 0, 0x3FEAED548F090CEE),
        ("sin", 0x1.921fb54442d18p+1, 0, 0x3CA1A62633145C07),
        ("sin", 0x1.4000000000000p+3, 0, 0xBFE1689EF5F34F52),
        ("sin", 0x1.a666666666666p+5, 0, 0x3FE2414556BCC502),
        ("sin", 0x1.6300000000000p+8, 0, 0xBEFF9BD0307D1DE3),
        ("sin", 0x1.e848000000000p+19, 0, 0xBFD6664B2568D867),
        ("sin", 0x1.c6bf526340000p+49, 0, 0x3FEB76F88136CEBA),
        ("sin", 0x1.0f0cf064dd592p+73, 0, 0xBFEB453AB76BF397),
        ("sin", 0x1.fffffffffffffp+1023, 0, 0x3F7452FC98B34E97),
        // cos
        ("cos", 0x0.0p+0, 0, 0x3FF0000000000000),
        ("cos", 0x1.12e0be826d695p-30, 0, 0x3FF0000000000000),
        ("cos", 0x1.3333333333333p-2, 0, 0x3FEE921DD42F09BA),
        ("cos", 0x1.0000000000000p+0, 0, 0x3FE14A280FB5068C),
        ("cos", 0x1.921fb54442d18p+0, 0, 0x3C91A62633145C07),
        ("cos", 0x1.4000000000000p+3, 0, 0xBFEAD9AC890C6B1F),
        ("cos", 0x1.0a66666666666p+5, 0, 0xBFD3B92FE29AAF21),
        ("cos", 0x1.6300000000000p+9, 0, 0x3FEFFFFFFF063930),
        ("cos", 0x1.e848000000000p+19, 0, 0x3FEDF9DF9906D32C),
        ("cos", 0x1.2a05f20000000p+33, 0, 0x3FEBF098901C931A),
        ("cos", 0x1.0f0cf064dd592p+73, 0, 0x3FE0BE2CEF01C8F4),
        ("cos", 0x1.7e43c8800759cp+996, 0, 0xBFE2699022ADC4C1),
        ("atan2", 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x3FE921FB54442D18),
        ("atan2", 0x0.0p+0, -0x1.0000000000000p+0, 0x400921FB54442D18),
        ("atan2", -0x0.0p+0, -0x1.0000000000000p+0, 0xC00921FB54442D18),
        ("atan2", 0x1.56e1fc2f8f359p-997, 0x1.0000000000000p+0, 0x1A56E1FC2F8F359),
        ("atan2", 0x1.0000000000000p+0, 0x1.56e1fc2f8f359p-997, 0x3FF921FB54442D18),
        ("atan2", 0x1.8000000000000p+1, -0x1.0000000000000p+2, 0x4003FC176B7A8560),
        ("atan2", -0x1.4000000000000p+1, 0x1.999999999999ap-4, 0xBFF87E3AA32878AE),
        ("atan2", 0x1.4000000000000p+3, 0x1.40000218def41p+3, 0x3FE921FB396C3A94),
        ("atan2", -0x1.24a35bcdc760fp+667, 0x1.25eed8ffb39c1p-663, 0xBFF921FB54442D18),
        ("atan2", 0x1.0000000000000p-1, 0x1.b851eb851eb85p-1, 0x3FE0DA216F7FAB69),
    ]

    @Test("Every fixed input gives exactly the recorded bits")
    func recordedBits() {
        for (function, x, y, bits) in Self.fixture {
            let result: Double
            switch function {
            case "exp": result = MotionMath.exp(x)
            case "expm1": result = MotionMath.expm1(x)
            case "log": result = MotionMath.log(x)
            case "sin": result = MotionMath.sin(x)
            case "cos": result = MotionMath.cos(x)
            default: result = MotionMath.atan2(x, y)
            }
            #expect(result.bitPattern == bits, "\(function)(\(x)\(function == "atan2" ? ", \(y)" : "")) = \(result), recorded \(Double(bitPattern: bits))")
        }
    }

    @Test("sinCos gives exactly the bits of sin and cos")
    func sinCosAgrees() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<20_000 {
            let x = generator.anyMagnitude(exponents: 900...1100)
            let both = MotionMath.sinCos(x)
            #expect(both.sin.bitPattern == MotionMath.sin(x).bitPattern && both.cos.bitPattern == MotionMath.cos(x).bitPattern, "at \(x)")
        }
    }
}
