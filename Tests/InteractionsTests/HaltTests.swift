import Interactions
import Motion
import Testing

@Suite("Halting: a grab stops any motion, named or not")
struct HaltTests {
    /// The two unnamed animations the issue found fighting a drag.
    enum UnnamedMotion: String, CaseIterable, Sendable {
        case spring, fling

        func add(to box: Box, in runtime: MotionRuntime) {
            switch self {
            case .spring: runtime.addPlan(Spring(to: Point(x: 400, y: 300)), to: box)
            case .fling: runtime.addPlan(Fling(velocity: Point(x: 1500, y: 900)), to: box)
            }
        }
    }

    @Test("Halt stops an unnamed animation where it is drawn and ends its token at once", arguments: UnnamedMotion.allCases)
    func haltStopsWhereDrawn(motion: UnnamedMotion) {
        let label = motion.rawValue
        let runtime = MotionRuntime()
        let tokens = OpenTokenTracer()
        runtime.addTracer(tokens)
        let box = Box("A", at: Point(x: 100, y: 100))
        motion.add(to: box, in: runtime)
        for _ in 0..<6 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let drawn = box.position
        #expect(tokens.openLabels == [label])

        runtime.addPlan(Halt(), to: box)

        #expect(tokens.open.isEmpty)
        #expect(box.position == drawn)
        #expect(box.motion == .atRest(at: drawn))
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
        #expect(box.position == drawn)
    }

