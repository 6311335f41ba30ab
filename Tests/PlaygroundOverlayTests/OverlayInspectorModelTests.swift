import Interactions
import Motion
import MotionTracing
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

@Suite("The inspector model, built from tracing events only")
struct OverlayInspectorModelTests {
    @Test("Installed after the scene was built, it still knows every box's plans and performers, from the log")
    func knowsWhatHappenedBefore() throws {
        let (_, overlay) = try OverlayTestSupport.playground()
        let record = try #require(overlay.inspector.target(named: "Box#1"))
        #expect(record.plans.map(\.typeName) == ["Draggable", "Tossable", "Pinchable", "Rotatable"])
        #expect(record.performers == ["TossablePerformer", "DragPerformer"])
        #expect(record.openTokens.isEmpty)
        #expect(overlay.inspector.targetNames.count == 6)
    }

    @Test("A token is listed while open, with the scene time it opened at, and forgotten when it ends")
    func openTokens() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let start = OverlayTestSupport.center(of: "Box#1", in: playground)
        for _ in 0..<30 { playground.advanceFrame(by: 1.0 / 60) }
        OverlayTestSupport.pointer(.down, start, playground, at: 0.5)
        OverlayTestSupport.pointer(.move, start + Point(x: 20, y: 0), playground, at: 0.52)

        let record = try #require(overlay.inspector.target(named: "Box#1"))
        let drag = try #require(record.openTokens.first { $0.label == "drag" })
        #expect(drag.performerName == "DragPerformer")
        #expect(abs(drag.startTime - 0.5) < 1e-9, "stamped with the scene clock")

        OverlayTestSupport.pointer(.up, start + Point(x: 20, y: 0), playground, at: 1.0)
        for _ in 0..<240 { playground.advanceFrame(by: 1.0 / 60) }
        #expect(overlay.inspector.target(named: "Box#1")?.openTokens.isEmpty == true)
        #expect(!playground.scene.runtime.isActive)
    }

    @Test("Replaying a logger's events gives the same records as hearing the runtime live, and a named plan replaces its namesake")
    func replayMatchesLive() throws {
        let scene = Scene(size: Size(width: 400, height: 300))
        let live = InspectorModel(clock: scene.clock)
        scene.runtime.addTracer(live)
        let box = scene.addBox(Box(name: "Box#1", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40), color: .white))
        scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(scene.bounds)), to: box)
        scene.runtime.addPlan(Spring(to: Point(x: 300, y: 200)), named: "motion", to: box)
        scene.runtime.addPlan(Fling(velocity: Point(x: 100, y: 0)), named: "motion", to: box)

        let replayed = InspectorModel()
        replayed.replay(scene.logger.loggedItems)

        #expect(replayed.target(named: "Box#1") == live.target(named: "Box#1"))
        let plans = try #require(live.target(named: "Box#1")?.plans)
        #expect(plans.last?.typeName == "Fling")
        #expect(plans.last?.name == "motion")
        #expect(plans.filter { $0.name == "motion" }.count == 1)
    }

    @Test("A target removed from the runtime is forgotten")
    func removedTargets() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box = try #require(playground.scene.box(named: "Box#6"))
        playground.scene.runtime.removeTarget(box)
        #expect(overlay.inspector.target(named: "Box#6") == nil)
        #expect(!overlay.inspector.targetNames.contains("Box#6"))
    }
}
