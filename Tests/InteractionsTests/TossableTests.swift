import Interactions
import Motion
import Testing

@Suite("Tossable: grab, drag, throw and settle")
struct TossableTests {
    static let corners = [Point(x: 0, y: 0), Point(x: 400, y: 0), Point(x: 0, y: 300), Point(x: 400, y: 300)]

    /// Drags from `start` by `steps` moves of `delta`, 8 ms apart, and releases.
    private func toss(_ drag: DragGestureRecognizer, from start: Point, delta: Point, steps: Int = 8) {
        var script = PointerScript(drag, startingAt: 1)
        script.down(at: start)
        for _ in 0..<steps { script.move(by: delta) }
        script.up()
    }

    @Test("Drag then release hands over to a fling without the runtime going idle, and it ends idle")
    func dragThenFling() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag), to: box)

        toss(drag, from: Point(x: 100, y: 100), delta: Point(x: 8, y: 0))
        #expect(box.motion?.phase == .flinging, "the throw's report comes after the drag's")
        runUntilIdle(runtime)

        #expect(
            tracer.events.prefix(4) == [
                "didCreatePerformer TossablePerformer for A",
                "didCreatePerformer DragPerformer for A",
                "didAddPlan Draggable to A",
                "didAddPlan Tossable to A",
            ])
        #expect(
            tracer.tokenEvents == [
                "didStartToken token#1 (drag) by DragPerformer on A",
                "runtimeActivityDidChange active",
                "didStartToken token#2 (toss) by TossablePerformer on A",
                "didEndToken token#1 (drag) by DragPerformer on A",
                "didStartToken token#3 (fling) by AnimationPerformer on A",
                "didEndToken token#2 (toss) by TossablePerformer on A",
                "didEndToken token#3 (fling) by AnimationPerformer on A",
                "runtimeActivityDidChange idle",
            ])
        #expect(tracer.events.contains("didAddPlan Fling(velocity: (1000, 0)) named \"motion\" to A"))
        #expect(isClose(box.position, Point(x: 164 + 1000 / 4.2, y: 100), relative: 1e-9))
    }

    @Test("Grabbing a moving target stops it where it is on screen; the drag continues from there without a jump")
    func grabWithoutJump() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag), to: box)
        toss(drag, from: Point(x: 100, y: 100), delta: Point(x: 10, y: 5))
        for _ in 0..<10 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let onScreen = box.position
        #expect(runtime.isActive)

        var script = PointerScript(drag, startingAt: 5)
        script.down(at: onScreen + Point(x: 3, y: 3))
        #expect(runtime.activeTokenCount == 0, "caught: the animation's token ended at once")
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive, "nothing moves while pressed")
        #expect(box.position == onScreen)
        script.move(by: Point(x: 2, y: 0))
        #expect(box.position == onScreen, "within the slop nothing moves")
        script.move(by: Point(x: 8, y: 0))
        #expect(box.position == onScreen + Point(x: 10, y: 0), "from the press, so the grab point stays under the pointer")
        script.move(by: Point(x: 4, y: -2))
        #expect(box.position == onScreen + Point(x: 14, y: -2))
    }

    @Test("Thrown towards a corner, it springs into the anchor nearest the projected rest position")
    func settlesIntoAnchor() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 120, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag, settling: .anchors(Self.corners)), to: box)

        // Released at (184, 132) at about (1000, 500) px/s: projected ≈ (422, 251), nearest (400, 300).
        toss(drag, from: Point(x: 120, y: 100), delta: Point(x: 8, y: 4))
        #expect(box.motion?.phase == .springing)
        #expect(box.motion?.projectedRestPosition == Point(x: 400, y: 300))
        runUntilIdle(runtime)
        #expect(box.position == Point(x: 400, y: 300))
    }

    @Test("A click on a moving target stops it and settles it into the nearest anchor from there")
    func clickStopsAndSettles() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 10, y: 10))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag, settling: .anchors(Self.corners)), to: box)
        runtime.addPlan(Spring(to: Point(x: 400, y: 300)), named: "motion", to: box)
        for _ in 0..<6 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let caught = box.position

        var script = PointerScript(drag, startingAt: 3)
        script.down(at: caught)
        script.up()

        let nearest = Self.corners.min { $0.distance(to: caught) < $1.distance(to: caught) }
        #expect(box.motion?.projectedRestPosition == nearest)
        runUntilIdle(runtime)
        #expect(box.position == nearest)
    }

    @Test("Thrown out of its region, it springs back and rests exactly on the edge")
    func staysInRegion() {
        let runtime = MotionRuntime()
        let region = Rect(x: 0, y: 0, width: 400, height: 300)
        let box = Box("A", at: Point(x: 200, y: 150))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag, settling: .region(region)), to: box)
        toss(drag, from: Point(x: 200, y: 150), delta: Point(x: 20, y: 0))
        runUntilIdle(runtime)
        #expect(box.position == Point(x: 400, y: 150))
    }

    @Test("Outside its region and thrown back in, it flies in and decays naturally instead of sticking to the edge")
    func thrownBackFromOutside() {
        let runtime = MotionRuntime()
        let region = Rect(x: 0, y: 0, width: 400, height: 300)
        let box = Box("A", at: Point(x: 460, y: 150))  // left outside, as after the window shrank
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag, settling: .region(region)), to: box)
        toss(drag, from: Point(x: 460, y: 150), delta: Point(x: -6, y: 0))  // about −750 px/s
        let released = box.position
        #expect(box.motion?.phase == .flinging)
        let rest = box.motion?.projectedRestPosition ?? .zero
        #expect(rest.x < 400 - 50, "it comes to rest well inside, where the decay takes it")
        #expect(isClose(rest.x, released.x - 750 / 4.2, relative: 1e-2))
        runUntilIdle(runtime)
        #expect(box.position == rest)
    }

    @Test("A cancelled toss ends every gesture token and settles with no velocity")
    func cancelledToss() {
        let runtime = MotionRuntime()
        let tokens = OpenTokenTracer()
        runtime.addTracer(tokens)
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag, settling: .anchors(Self.corners)), to: box)
        var script = PointerScript(drag)
        script.down(at: Point(x: 100, y: 100))
        for _ in 0..<5 { script.move(by: Point(x: 20, y: 0)) }
        drag.cancel()

        #expect(tokens.openLabels == ["spring"])
        #expect(box.motion?.projectedRestPosition == Point(x: 0, y: 0))
        runUntilIdle(runtime)
        #expect(tokens.open.isEmpty)
        #expect(box.position == Point(x: 0, y: 0))
    }

    @Test("Removing the target releases every performer and recognizer observer")
    func removeTargetReleases() {
        let runtime = MotionRuntime()
        let drag = DragGestureRecognizer()
        weak var weakToss: TossablePerformer?
        weak var weakDrag: DragPerformer?
        weak var weakAnimation: AnimationPerformer?
        weak var weakBox: Box?
        do {
            let collector = PerformerCollector()
            runtime.addTracer(collector)
            let box = Box("A")
            weakBox = box
            runtime.addPlan(Tossable(drag), to: box)
            toss(drag, from: .zero, delta: Point(x: 10, y: 0))
            runtime.update(millisecondsSinceLastUpdate: 16)
            weakToss = collector.first(TossablePerformer.self)
            weakDrag = collector.first(DragPerformer.self)
            weakAnimation = collector.first(AnimationPerformer.self)
            runtime.removeTracer(collector)
            #expect(weakAnimation != nil && weakToss != nil && weakDrag != nil)
            runtime.removeTarget(box)
        }
        #expect(weakToss == nil)
        #expect(weakDrag == nil)
        #expect(weakAnimation == nil)
        #expect(weakBox == nil)
        #expect(drag.observerCount == 0)
        #expect(!runtime.isActive)
    }

    @Test("Adding Tossable again with the same recognizer only updates its settings")
    func addingAgainUpdates() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 100, y: 100))
        let drag = DragGestureRecognizer()
        runtime.addPlan(Tossable(drag), to: box)
        runtime.addPlan(Tossable(drag, settling: .anchors([Point(x: 7, y: 7)])), to: box)
        #expect(drag.observerCount == 2)
        toss(drag, from: Point(x: 100, y: 100), delta: Point(x: 10, y: 0))
        runUntilIdle(runtime)
        #expect(box.position == Point(x: 7, y: 7))
    }
}
