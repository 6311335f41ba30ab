import Canvas
import Interactions
import MotionTracing
import TraceKit

extension Scene {
    /// The playground's default scene: six boxes of different sizes and
    /// colours. The first three settle into the nearest point of an anchor
    /// grid when thrown; the other three fly free and spring back inside the
    /// window's edges. Two traces watch a toss of `Box#1` and a fling of `Box#4`.
    ///
    /// The layout follows the window: on resize the anchor grid and the
    /// regions are recomputed and the boxes' plans updated.
    ///
    /// ```swift
    /// let playground = Playground(scene: .makeDefault(size: Size(width: 1280, height: 720)))
    /// ```
    public static func makeDefault(size: Size = Size(width: 1280, height: 720)) -> Scene {
        let scene = Scene(size: size)
        let anchors = DefaultLayout.anchors(in: size)
        for (index, spec) in DefaultLayout.boxes.enumerated() {
            scene.addBox(Box(
                name: "Box#\(index + 1)", position: anchors[spec.startAnchor],
                size: spec.size, color: Color(rgba: spec.color)
            ))
        }
        scene.didResize = { DefaultLayout.apply(to: $0) }
        DefaultLayout.apply(to: scene)
        DefaultLayout.addTraces(to: scene)
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

    /// (Re)applies each box's plan for the scene's current size.
    static func apply(to scene: Scene) {
        let anchors = anchors(in: scene.size)
        scene.anchors = anchors
        for (box, spec) in zip(scene.boxes, boxes) {
            let settling: Tossable.Settling = spec.snapsToAnchors
                ? .anchors(anchors)
                : .region(region(for: box, in: scene.size))
            scene.runtime.addPlan(Tossable(box.recognizer, settling: settling), to: box)
        }
    }

    /// Where a box's centre may rest so that the whole box stays in the window.
    static func region(for box: Box, in size: Size) -> Rect {
        let halfWidth = box.size.width / 2, halfHeight = box.size.height / 2
        return Rect(
            x: halfWidth, y: halfHeight,
            width: max(0, size.width - box.size.width), height: max(0, size.height - box.size.height)
        )
    }

    /// Two traces, each about one box only, so what happens to the other
    /// boxes never fails them; each passes as soon as its last slot matches.
    static func addTraces(to scene: Scene) {
        do {
            scene.addTrace(try Trace(
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
            scene.addTrace(try Trace(
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
