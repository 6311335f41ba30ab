import Motion
import MotionTracing
import Testing
import TraceKit

@Suite("The runtime trace bridge")
struct RuntimeTraceBridgeTests {
    /// "drag Box#1: token started, token ended, fling plan added, runtime idle".
    private func dragTrace() throws -> Trace {
        try Trace(
            name: "Drag Box#1",
            itemsToMatch: [
                .tokenStarted(on: "Box#1", label: "drag"),
                .tokenEnded(on: "Box#1"),
                .planAdded("Fling", to: "Box#1"),
                .runtimeIdle,
            ])
    }

    @Test("A drag-and-fling trace written in a few lines passes against a real runtime")
    func dragStoryPasses() throws {
        let tracer = Tracer(trace: try dragTrace())
        let scene = Scene(tracers: [tracer])
        tracer.start()
        scene.dragAndFling(Box(1))
        let report = tracer.stop()
        #expect(report.result.state == .passed, "\(report.summary)\n\(report.rawLog)")
        #expect(
            report.result.slots.map(\.value) == [
                "didStartToken (drag) on Box#1", "didEndToken on Box#1", "didAddPlan Fling to Box#1", "runtime idle",
            ])
    }

    @Test("The same trace fails when the fling goes to another box")
    func dragStoryFailsOnTheWrongBox() throws {
        let tracer = Tracer(trace: try dragTrace())
        let scene = Scene(tracers: [tracer])
        tracer.start()
        scene.dragAndFling(Box(1), flingTarget: Box(2))
        let result = tracer.stop().result
        #expect(result.state == .failed)
        #expect(result.slots.map(\.state) == [.matched, .matched, .outOfOrder, .outOfOrder])
    }

    @Test("Plans match by type name whatever numbers their descriptions hold")
    func plansMatchByTypeName() throws {
        let trace = try Trace(
            name: "Two flings",
            itemsToMatch: [
                .planAdded("Fling", to: "Box#1"), .planAdded(Fling.self, to: "Box#1"),
            ])
        let tracer = Tracer(trace: trace)
        let scene = Scene(tracers: [tracer])
        tracer.start()
        let box = Box(1)
        scene.runtime.addPlan(Fling(velocity: 120), to: box)
        scene.runtime.addPlan(Fling(velocity: -3.5), to: box)
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("A token label, when given, narrows the match")
    func tokenLabelsNarrow() throws {
        let trace = try Trace(name: "Fling token", itemsToMatch: [.tokenStarted(on: "Box#1", label: "fling")])
        let tracer = Tracer(trace: trace)
        let scene = Scene(tracers: [tracer])
        tracer.start()
        scene.runtime.addPlan(Drag(phase: .began), to: Box(1))
        #expect(tracer.state == .waiting, "a drag token is not a fling token")
        #expect(tracer.loggedItems().allSatisfy { $0.state == .ignoredNoMatch })
    }

    @Test("Any token ended for Box#2 can be written as a pattern or as a closure predicate")
    func anyTokenEndedForBox2() throws {
        let closure = TraceItem(type: "didEndToken", described: "any token ended for Box#2") {
            $0.runtimeEvent?.kind == .didEndToken && $0.runtimeEvent?.targetName == "Box#2"
        }
        let trace = try Trace(name: "Box#2 ends", enforceOrder: false, itemsToMatch: [closure, .tokenEnded(on: "Box#2")])
        let tracer = Tracer(trace: trace)
        let scene = Scene(tracers: [tracer])
        tracer.start()
        scene.dragAndFling(Box(1))
        #expect(tracer.state == .waiting)
        scene.dragAndFling(Box(2))
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("A forbidden runtime event fails the trace")
    func forbiddenRuntimeEvent() throws {
        let trace = try Trace(
            name: "Box#1 is never removed", itemsToMatch: [.planAdded("Drag", to: "Box#1")],
            forbiddenItems: [.targetRemoved("Box#1")]
        )
        let tracer = Tracer(trace: trace)
        let scene = Scene(tracers: [tracer])
        tracer.start()
        let box = Box(1)
        scene.runtime.addPlan(Drag(phase: .began), to: box)
        scene.runtime.removeTarget(box)
        let result = tracer.stop().result
        #expect(result.failureReason == .forbiddenItem)
        #expect(result.loggedItems.filter { $0.state == .forbidden }.map(\.type) == ["didRemoveTarget"])
    }

    @Test("Every tracer gets every event, in the order they were added; stopped tracers record nothing")
    func severalTracers() throws {
        let first = Tracer(trace: try dragTrace())
        let second = Tracer(trace: try dragTrace())
        let idle = Tracer(trace: try dragTrace())
        let order = Recorder<String>()
        let scene = Scene(tracers: [first, second, idle])
        scene.bridge.addTracer(first)
        #expect(scene.bridge.tracers.count == 3, "adding a tracer twice has no effect")
        first.start().itemLogged.listen { _ in order.record("first") }
        second.start().itemLogged.listen { _ in order.record("second") }
        scene.runtime.addPlan(Drag(phase: .began), to: Box(1))
        #expect(Array(order.values.prefix(2)) == ["first", "second"])
        #expect(first.loggedItems().count == second.loggedItems().count)
        #expect(first.loggedItems().count > 0)
        #expect(idle.loggedItems().isEmpty)
        scene.bridge.removeTracer(second)
        scene.runtime.addPlan(Drag(phase: .ended), to: Box(1))
        #expect(second.loggedItems().count < first.loggedItems().count)
    }
}

@Suite("Gesture patterns")
struct GesturePatternTests {
    @Test("started(.pinch, on:) and ended(.pinch, on:) are the pinch token's patterns on that target")
    func pinchPatterns() throws {
        #expect(TraceItem.started(.pinch, on: "squareView") == .tokenStarted(on: "squareView", label: "pinch"))
        #expect(TraceItem.ended(.rotate, on: "Box#1") == .tokenEnded(on: "Box#1", label: "rotate"))
        #expect(TraceItem.started(.pinch, on: "squareView") != .tokenStarted(on: "squareView", label: "rotate"))
        #expect(TraceItem.Gesture.allCases.map(\.rawValue) == ["drag", "pinch", "rotate", "toss", "spring", "fling", "fade"])
    }
}
