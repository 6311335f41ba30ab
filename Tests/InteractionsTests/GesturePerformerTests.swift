import Interactions
import Motion
import Testing

@Suite("Pan, pinch and rotate through one gesture performer")
struct GesturePerformerTests {
    /// A box with all three gestures, in a runtime with a token tracer.
    private func setUp(
        _ box: Box = Box("A", at: Point(x: 200, y: 200)), scaleRange: ClosedRange<Double> = 0.5...3
    ) -> (MotionRuntime, Box, GestureRecognizer, OpenTokenTracer, PerformerCollector) {
        let runtime = MotionRuntime()
        let tokens = OpenTokenTracer(), collector = PerformerCollector()
        runtime.addTracer(tokens)
        runtime.addTracer(collector)
        let gesture = GestureRecognizer()
        runtime.addPlan(Draggable(gesture), to: box)
        runtime.addPlan(Pinchable(gesture, scaleRange: scaleRange), named: "name1", to: box)
        runtime.addPlan(Rotatable(gesture), named: "name2", to: box)
        return (runtime, box, gesture, tokens, collector)
    }

    @Test("One DragPerformer serves Draggable, Pinchable and Rotatable on a target")
    func onePerformer() {
        let (_, _, _, _, collector) = setUp()
        #expect(collector.performers.map { "\(type(of: $0))" } == ["DragPerformer"])
    }

    @Test("Panning, pinching and turning at once keep both fingers' touch-down points of the box under the fingers")
    func pointsStayUnderTheFingers() {
        let (runtime, box, gesture, _, _) = setUp()
        let a0 = Point(x: 170, y: 190), b0 = Point(x: 235, y: 215)
        let localA = box.localPoint(under: a0), localB = box.localPoint(under: b0)
        var script = FingerScript(gesture)
        script.down(1, at: a0)
        script.down(2, at: b0)
        let path: [(Point, Point)] = [
            (Point(x: 160, y: 195), Point(x: 245, y: 230)), (Point(x: 150, y: 210), Point(x: 262, y: 240)),
            (Point(x: 171, y: 240), Point(x: 230, y: 300)), (Point(x: 190, y: 250), Point(x: 200, y: 330)),
        ]
        for (a, b) in path {
            script.move(a, b)
            runtime.update(millisecondsSinceLastUpdate: 16)
            #expect(box.screenPoint(ofLocal: localA).distance(to: a) < 1e-9)
            #expect(box.screenPoint(ofLocal: localB).distance(to: b) < 1e-9)
        }
        #expect(box.rotation > 0.8, "turned clockwise")
    }

    @Test("Each part holds its own token while it is active: drag while under way, pinch and rotate while two fingers drive it")
    func tokens() {
        let (runtime, _, gesture, tokens, _) = setUp()
        var script = FingerScript(gesture)
        script.down(1, at: Point(x: 200, y: 200))
        #expect(tokens.open.isEmpty, "a press is not a gesture yet")
        script.move(1, to: Point(x: 220, y: 200))
        #expect(tokens.openLabels == ["drag"])
        script.down(2, at: Point(x: 260, y: 200))
        #expect(tokens.openLabels == ["drag", "pinch", "rotate"])
        script.move(2, to: Point(x: 280, y: 230))
        script.up(2, at: Point(x: 280, y: 230))
        #expect(tokens.openLabels == ["drag"])
        script.up(1, at: Point(x: 220, y: 200), after: 0.1)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(tokens.open.isEmpty)
        #expect(!runtime.isActive)
    }

    @Test("Removing the Rotatable mid-gesture stops only the turning: the rotation stays, the pinch and the pan carry on")
    func removingRotatableMidGesture() {
        let (runtime, box, gesture, tokens, _) = setUp()
        var script = FingerScript(gesture)
        script.down(1, at: Point(x: 180, y: 200))
        script.down(2, at: Point(x: 220, y: 200))
        script.move(Point(x: 180, y: 180), Point(x: 220, y: 220))  // a quarter turn... of 45°
        let turned = box.rotation
        #expect(isClose(turned, .pi / 4, relative: 1e-12))
        runtime.removePlan(named: "name2", from: box)
        #expect(tokens.openLabels == ["drag", "pinch"])
        let before = (box.position, box.scale)
        script.move(Point(x: 170, y: 170), Point(x: 230, y: 230))  // spread, same angle
        #expect(box.rotation == turned)
        #expect(isClose(box.scale, before.1 * 1.5, relative: 1e-12))
        #expect(isClose(box.position, before.0, relative: 1e-12), "scaled about the centroid, which is the box's centre")
        script.move(Point(x: 200, y: 150), Point(x: 200, y: 250))  // turn again: nothing turns
        #expect(box.rotation == turned)
    }