    @Test(
        "Grabbing a tossable target animated by an unnamed spring or fling stops it with no jump and no token left open",
        arguments: UnnamedMotion.allCases)
    func grabStopsUnnamedMotion(motion: UnnamedMotion) {
        let runtime = MotionRuntime()
        let tokens = OpenTokenTracer()
        runtime.addTracer(tokens)
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag, settling: .region(Rect(x: 0, y: 0, width: 800, height: 600))), to: box)
        motion.add(to: box, in: runtime)
        for _ in 0..<8 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let drawn = box.position

        var script = PointerScript(drag, startingAt: 2)
        script.down(at: drawn + Point(x: 5, y: 5))
        script.move(by: Point(x: 20, y: 0))
        #expect(tokens.openLabels == ["drag", "toss"], "caught: the \(motion.rawValue)'s token ended as the drag began")
        #expect(isClose(box.position, drawn + Point(x: 20, y: 0), relative: 1e-12), "no jump: exactly the pointer's move")
        for _ in 0..<5 { runtime.update(millisecondsSinceLastUpdate: 16) }
        #expect(isClose(box.position, drawn + Point(x: 20, y: 0), relative: 1e-12), "no animation fights the drag")
        script.move(by: Point(x: 0, y: 10))
        #expect(isClose(box.position, drawn + Point(x: 20, y: 10), relative: 1e-12))

        script.up(after: 0.1)
        runUntilIdle(runtime)
        #expect(tokens.open.isEmpty)
        #expect(isClose(box.position, drawn + Point(x: 20, y: 10), relative: 1e-12), "released after a pause: it stays")
    }

    /// What grabs the target: a bare drag, or the full grab, drag and throw.
    enum Grab: String, CaseIterable, Sendable {
        case draggable, tossable

        func add(_ recognizer: GestureRecognizer, to box: Box, in runtime: MotionRuntime) {
            switch self {
            case .draggable: runtime.addPlan(Draggable(recognizer), to: box)
            case .tossable: runtime.addPlan(Tossable(recognizer, settling: .region(Rect(x: 0, y: 0, width: 800, height: 600))), to: box)
            }
        }
    }

    @Test(
        "A press stops an unnamed spring or fling where it is drawn and ends its token at once; the drag takes over from there",
        arguments: UnnamedMotion.allCases, Grab.allCases)
    func pressCatchesUnnamedMotion(motion: UnnamedMotion, grab: Grab) {
        let runtime = MotionRuntime()
        let tokens = OpenTokenTracer()
        runtime.addTracer(tokens)
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        grab.add(drag, to: box, in: runtime)
        motion.add(to: box, in: runtime)
        for _ in 0..<6 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let drawn = box.position
        #expect(tokens.openLabels == [motion.rawValue])

        var script = PointerScript(drag, startingAt: 2)
        script.down(at: drawn + Point(x: 5, y: 5))
        #expect(tokens.open.isEmpty, "the \(motion.rawValue)'s token ended at the press")
        #expect(box.position == drawn)
        #expect(box.motion == .atRest(at: drawn))
        #expect(!runtime.isActive, "nothing moves while the pointer is held still")
        for _ in 0..<4 { runtime.update(millisecondsSinceLastUpdate: 16) }
        #expect(box.position == drawn, "it does not move under the held pointer")

        script.move(by: Point(x: 20, y: 0))
        #expect(tokens.openLabels == (grab == .tossable ? ["drag", "toss"] : ["drag"]))
        #expect(isClose(box.position, drawn + Point(x: 20, y: 0), relative: 1e-12), "the drag takes over where it was caught")
    }

    @Test("An animation added while the pointer is held still is halted when the drag begins, from where it is drawn")
    func dragBeginsOnAMovingTarget() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Draggable(drag), to: box)

        var script = PointerScript(drag, startingAt: 1)
        script.down(at: box.position)
        runtime.addPlan(Fling(velocity: Point(x: 1200, y: 0)), to: box)
        for _ in 0..<3 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let drawn = box.position
        #expect(drawn.x > 115)
        script.move(by: Point(x: 6, y: 0))
        #expect(isClose(box.position, drawn + Point(x: 6, y: 0), relative: 1e-12))
        #expect(runtime.activeTokenCount == 1, "only the drag's")
    }

    @Test("A drag catches a named animation too, and a later spring starts from rest")
    func dragCatchesNamedMotion() throws {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let box = Box("A")
        let drag = DragGestureRecognizer()
        runtime.addPlan(Draggable(drag), to: box)
        runtime.addPlan(Spring(to: Point(x: 300, y: 0)), named: "motion", to: box)
        for _ in 0..<5 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let drawn = box.position

        var script = PointerScript(drag, startingAt: 1)
        script.down(at: drawn)
        script.move(by: Point(x: 0, y: 10))
        #expect(runtime.activeTokenCount == 1, "only the drag's")
        #expect(isClose(box.position, drawn + Point(x: 0, y: 10), relative: 1e-12))
        script.up(after: 0.1)

        runtime.addPlan(Spring(to: Point(x: 0, y: 0)), named: "motion", to: box)
        let performer = try #require(collector.first(AnimationPerformer.self))
        #expect(performer.trajectory?.startVelocity == .zero, "a caught target has no velocity to carry on")
    }

    @Test("Halting with nothing moving does nothing")
    func haltAtRest() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let box = Box("A", at: Point(x: 3, y: 4))
        runtime.addPlan(Halt(), to: box)
        #expect(box.position == Point(x: 3, y: 4))
        #expect(box.motions.isEmpty)
        #expect(!tracer.events.contains { $0.hasPrefix("didStartToken") })
        #expect(!runtime.isActive, "a halt that finds nothing moving leaves the runtime idle, not active until the next frame")
        #expect(!tracer.events.contains { $0.hasPrefix("runtimeActivityDidChange") }, "no flip at all")
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
    }

    @Test("A halt that stops the last motion leaves the runtime idle at once, and a motion added after it before the frame runs as usual")
    func haltStopsTheLastMotion() {
        let runtime = MotionRuntime()
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }
        let box = Box("A", at: Point(x: 100, y: 100))
        runtime.addPlan(Fling(velocity: Point(x: 1500, y: 900)), to: box)
        runtime.update(millisecondsSinceLastUpdate: 16)
        runtime.update(millisecondsSinceLastUpdate: 16)

        runtime.addPlan(Halt(), to: box)
        #expect(!runtime.isActive)
        #expect(heard == [true, false])

        let drawn = box.position
        runtime.addPlan(Spring(to: Point(x: 300, y: 300)), to: box)
        #expect(runtime.isActive)
        runUntilIdle(runtime)
        #expect(box.position == Point(x: 300, y: 300))
        #expect(drawn != box.position)
        #expect(heard == [true, false, true, false])
    }
}
