// The driver of .ci/math-builds: compiled together with Sources/MotionMath
// (the functions DeterministicMath hands on) once per optimisation level, it
// prints one digest per function over the same million arguments each, so
// builds that compute a single bit differently print different lines.

/// FNV-1a over the results' bit patterns: any different bit changes it.
struct Digest {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    mutating func add(_ x: Double) {
        var bits = x.bitPattern
        for _ in 0..<8 {
            value = (value ^ (bits & 0xFF)) &* 0x0000_0100_0000_01B3
            bits >>= 8
        }
    }
}

/// Arguments from every range a performer meets and beyond: phases of a few
/// turns, long-running phases, any magnitude (subnormals, huge, ±0, ±∞, NaN).
func argument(_ random: inout SplitMix64, _ index: Int) -> Double {
    switch index % 4 {
    case 0: return (random.unit() - 0.5) * 4 * Double.pi
    case 1: return (random.unit() - 0.5) * 2e4
    case 2: return (random.unit() - 0.5) * 1500
    default: return Double(bitPattern: random.next())
    }
}

@main
enum MathBuilds {
    static func main() {
        let count = 1_000_000
        let functions: [(String, (Double, Double) -> Double)] = [
            ("sin", { x, _ in MotionMath.sin(x) }),
            ("cos", { x, _ in MotionMath.cos(x) }),
            ("sinCos", { x, _ in let both = MotionMath.sinCos(x); return both.sin - both.cos }),
            ("exp", { x, _ in MotionMath.exp(x) }),
            ("expm1", { x, _ in MotionMath.expm1(x) }),
            ("log", { x, _ in MotionMath.log(abs(x)) }),
            ("atan2", { y, x in MotionMath.atan2(y, x) }),
        ]
        for (name, function) in functions {
            var random = SplitMix64(seed: 25)
            var digest = Digest()
            for index in 0..<count {
                let x = argument(&random, index)
                let y = argument(&random, index + 1)
                digest.add(function(x, y))
            }
            print(name, String(digest.value, radix: 16))
        }
    }
}