    @Test("The seed's transaction: Draggable, Pinchable \"name1\", Rotatable \"name2\", then remove \"name2\": a twist scales the square and does not turn it")
    func seedTransaction() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let circle = Box("circleView", at: Point(x: 100, y: 100)), square = Box("squareView", at: Point(x: 300, y: 100))
        let circleGesture = GestureRecognizer(name: "circleView"), squareGesture = GestureRecognizer(name: "squareView")
        var transaction = Transaction()
        transaction.add(FadeIn(), to: circle)
        transaction.add(Draggable(squareGesture), to: square)
        transaction.add(Pinchable(squareGesture), named: "name1", to: square)
        transaction.add(Rotatable(squareGesture), named: "name2", to: square)
        transaction.remove(named: "name2", from: square)
        transaction.add(Draggable(circleGesture), to: circle)
        runtime.commit(transaction)
        #expect(collector.performers.map { "\(type(of: $0)) for \(($0 as AnyObject))" }.count == 3)
        #expect(collector.performers.map { "\(type(of: $0))" } == ["FadePerformer", "DragPerformer", "DragPerformer"])

        var script = FingerScript(squareGesture)
        script.down(1, at: Point(x: 280, y: 100))
        script.down(2, at: Point(x: 320, y: 100))
        script.move(
            Point(x: 300 - 20 * 2.squareRoot(), y: 100 - 20 * 2.squareRoot()),
            Point(x: 300 + 20 * 2.squareRoot(), y: 100 + 20 * 2.squareRoot()))  // twice apart, turned 45°
        #expect(isClose(square.scale, 2, relative: 1e-12))
        #expect(square.rotation == 0)
        #expect(isClose(square.position, Point(x: 300, y: 100), relative: 1e-12))
    }

    @Test("Spread to 4× and release: it rubber-bands past 3 while held, then springs back with the release velocity and settles at exactly 3")
    func spreadBeyondTheMaximum() throws {
        let (runtime, box, gesture, tokens, _) = setUp()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        var script = FingerScript(gesture)
        script.down(1, at: Point(x: 190, y: 200))
        script.down(2, at: Point(x: 210, y: 200))
        for step in 1...12 {  // half-span 10 → 40
            let half = 10 + 30 * Double(step) / 12
            script.move(Point(x: 200 - half, y: 200), Point(x: 200 + half, y: 200))
            runtime.update(millisecondsSinceLastUpdate: 8)
        }
        #expect(isClose(gesture.scale, 4, relative: 1e-12))
        #expect(box.scale > 3 && box.scale < 3.5, "rubber-banded: \(box.scale)")
        script.up(2, at: Point(x: 240, y: 200))
        #expect(tokens.openLabels == ["drag", "scale"], "the scale's spring took over before the pinch token ended")
        let added = try #require(tracer.events.first { $0.hasPrefix("didAddPlan ScaleSpring") })
        #expect(added.contains("ScaleSpring(to: 3, velocity: "))
        script.up(1, at: Point(x: 160, y: 200))
        runUntilIdle(runtime)
        #expect(box.scale == 3)
        #expect(tokens.open.isEmpty)
    }

    @Test("Pinched below the minimum it springs back to 0.5; inside the range the scale and the rotation stay where they were left")
    func insideAndBelowTheRange() {
        do {
            let (runtime, box, gesture, _, _) = setUp()
            var script = FingerScript(gesture)
            script.down(1, at: Point(x: 150, y: 200))
            script.down(2, at: Point(x: 250, y: 200))
            script.move(Point(x: 190, y: 200), Point(x: 210, y: 200))  // 0.2×
            #expect(box.scale < 0.5 && box.scale > 0.25)
            script.up(1, at: Point(x: 190, y: 200))
            script.up(2, at: Point(x: 210, y: 200))
            runUntilIdle(runtime)
            #expect(box.scale == 0.5)
        }
        do {
            let (runtime, box, gesture, _, _) = setUp()
            var script = FingerScript(gesture)
            script.down(1, at: Point(x: 150, y: 200))
            script.down(2, at: Point(x: 250, y: 200))
            script.move(Point(x: 140, y: 160), Point(x: 260, y: 240))
            let (scale, rotation) = (box.scale, box.rotation)
            script.up(1, at: Point(x: 140, y: 160))
            script.up(2, at: Point(x: 260, y: 240))
            runUntilIdle(runtime)
            #expect(box.scale == scale && box.rotation == rotation)
            #expect(!runtime.isActive)
        }
    }

    @Test("A second pinch catches the scale's spring where it is drawn, without a jump")
    func pinchCatchesTheSpringBack() {
        let (runtime, box, gesture, tokens, _) = setUp()
        var script = FingerScript(gesture)
        script.down(1, at: Point(x: 190, y: 200))
        script.down(2, at: Point(x: 210, y: 200))
        for step in 1...10 {  // to 5×: rubber-banded
            let half = 10 + 40 * Double(step) / 10
            script.move(Point(x: 200 - half, y: 200), Point(x: 200 + half, y: 200))
        }
        script.up(2, at: Point(x: 250, y: 200))  // springs back from here
        for _ in 0..<4 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let drawn = box.scale
        #expect(drawn > 3 && tokens.openLabels.contains("scale"))
        script.down(2, at: Point(x: 250, y: 230))
        #expect(!tokens.openLabels.contains("scale"), "halted")
        #expect(box.scale == drawn, "no jump")
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(box.scale == drawn, "nothing fights the fingers")
    }

    @Test("A Pinchable added mid-pinch joins without a jump")
    func joinsMidPinch() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 200, y: 200))
        let gesture = GestureRecognizer()
        runtime.addPlan(Draggable(gesture), to: box)
        var script = FingerScript(gesture)
        script.down(1, at: Point(x: 180, y: 200))
        script.down(2, at: Point(x: 220, y: 200))
        script.move(Point(x: 170, y: 200), Point(x: 230, y: 200))
        #expect(box.scale == 1 && box.position == Point(x: 200, y: 200), "Draggable alone follows the centroid, which stayed")
        runtime.addPlan(Pinchable(gesture), to: box)
        #expect(box.scale == 1 && box.position == Point(x: 200, y: 200))
        script.move(Point(x: 140, y: 200), Point(x: 260, y: 200))  // 60 → 120 apart
        #expect(isClose(box.scale, 2, relative: 1e-12))
    }

    @Test("Tossable on top: pinched and turned while dragged, then thrown, it flings with the fingers' velocity and keeps its scale")
    func tossableOnTop() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 200, y: 200))
        let gesture = GestureRecognizer()
        runtime.addPlan(Tossable(gesture), to: box)
        runtime.addPlan(Pinchable(gesture), to: box)
        runtime.addPlan(Rotatable(gesture), to: box)
        var script = FingerScript(gesture)
        script.down(1, at: Point(x: 180, y: 200))
        script.down(2, at: Point(x: 220, y: 200))
        for step in 1...8 {
            let dx = Double(step) * 8
            script.move(Point(x: 180 + dx - Double(step), y: 200), Point(x: 220 + dx + Double(step), y: 200))
            runtime.update(millisecondsSinceLastUpdate: 8)
        }
        let scale = box.scale
        script.up(2, at: Point(x: 292, y: 200), after: 0)
        script.up(1, at: Point(x: 236, y: 200), after: 0.004)
        #expect(box.motion?.phase == .flinging)
        runUntilIdle(runtime)
        #expect(box.scale == scale)
        #expect(box.position.x > 300, "thrown right at about 1000 px/s")
    }
}

@Suite("Gesture plans on targets that cannot scale")
struct GesturePreconditionTests {
    /// A target with a position only.
    final class Dot: Positionable {
        var position = Point.zero
    }

    @Test("Pinchable on a target that is not Transformable stops with a message naming the problem")
    func pinchableNeedsTransformable() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MotionRuntime().addPlan(Pinchable(GestureRecognizer()), to: Dot())
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("Pinchable needs a Transformable target"))
    }

    @Test("ScaleSpring on a target that is not Transformable stops with a message naming the problem")
    func scaleSpringNeedsTransformable() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MotionRuntime().addPlan(ScaleSpring(to: 2), to: Dot())
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("ScaleSpring needs a Transformable target"))
    }
}
