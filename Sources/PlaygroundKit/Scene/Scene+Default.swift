import Canvas
import Interactions
import MotionMath
import MotionTracing
import TraceKit

extension Scene {
    /// The playground's default scene: six boxes of different sizes and
    /// colours. The first three settle into the nearest point of an anchor
    /// grid when thrown; the other three fly free and spring back inside the
    /// window's edges. Every box also pinches (0.5× to 3×) and turns with two
    /// fingers. Two traces watch a toss of `Box#1` and a fling of `Box#4`.
    /// Its actions: "Reset the scene" (`0`) and "Throw every box" (`x`).
    ///
    /// The layout follows the window: on resize the anchor grid and the
    /// regions are recomputed, the boxes' plans updated, and every box that
    /// is not held settles back inside with its usual motion (anchored boxes
    /// follow their anchor; free boxes left outside spring back in; a box in
    /// flight flies on within the new edges), at any size and back.
    ///
    /// ```swift
    /// let playground = Playground(scene: .makeDefault(size: Size(width: 1280, height: 720)), font: try Assets.locate().loadFont())
    /// ```
    public static func makeDefault(size: Size = Size(width: 1280, height: 720)) -> Scene {
        let scene = Scene(size: size)
        let anchors = DefaultLayout.anchors(in: size)
        for (index, spec) in DefaultLayout.boxes.enumerated() {
            scene.addBox(
                Box(
                    name: "Box#\(index + 1)", position: anchors[spec.startAnchor],
                    size: spec.size, color: Color(rgba: spec.color)
                ))
        }
        scene.didResize = { DefaultLayout.apply(to: $0) }
        DefaultLayout.apply(to: scene)
        // Every box pinches and turns with two fingers, in its one gesture performer beside the drag.
        for box in scene.boxes {
            scene.runtime.addPlan(Pinchable(box.recognizer), to: box)
            scene.runtime.addPlan(Rotatable(box.recognizer), to: box)
        }
        DefaultLayout.addTraces(to: scene)
        DefaultLayout.addActions(to: scene)
        return scene
    }
}

/// The default scene's boxes, anchor grid and traces.
enum DefaultLayout {
    struct BoxSpec {
        var size: Size
        var color: UInt32
        var startAnchor: Int
        var snapsToAnchors: Bool
    }

    static let boxes = [
        BoxSpec(size: Size(width: 160, height: 110), color: 0x42A5F5FF, startAnchor: 0, snapsToAnchors: true),
        BoxSpec(size: Size(width: 120, height: 120), color: 0xEC407AFF, startAnchor: 1, snapsToAnchors: true),
        BoxSpec(size: Size(width: 90, height: 140), color: 0xFFCA28FF, startAnchor: 2, snapsToAnchors: true),
        BoxSpec(size: Size(width: 140, height: 90), color: 0x66BB6AFF, startAnchor: 8, snapsToAnchors: false),
        BoxSpec(size: Size(width: 100, height: 100), color: 0xAB47BCFF, startAnchor: 9, snapsToAnchors: false),
        BoxSpec(size: Size(width: 70, height: 70), color: 0x26C6DAFF, startAnchor: 10, snapsToAnchors: false),
    ]

    /// A 4 × 3 grid of anchors, centred in the cells of the window.
    static func anchors(in size: Size) -> [Point] {
        (0..<3).flatMap { row in
            (0..<4).map { column in
                Point(x: size.width * (Double(column) * 2 + 1) / 8, y: size.height * (Double(row) * 2 + 1) / 6)
            }
        }
    }

    /// The spec of a default box, by its name (`Box#3` is the third); boxes
    /// change order as they are brought to the front, names do not.
    static func spec(of box: Box) -> (index: Int, spec: BoxSpec)? {
        guard box.name.hasPrefix("Box#"), let number = Int(box.name.dropFirst(4)), boxes.indices.contains(number - 1) else { return nil }
        return (number - 1, boxes[number - 1])
    }

