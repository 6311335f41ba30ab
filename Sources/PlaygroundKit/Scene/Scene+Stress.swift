import Canvas
import Interactions
import MotionMath

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
            let box = scene.addBox(
                Box(
                    name: "Box#\(index + 1)", position: position, size: boxSize,
                    color: Color(rgba: palette[index % palette.count]), cornerRadius: 0
                ))
            let region = DefaultLayout.region(for: box, in: size)
            scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(region)), to: box)
            scene.runtime.addPlan(Fling(velocity: StressLayout.throwVelocity(&random), bounds: region), named: "motion", to: box)
        }
        StressLayout.addActions(to: scene, seed: seed)
        scene.didResize = { StressLayout.apply(to: $0) }
        return scene
    }
}

/// The stress scene's throws, layout and actions.
enum StressLayout {
    /// A throw in a random direction at 400 to 3,000 points a second.
    static func throwVelocity(_ random: inout SplitMix64) -> Point {
        let speed = 400 + random.unit() * 2600
        return random.unitVector() * speed
    }

    /// Keeps every box's region the window, and brings boxes left outside back in.
    static func apply(to scene: Scene) {
        for box in scene.boxes {
            let region = DefaultLayout.region(for: box, in: scene.size)
            scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(region)), to: box)
            DefaultLayout.bringInside(box, region: region, in: scene)
        }
    }

    /// "Throw every box" (`x`) and "Reset the scene" (`0`).
    static func addActions(to scene: Scene, seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 1)
        let starts = Dictionary(uniqueKeysWithValues: scene.boxes.map { (ObjectIdentifier($0), $0.position) })
        scene.actions = [
            SceneAction("Throw every box", key: KeyPress("x")) { scene in
                for box in scene.boxes where !box.recognizer.isPointerDown {
                    let region = DefaultLayout.region(for: box, in: scene.size)
                    scene.runtime.addPlan(Fling(velocity: throwVelocity(&random), bounds: region), named: "motion", to: box)
                }
            },
            SceneAction("Reset the scene", key: KeyPress("0")) { scene in
                for box in scene.boxes where !box.recognizer.isPointerDown {
                    guard let start = starts[ObjectIdentifier(box)] else { continue }
                    scene.runtime.addPlan(Spring(to: start), named: "motion", to: box)
                }
            },
        ]
    }
}
