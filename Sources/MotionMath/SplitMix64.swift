/// A small, fast, seedable generator (SplitMix64): the toolkit's one source of
/// reproducible randomness (the playground's scenes and actions, the tests'
/// inputs). The same seed gives the same numbers on every machine.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let roll = random.next(below: 6)   // always the same for seed 7
/// let t = random.unit()              // in [0, 1)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1), from the top 53 bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A whole number in [0, bound); `bound` must be positive.
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "SplitMix64: the bound must be positive, got \(bound)")
        return Int(next() % UInt64(bound))
    }
}