    /// (Re)applies each box's plan for the scene's current size, and settles
    /// every box that is not held back inside it.
    static func apply(to scene: Scene) {
        let previous = scene.anchors
        let anchors = anchors(in: scene.size)
        scene.anchors = anchors
        for box in scene.boxes {
            guard let (_, spec) = spec(of: box) else { continue }
            // A tuned box keeps its spring and friction in every plan made for it here.
            let tuned = scene.tuning.tuning(of: box) ?? BoxTuning()
            if spec.snapsToAnchors {
                // In a small window an anchor may be too near the edge for a big box: it rests as near as fits.
                let region = region(for: box, in: scene.size)
                let oldRegion = Self.region(for: box, in: scene.previousSize)
                let reachable = anchors.map { region.clamped($0) }
                scene.runtime.addPlan(Tossable(box.recognizer, settling: .anchors(reachable), friction: tuned.friction, spring: tuned.spring), to: box)
                guard !box.recognizer.isPointerDown else { continue }
                // Anchors move with the window; a box follows the anchor it rests on (or is bound for).
                let bound = box.motion.projectedRestPosition ?? box.position
                let oldAnchors = previous.isEmpty ? anchors : previous.map { oldRegion.clamped($0) }
                let target = reachable[nearestIndex(to: bound, among: oldAnchors)]
                if box.motion.isMoving || target != box.position {
                    scene.runtime.addPlan(Spring(to: target, initialVelocity: box.motion.velocity, parameters: tuned.spring), named: "motion", to: box)
                }
            } else {
                let region = region(for: box, in: scene.size)
                scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(region), friction: tuned.friction, spring: tuned.spring), to: box)
                bringInside(box, region: region, tuning: tuned, in: scene)
            }
        }
    }

    /// The index of the point of `points` nearest to `point` (the first of equals); `points` is not empty.
    static func nearestIndex(to point: Point, among points: [Point]) -> Int {
        var best = 0
        for index in points.indices.dropFirst() where points[index].distance(to: point) < points[best].distance(to: point) {
            best = index
        }
        return best
    }

    /// Settles a box that is not held inside `region`: a box in flight flies
    /// on within the new edges; a box at rest outside springs back in.
    static func bringInside(_ box: Box, region: Rect, tuning: BoxTuning = BoxTuning(), in scene: Scene) {
        guard !box.recognizer.isPointerDown else { return }
        let (friction, spring) = (tuning.friction, tuning.spring)
        if box.motion.isMoving {
            scene.runtime.addPlan(Fling(velocity: box.motion.velocity, friction: friction, bounds: region, spring: spring), named: "motion", to: box)
        } else if !region.contains(box.position) {
            scene.runtime.addPlan(Fling(velocity: .zero, friction: friction, bounds: region, spring: spring), named: "motion", to: box)
        }
    }

    /// Where a box's centre may rest so that the whole box stays in the
    /// window: never empty, so a window smaller than the box centres it.
    static func region(for box: Box, in size: Size) -> Rect {
        let halfWidth = box.size.width / 2, halfHeight = box.size.height / 2
        let width = size.width - box.size.width, height = size.height - box.size.height
        return Rect(
            x: width >= 1 ? halfWidth : size.width / 2 - 0.5, y: height >= 1 ? halfHeight : size.height / 2 - 0.5,
            width: max(1, width), height: max(1, height)
        )
    }

    /// "Reset the scene" (`0`): every box springs home. "Throw every box" (`x`).
    static func addActions(to scene: Scene) {
        var random = SplitMix64(seed: 2024)
        scene.actions = [
            SceneAction("Throw every box", key: KeyPress("x")) { scene in
                for box in scene.boxes where !box.recognizer.isPointerDown {
                    guard let (_, spec) = spec(of: box) else { continue }
                    let velocity = random.unitVector() * (900 + random.unit() * 1800)
                    let tuned = scene.tuning.tuning(of: box) ?? BoxTuning()
                    if spec.snapsToAnchors {
                        let rest = box.position + tuned.friction.projectedDistance(forVelocity: velocity)
                        let region = region(for: box, in: scene.size)
                        let anchor = region.clamped(scene.anchors[nearestIndex(to: rest, among: scene.anchors)])
                        scene.runtime.addPlan(Spring(to: anchor, initialVelocity: velocity, parameters: tuned.spring), named: "motion", to: box)
                    } else {
                        let region = region(for: box, in: scene.size)
                        scene.runtime.addPlan(
                            Fling(velocity: velocity, friction: tuned.friction, bounds: region, spring: tuned.spring), named: "motion", to: box
                        )
                    }
                }
            },
            SceneAction("Reset the scene", key: KeyPress("0")) { scene in
                for box in scene.boxes where !box.recognizer.isPointerDown {
                    guard let (_, spec) = spec(of: box), scene.anchors.indices.contains(spec.startAnchor) else { continue }
                    let home = region(for: box, in: scene.size).clamped(scene.anchors[spec.startAnchor])
                    let spring = scene.tuning.tuning(of: box)?.spring ?? .default
                    scene.runtime.addPlan(Spring(to: home, parameters: spring), named: "motion", to: box)
                }
            },
        ]
    }

    /// Two traces, each about one box only, so what happens to the other
    /// boxes never fails them; each passes as soon as its last slot matches.
    static func addTraces(to scene: Scene) {
        do {
            scene.addTrace(
                try Trace(
                    name: "Toss Box#1 into an anchor",
                    itemsToMatch: [
                        .tokenStarted(on: "Box#1", label: "drag", uxFlowHint: "Grab Box#1 (blue) and drag it"),
                        .tokenEnded(on: "Box#1", label: "drag", uxFlowHint: "Let go of it while it moves"),
                        .namedPlanAdded("motion", to: "Box#1", planType: "Spring", uxFlowHint: "It springs to an anchor"),
                        .tokenEnded(on: "Box#1", label: "spring", uxFlowHint: "It settles on the anchor"),
                    ],
                    completesWhenAllMatched: true,
                    setupSteps: ["Drag Box#1 (blue) and throw it", "A click without a drag fails it"]
                ))
            scene.addTrace(
                try Trace(
                    name: "Fling Box#4 into a wall",
                    itemsToMatch: [
                        .tokenStarted(on: "Box#4", label: "drag", uxFlowHint: "Grab Box#4 (green)"),
                        .tokenEnded(on: "Box#4", label: "drag", uxFlowHint: "Throw it at a wall"),
                        .namedPlanAdded("motion", to: "Box#4", planType: "Fling", uxFlowHint: "It flings"),
                        .tokenEnded(on: "Box#4", label: "fling", uxFlowHint: "It springs back inside and settles"),
                    ],
                    completesWhenAllMatched: true,
                    setupSteps: ["Throw Box#4 (green) hard at a wall"]
                ))
        } catch {
            // The items above are never empty; a failure here is a programming error.
            preconditionFailure("default traces: \(error)")
        }
    }
}
