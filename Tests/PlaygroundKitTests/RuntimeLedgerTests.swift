import Interactions
import Motion
import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// The scene's ledger: the runtime's state that the inspector, the history,
/// the outlines and a golden's token balance read, kept once, from the scene's creation.
@Suite("The runtime ledger, kept once per scene")
struct RuntimeLedgerTests {
    @Test("It knows every box's plans and performers from the scene's creation, whoever reads it later")
    func knowsWhatHappenedBefore() throws {
        let playground = try TestSupport.defaultPlayground()
        let record = try #require(playground.scene.ledger.target(named: "Box#1"))
        #expect(record.plans.map(\.typeName) == ["Draggable", "Tossable", "Pinchable", "Rotatable"])
        #expect(record.performers == ["TossablePerformer", "DragPerformer"])
        #expect(record.openTokens.isEmpty)
        #expect(playground.scene.ledger.targetNames.count == 6)
    }

    @Test("A token is listed while open, with the scene time it opened at, and forgotten when it ends; the balance counts both")
    func openTokens() throws {
        let playground = try TestSupport.defaultPlayground()
        let ledger = playground.scene.ledger
        let start = try #require(playground.scene.box(named: "Box#1")).position
        for _ in 0..<30 { playground.advanceFrame(by: 1.0 / 60) }
        let before = ledger.tokenBalance
        playground.handle(.pointer(PointerEvent(.down, at: start, timestamp: 0.5)))
        playground.handle(.pointer(PointerEvent(.move, at: start + Point(x: 20, y: 0), timestamp: 0.52)))

        let drag = try #require(ledger.target(named: "Box#1")?.openTokens.first { $0.label == "drag" })
        #expect(drag.performerName == "DragPerformer")
        #expect(abs(drag.startTime - 0.5) < 1e-9, "stamped with the scene clock")
        #expect(ledger.openTokenCount == playground.scene.runtime.activeTokenCount)

        playground.handle(.pointer(PointerEvent(.up, at: start + Point(x: 20, y: 0), timestamp: 1.0)))
        for _ in 0..<240 { playground.advanceFrame(by: 1.0 / 60) }
        #expect(ledger.target(named: "Box#1")?.openTokens.isEmpty == true)
        #expect(!playground.scene.runtime.isActive && !ledger.isRuntimeActive)
        #expect(ledger.tokenBalance.started > before.started)
        #expect(ledger.tokenBalance.open == 0)
        #expect(playground.scene.tokenBalance == ledger.tokenBalance)
    }

    @Test("It counts what the bounded log has dropped: the balance of the stress scene's build is exact")
    func balanceOutlivesTheLog() {
        let scene = Scene.makeStress(count: 3_000)
        #expect(scene.logger.loggedItems.count < scene.logger.lastSequence, "the log dropped its oldest entries")
        let record = scene.ledger.target(named: scene.boxes[0].name)
        #expect(record?.plans.isEmpty == false, "the first box's plans, logged long before the newest 10,000 entries")
    }

    @Test("A named plan replaces its namesake; plans without a name are counted by type")
    func namedPlans() throws {
        let scene = Scene(size: Size(width: 400, height: 300))
        let box = scene.addBox(Box(name: "Box#1", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40), color: .white))
        scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(scene.bounds)), to: box)
        scene.runtime.addPlan(Spring(to: Point(x: 300, y: 200)), named: "motion", to: box)
        scene.runtime.addPlan(Fling(velocity: Point(x: 100, y: 0)), named: "motion", to: box)
        scene.runtime.addPlan(Spring(to: Point(x: 10, y: 10)), to: box)
        scene.runtime.addPlan(Spring(to: Point(x: 20, y: 10)), to: box)

        let plans = try #require(scene.ledger.target(named: "Box#1")?.plans)
        #expect(plans.filter { $0.name == "motion" }.map(\.typeName) == ["Fling"])
        #expect(plans.first { $0.name == nil && $0.typeName == "Spring" }?.count == 2)
    }

    @Test("A target removed from the runtime is forgotten")
    func removedTargets() throws {
        let playground = try TestSupport.defaultPlayground()
        let box = try #require(playground.scene.box(named: "Box#6"))
        playground.scene.runtime.removeTarget(box)
        #expect(playground.scene.ledger.target(named: "Box#6") == nil)
        #expect(!playground.scene.ledger.targetNames.contains("Box#6"))
    }
}
