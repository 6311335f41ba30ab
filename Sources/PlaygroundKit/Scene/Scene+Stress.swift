import Canvas
import Interactions

extension Scene {
    /// A stress scene: `count` small tossable rectangles, all thrown at once
    /// in random directions, bouncing back inside the window's edges.
    ///
    /// The "random" layout comes from a fixed seed, so every run is the same.
    ///
    /// ```swift
    /// let scene = Scene.makeStress(count: 5_000)
    /// ```
    public static func makeStress(count: Int = 5_000, size: Size = Size(width: 1280, height: 720), seed: UInt64 = 42) -> Scene {
        let scene = Scene(size: size)
        var random = SplitMix64(seed: seed)
        let palette: [UInt32] = [0x42A5F5FF, 0xEC407AFF, 0xFFCA28FF, 0x66BB6AFF, 0xAB47BCFF, 0x26C6DAFF, 0xFF7043FF]
        for index in 0..<count {
            let side = 8 + random.next(below: 17)
            let boxSize = Size(width: Double(side), height: Double(side))
            let position = Point(
                x: Double(side) / 2 + random.unit() * (size.width - Double(side)),
                y: Double(side) / 2 + random.unit() * (size.height - Double(side))
            )
            let box = scene.addBox(Box(
                name: "Box#\(index + 1)", position: position, size: boxSize,
                color: Color(rgba: palette[index % palette.count]), cornerRadius: 0
            ))
            let region = DefaultLayout.region(for: box, in: size)
            scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(region)), to: box)
            let angle = random.unit() * 2 * Double.pi
            let speed = 400 + random.unit() * 2600
            let velocity = Point(x: speed * StressMath.cos(angle), y: speed * StressMath.sin(angle))
            scene.runtime.addPlan(Fling(velocity: velocity, bounds: region), named: "motion", to: box)
        }
        return scene
    }
}

/// A small, fast, seedable generator (SplitMix64), for reproducible scenes.
struct SplitMix64 {
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
}
