import Foundation
import Motion
import MotionMath
import Testing

/// DeterministicMath's documented promise, checked against values computed
/// without it: exact results from mpmath at 256 bits (Fixtures/, written by
/// deterministic_math.py), C's special values, and the very bits of the
/// functions the physics and the drawing use. That debug and release builds
/// agree is `make math-builds`, which compiles the functions both ways.
@Suite("DeterministicMath")
struct DeterministicMathTests {
    /// One line of the fixture: a function, its arguments, the exact result
    /// rounded to the nearest double, and how far the exact result is from
    /// that double, in its ulps.
    struct Case {
        var function: String
        var isHard: Bool
        var arguments: [Double]
        var nearest: Double
        var residual: Double

        var line: String { "\(function)(\(arguments.map { "\($0)" }.joined(separator: ", ")))" }

        /// What DeterministicMath gives for this case.
        var result: Double {
            switch function {
            case "sin": DeterministicMath.sin(arguments[0])
            case "cos": DeterministicMath.cos(arguments[0])
            case "exp": DeterministicMath.exp(arguments[0])
            case "expm1": DeterministicMath.expm1(arguments[0])
            case "log": DeterministicMath.log(arguments[0])
            default: DeterministicMath.atan2(arguments[0], arguments[1])
            }
        }

        /// How far `value` is from the exact result, in ulps of the nearest
        /// double. Nearby doubles subtract exactly, and an ulp is a power of
        /// two, so only the residual is rounded (to six decimals).
        func error(of value: Double) -> Double {
            abs((value - nearest) / nearest.ulp - residual)
        }
    }

    static let cases: [Case] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/DeterministicMath.txt")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count >= 5, let residual = Double(fields[fields.count - 1]) else { return nil }
            let doubles = fields[2..<(fields.count - 1)].compactMap { UInt64($0, radix: 16).map(Double.init(bitPattern:)) }
            guard doubles.count == fields.count - 3 else { return nil }
            return Case(
                function: String(fields[0]), isHard: fields[1] == "hard", arguments: Array(doubles.dropLast()), nearest: doubles.last!,
                residual: residual)
        }
    }()

    @Test("The fixture holds every function's cases, drawn and hard")
    func fixtureIsRead() {
        let counts = Dictionary(grouping: Self.cases, by: \.function).mapValues(\.count)
        #expect(counts.keys.sorted() == ["atan2", "cos", "exp", "expm1", "log", "sin"])
        #expect(counts.values.allSatisfy { $0 >= 300 }, "\(counts)")
        #expect(Self.cases.filter(\.isHard).count == 360)
    }

    @Test("Every result is within 1 ulp of the exact value computed by mpmath (the largest error: 0.55 ulp)")
    func withinOneUlp() {
        var worst = 0.0
        for each in Self.cases {
            let error = each.error(of: each.result)
            worst = max(worst, error)
            #expect(error < 1, "\(each.line) = \(each.result), exact ≈ \(each.nearest) + \(each.residual) ulp: \(error) ulp off")
        }
        // The figure DeterministicMath's documentation states; a change of the functions that
        // makes it worse should change the documentation too.
        #expect(worst < 0.56, "the largest error is \(worst) ulp")
    }

    @Test("Drawn arguments give the nearest double over 99 % of the time, the hardest ones two times in three")
    func mostlyCorrectlyRounded() {
        for hard in [false, true] {
            let chosen = Self.cases.filter { $0.isHard == hard }
            let rounded = chosen.filter { $0.result.bitPattern == $0.nearest.bitPattern }.count
            let share = Double(rounded) / Double(max(chosen.count, 1))
            #expect(share >= (hard ? 0.67 : 0.994), "\(hard ? "hard" : "drawn") cases correctly rounded: \(rounded) of \(chosen.count)")
        }
    }

    @Test("They are the very functions the physics and the drawing use: the same bits as MotionMath's")
    func sameBitsAsThePhysics() {
        var random = SplitMix64(seed: 6)
        for _ in 0..<50_000 {
            let x = (random.unit() - 0.5) * 4000, y = Double(bitPattern: random.next())
            for argument in [x, y] {
                #expect(DeterministicMath.sin(argument).bitPattern == MotionMath.sin(argument).bitPattern)
                #expect(DeterministicMath.cos(argument).bitPattern == MotionMath.cos(argument).bitPattern)
                #expect(DeterministicMath.exp(argument).bitPattern == MotionMath.exp(argument).bitPattern)
                #expect(DeterministicMath.expm1(argument).bitPattern == MotionMath.expm1(argument).bitPattern)
                #expect(DeterministicMath.log(abs(argument)).bitPattern == MotionMath.log(abs(argument)).bitPattern)
                let both = DeterministicMath.sinCos(argument)
                #expect(both.sin.bitPattern == MotionMath.sin(argument).bitPattern && both.cos.bitPattern == MotionMath.cos(argument).bitPattern)
            }
            #expect(DeterministicMath.atan2(x, y).bitPattern == MotionMath.atan2(x, y).bitPattern)
        }
    }

    @Test("C's special values: NaN in, NaN out; infinities, zeros and their signs")
    func specialValues() {
        let nan = Double.nan, infinity = Double.infinity
        for function in [DeterministicMath.sin, DeterministicMath.cos, DeterministicMath.exp, DeterministicMath.expm1, DeterministicMath.log] {
            #expect(function(nan).isNaN)
        }
        #expect(DeterministicMath.sin(infinity).isNaN && DeterministicMath.sin(-infinity).isNaN)
        #expect(DeterministicMath.cos(infinity).isNaN && DeterministicMath.cos(-infinity).isNaN)
        #expect(DeterministicMath.sin(-0.0).bitPattern == (-0.0).bitPattern)
        #expect(DeterministicMath.cos(-0.0) == 1)
        #expect(DeterministicMath.exp(-infinity) == 0 && DeterministicMath.exp(infinity) == infinity)
        #expect(DeterministicMath.exp(709.79) == infinity && DeterministicMath.exp(709.78) < infinity)
        #expect(DeterministicMath.exp(-745.14) == 0 && DeterministicMath.exp(-745.13) > 0)
        #expect(DeterministicMath.expm1(-infinity) == -1)
        #expect(DeterministicMath.expm1(-0.0).bitPattern == (-0.0).bitPattern)
        #expect(DeterministicMath.log(0) == -infinity && DeterministicMath.log(-0.0) == -infinity)
        #expect(DeterministicMath.log(-1).isNaN && DeterministicMath.log(infinity) == infinity)
        #expect(DeterministicMath.atan2(0, -1) == .pi && DeterministicMath.atan2(-0.0, -1) == -.pi)
        #expect(DeterministicMath.atan2(infinity, infinity) == .pi / 4)
        #expect(DeterministicMath.atan2(nan, 1).isNaN)
    }

    @Test("The values its documentation shows")
    func documentedValues() {
        #expect(DeterministicMath.sin(.pi / 6) == 0.49999999999999994)
        #expect(DeterministicMath.sin(.pi) == 1.2246467991473532e-16)
        #expect(DeterministicMath.cos(1) == 0.5403023058681398)
        #expect(DeterministicMath.exp(1) == 2.718281828459045)
        #expect(DeterministicMath.expm1(1e-10) == 1.00000000005e-10)
        #expect(DeterministicMath.log(2) == 0.6931471805599453)
        #expect(DeterministicMath.atan2(1, 1) == 0.7853981633974483)
        #expect(DeterministicMath.atan2(0, -1) == 3.141592653589793)
    }
}
