import Interactions

/// A small, fast, seedable generator (SplitMix64), for reproducible scenes:
/// the one random source of the playground's scenes and actions.
struct SplitMix64: Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A whole number in [0, bound).
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A direction of uniformly random angle, of length 1, from IEEE arithmetic
    /// only (rejection sampling and a correctly rounded square root, no libm
    /// trigonometry), so it is the same on every machine.
    mutating func unitVector() -> Point {
        while true {
            let x = unit() * 2 - 1, y = unit() * 2 - 1
            let lengthSquared = x * x + y * y
            if lengthSquared > 0.01, lengthSquared <= 1 {
                let length = lengthSquared.squareRoot()
                return Point(x: x / length, y: y / length)
            }
        }
    }
}
