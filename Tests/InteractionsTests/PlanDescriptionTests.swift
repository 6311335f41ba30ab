import Interactions
import Motion
import Testing

/// The plans' one-line descriptions, which the playground's log, its CSV and
/// every golden of the log panel show. They are written piece by piece into
/// the log line (``Plan/writeDescription(to:)``), so the text a plan appends
/// must be exactly its `description`, and both must read as before.
@Suite("Plan descriptions")
struct PlanDescriptionTests {
    static let springs = SpringParameters(stiffness: 120, damping: 4, mass: 2)
    static let region = Rect(x: 35, y: 35, width: 700.5, height: 400)

    static var cases: [(any Plan, String)] {
        [
            (Spring(to: Point(x: 200, y: 120)), "Spring(to: (200, 120))"),
            (
                Spring(to: Point(x: 1, y: 2), initialVelocity: Point(x: -3.5, y: 0), parameters: springs),
                "Spring(to: (1, 2), velocity: (-3.5, 0), stiffness: 120, damping: 4, mass: 2)"
            ),
            (Fling(velocity: Point(x: 1200, y: -300)), "Fling(velocity: (1200, -300))"),
            (
                Fling(velocity: Point(x: 1, y: 2), friction: Friction(rate: 2.25), bounds: region, spring: springs),
                "Fling(velocity: (1, 2), friction: k=2.25/s, bounds: (35, 35, 700.5, 400), spring: stiffness: 120, damping: 4, mass: 2)"
            ),
            (Tossable(GestureRecognizer()), "Tossable"),
            (Tossable(GestureRecognizer(), settling: .region(region)), "Tossable(region: (35, 35, 700.5, 400))"),
            (
                Tossable(GestureRecognizer(), settling: .anchors([Point(x: 0, y: 0), Point(x: 100, y: 0)])),
                "Tossable(anchors: [(0, 0), (100, 0)])"
            ),
            (Tossable(GestureRecognizer(), settling: .anchors([])), "Tossable(anchors: [])"),
            (Tossable(GestureRecognizer(), friction: Friction(rate: 8)), "Tossable(friction: k=8/s)"),
            (
                Tossable(GestureRecognizer(), settling: .region(region), friction: Friction(rate: 8), spring: springs),
                "Tossable(region: (35, 35, 700.5, 400), friction: k=8/s, spring: stiffness: 120, damping: 4, mass: 2)"
            ),
            (Draggable(GestureRecognizer()), "Draggable"),
            (Draggable(GestureRecognizer(name: "Box#3")), "Draggable(\"Box#3\")"),
            (Rotatable(GestureRecognizer(name: "name2")), "Rotatable(\"name2\")"),
            (ScaleSpring(to: 3), "ScaleSpring(to: 3)"),
            (
                ScaleSpring(to: 3, initialVelocity: 1.5, parameters: springs),
                "ScaleSpring(to: 3, velocity: 1.5, stiffness: 120, damping: 4, mass: 2)"
            ),
            (RotationSpring(to: -0.125), "RotationSpring(to: -0.13)"),
            (Halt(), "Halt"),
        ]
    }

    @Test("Each plan appends exactly its description, and the description reads as documented", arguments: 0..<cases.count)
    func appendsItsDescription(index: Int) {
        let (plan, expected) = Self.cases[index]
        #expect(String(describing: plan) == expected)
        var text = "before "
        plan.writeDescription(to: &text)
        #expect(text == "before " + expected, "appended after what was there, nothing else")
    }

    @Test("A runtime event's line holds the plan's description, whether it arrives written or described")
    func eventLines() {
        let box = DescribedTarget()
        let plan = Tossable(GestureRecognizer(), settling: .region(Self.region))
        #expect(RuntimeEvent.didAddPlan(plan, target: box).description == "didAddPlan \(plan) to Target#1")
        let spring = Spring(to: Point(x: 5, y: 6))
        #expect(
            RuntimeEvent.didAddNamedPlan(spring, name: "motion", target: box).description
                == "didAddPlan Spring(to: (5, 6)) named \"motion\" to Target#1")
    }

    @Test("A pointer event reads as its phase, its point (Geometry's description) and its time")
    func pointerEvent() {
        #expect(PointerEvent(.down, at: Point(x: 1, y: 2), timestamp: 0.5).description == "down (1, 2) @0.5")
    }

    @Test("A plan of your own that writes nothing special is described by its own description")
    func defaultWriting() {
        var text = ""
        Nudge(distance: 3).writeDescription(to: &text)
        #expect(text == "Nudge by 3")
        #expect(RuntimeEvent.typeName(of: Nudge(distance: 3)) == "Nudge")
    }
}

private final class DescribedTarget: CustomStringConvertible {
    var description: String { "Target#1" }
}

private struct Nudge: Plan, CustomStringConvertible {
    typealias Performer = NudgePerformer
    var distance: Double
    var description: String { "Nudge by \(Int(distance))" }
}

private final class NudgePerformer: Performing {
    init(target: DescribedTarget) {}
    func addPlan(_ plan: any Plan) {}
}
