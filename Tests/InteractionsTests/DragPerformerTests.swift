import Interactions
import Motion
import Testing

@Suite("Dragging through the runtime")
struct DragPerformerTests {
    @Test("Drag then release: the token starts when the drag begins, ends on release, and the runtime returns to idle")
    func dragThenRelease() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Draggable(drag), to: box)
        var script = PointerScript(drag)

        script.down(at: Point(x: 110, y: 110))
        #expect(!runtime.isActive, "a press is not a drag yet")
        script.move(by: Point(x: 10, y: 0))
        #expect(runtime.isActive)
        runtime.update(millisecondsSinceLastUpdate: 16)
        script.move(by: Point(x: 10, y: 5))
        script.up()

        #expect(!runtime.isActive)
        #expect(
            tracer.events == [
                "didCreatePerformer DragPerformer for A",
                "didAddPlan Draggable to A",
                // The press: whatever moves the target stops (here nothing does, and the runtime stays idle).
                "didCreatePerformer AnimationPerformer for A",
                "didAddPlan Halt to A",
                "didStartToken token#1 (drag) by DragPerformer on A",
                "runtimeActivityDidChange active",
                "didAddPlan Halt to A",
                "didEndToken token#1 (drag) by DragPerformer on A",
                "runtimeActivityDidChange idle",
            ])
        #expect(box.position == Point(x: 120, y: 105))
        #expect(box.motion == .atRest(at: Point(x: 120, y: 105)))
    }

    @Test("The grabbed point stays under the pointer: once the slop is crossed the target catches up and follows")
    func keepsTheGrabPoint() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 50, y: 60))
        let drag = DragGestureRecognizer(slop: 8)
        runtime.addPlan(Draggable(drag), to: box)
        var script = PointerScript(drag)
        script.down(at: Point(x: 55, y: 65))
        script.move(by: Point(x: 5, y: 0))
        #expect(drag.state == .pressed)
        #expect(box.position == Point(x: 50, y: 60), "within the slop nothing moves")
        script.move(by: Point(x: 7, y: 0))
        #expect(drag.state == .began)
        #expect(box.position == Point(x: 62, y: 60))
        script.move(by: Point(x: 5, y: -7))
        #expect(box.position == Point(x: 67, y: 53))
        #expect(box.position - script.position == Point(x: 50, y: 60) - Point(x: 55, y: 65), "the grab offset is kept")
        #expect(box.motion?.phase == .dragging)
    }

    @Test("A quick 23 px first move puts the target 23 px over, not 0")
    func quickFirstMove() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 300, y: 200))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Draggable(drag), to: box)
        var script = PointerScript(drag)
        script.down(at: Point(x: 277, y: 200))
        script.move(by: Point(x: 23, y: 0))
        #expect(box.position == Point(x: 323, y: 200))
        script.up()
        #expect(box.position == Point(x: 323, y: 200))
    }

    @Test("A cancelled drag always ends its token, wherever the cancel comes from")
    func cancelEndsToken() {
        let runtime = MotionRuntime()
        let box = Box("A")
        let drag = DragGestureRecognizer()
        runtime.addPlan(Draggable(drag), to: box)
        var script = PointerScript(drag)

        script.down(at: .zero)
        script.move(by: Point(x: 30, y: 0))
        drag.cancel()
        #expect(runtime.activeTokenCount == 0)

        script.down(at: .zero)
        script.move(by: Point(x: 30, y: 0))
        drag.handle(PointerEvent(.cancel, at: Point(x: 30, y: 0), timestamp: 1))
        #expect(runtime.activeTokenCount == 0)

        script.down(at: .zero)
        script.move(by: Point(x: 30, y: 0))
        script.down(at: .zero)  // lost up
        #expect(runtime.activeTokenCount == 0)
        // The drags' halts reached the animation performer, which the runtime
        // counts active until its first frame.
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
    }

    @Test("Removing a named Draggable mid-drag ends its token and stops following")
    func removingMidDrag() {
        let runtime = MotionRuntime()
        let box = Box("A")
        let drag = DragGestureRecognizer()
        runtime.addPlan(Draggable(drag), named: "drag", to: box)
        var script = PointerScript(drag)
        script.down(at: .zero)
        script.move(by: Point(x: 30, y: 0))
        script.move(by: Point(x: 30, y: 0))

        runtime.removePlan(named: "drag", from: box)
        #expect(runtime.activeTokenCount == 0)
        #expect(drag.observerCount == 0)
        script.move(by: Point(x: 30, y: 0))
        #expect(box.position == Point(x: 60, y: 0))
    }

    @Test("A Draggable added mid-drag joins it without a jump")
    func joinsMidDrag() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 5, y: 5))
        let drag = DragGestureRecognizer()
        var script = PointerScript(drag)
        script.down(at: .zero)
        script.move(by: Point(x: 30, y: 0))
        script.move(by: Point(x: 30, y: 0))

        runtime.addPlan(Draggable(drag), to: box)
        #expect(runtime.activeTokenCount == 1)
        #expect(box.position == Point(x: 5, y: 5))
        script.move(by: Point(x: 1, y: 2))
        #expect(box.position == Point(x: 6, y: 7))
    }

    @Test("Removing the target releases the performer and its observer, even mid-drag")
    func removeTargetReleases() {
        let runtime = MotionRuntime()
        let drag = DragGestureRecognizer()
        weak var weakPerformer: DragPerformer?
        do {
            let collector = PerformerCollector()
            runtime.addTracer(collector)
            let box = Box("A")
            runtime.addPlan(Draggable(drag), to: box)
            weakPerformer = collector.first(DragPerformer.self)
            runtime.removeTracer(collector)
            var script = PointerScript(drag)
            script.down(at: .zero)
            script.move(by: Point(x: 30, y: 0))
            #expect(runtime.isActive)
            runtime.removeTarget(box)
        }
        #expect(weakPerformer == nil)
        #expect(drag.observerCount == 0)
        #expect(!runtime.isActive)
        drag.cancel()  // nothing left to notify
    }

    /// The ways a drag can end between two frames.
    enum Ending: String, CaseIterable, Sendable {
        case cancelEvent, recognizerCancel, newPressAfterLostRelease, planRemoved
    }

    @Test(
        "However a drag ends between two frames, the runtime is idle at once when nothing else moves (caught moving or not)",
        arguments: Ending.allCases, [false, true])
    func idleAtOnceWhenADragEnds(ending: Ending, caughtMoving: Bool) {
        let runtime = MotionRuntime()
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Draggable(drag), named: "drag", to: box)
        if caughtMoving {
            runtime.addPlan(Fling(velocity: Point(x: 900, y: 300)), to: box)
            runtime.update(millisecondsSinceLastUpdate: 16)
            runtime.update(millisecondsSinceLastUpdate: 16)
        }
        var script = PointerScript(drag)
        script.down(at: box.position)
        script.move(by: Point(x: 20, y: 0))
        #expect(runtime.isActive && runtime.activeTokenCount == 1, "the drag")

        switch ending {
        case .cancelEvent: drag.handle(PointerEvent(.cancel, at: script.position, timestamp: script.time + 0.008))
        case .recognizerCancel: drag.cancel()
        case .newPressAfterLostRelease: script.down(at: script.position + Point(x: 40, y: 0))
        case .planRemoved: runtime.removePlan(named: "drag", from: box)
        }

        #expect(runtime.activeTokenCount == 0)
        #expect(!runtime.isActive, "idle at once, not at the next frame")
        #expect(heard.last == false, "observers heard the runtime go idle: \(heard)")
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
        #expect(heard.last == false && zip(heard, heard.dropFirst()).allSatisfy { $0 != $1 }, "\(heard)")
    }

}
