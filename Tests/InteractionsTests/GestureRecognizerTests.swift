import Interactions
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("The gesture recognizer with fingers")
struct GestureRecognizerTests {
    @Test("Two fingers spreading to twice their distance and turning a quarter clockwise give scale 2, rotation π/2 and no translation")
    func spreadAndTurn() {
        let recognizer = GestureRecognizer()
        var script = FingerScript(recognizer)
        script.down(1, at: Point(x: 80, y: 100))
        script.down(2, at: Point(x: 120, y: 100))
        // About the centroid (100, 100): (±20, 0) turned +90° (towards +y, down the screen) and doubled.
        script.move(Point(x: 100, y: 60), Point(x: 100, y: 140))
        #expect(recognizer.state == .changed)
        #expect(recognizer.isPinching)
        #expect(isClose(recognizer.scale, 2, relative: 1e-12))
        #expect(isClose(recognizer.rotation, .pi / 2, relative: 1e-12))
        #expect(isClose(recognizer.translation, .zero, relative: 1e-12))
        #expect(recognizer.location == Point(x: 100, y: 100))
    }

    @Test("Each finger's touch-down point is carried to where the finger is now")
    func touchDownPointsFollowTheFingers() {
        let recognizer = GestureRecognizer()
        var script = FingerScript(recognizer)
        let a0 = Point(x: 10, y: 20), b0 = Point(x: 70, y: -5)
        script.down(1, at: a0)
        script.down(2, at: b0)
        let a = Point(x: 33.5, y: 47.25), b = Point(x: 61, y: 110)
        script.move(a, b)
        #expect(isClose(recognizer.transformed(a0), a, relative: 1e-12))
        #expect(isClose(recognizer.transformed(b0), b, relative: 1e-12))
    }

    @Test("Bad finger input is refused with a clear error and leaves the recognizer as it was")
    func badInput() {
        let recognizer = GestureRecognizer()
        var states: [GestureRecognizer.State] = []
        recognizer.addObserver { states.append($0.state) }
        #expect(recognizer.handle(FingerEvent(.move, id: 7, at: .zero, timestamp: 0)).refusal == .unknownFinger(7))
        #expect(recognizer.handle(FingerEvent(.up, id: 7, at: .zero, timestamp: 0)).refusal == .unknownFinger(7))
        #expect(throws: Never.self) { try recognizer.handle(FingerEvent(.down, id: 1, at: .zero, timestamp: 0)).get() }
        #expect(recognizer.handle(FingerEvent(.down, id: 1, at: Point(x: 50, y: 0), timestamp: 0.01)).refusal == .fingerAlreadyDown(1))
        #expect(throws: Never.self) { try recognizer.handle(FingerEvent(.down, id: 2, at: Point(x: 40, y: 0), timestamp: 0.02)).get() }
        let third = recognizer.handle(FingerEvent(.down, id: 3, at: Point(x: 90, y: 0), timestamp: 0.03))
        #expect(third.refusal == .tooManyFingers(3, limit: 2))
        #expect(recognizer.handle(FingerEvent(.move, id: 2, at: Point(x: .nan, y: 0), timestamp: 0.04)).refusal == .nonFinitePosition(2))
        #expect(recognizer.fingers.map(\.id) == [1, 2])
        #expect(recognizer.fingers.map(\.position) == [.zero, Point(x: 40, y: 0)])
        #expect(states == [.pressed])
        #expect(String(describing: FingerInputError.tooManyFingers(3, limit: 2)) == "finger 3 went down while 2 fingers were already down (at most 2)")
    }

    @Test("A second finger added mid-drag and lifted again changes nothing already done, and the drag carries on")
    func fingersComeAndGo() {
        let recognizer = GestureRecognizer()
        var script = FingerScript(recognizer)
        script.down(1, at: Point(x: 100, y: 100))
        script.move(1, to: Point(x: 130, y: 100))
        #expect(recognizer.translation == Point(x: 30, y: 0))
        script.down(2, at: Point(x: 130, y: 160))
        #expect(recognizer.state == .changed && recognizer.fingers.count == 2)
        #expect(recognizer.translation == Point(x: 30, y: 0), "a finger touching moves nothing")
        #expect(recognizer.scale == 1 && recognizer.rotation == 0)
        script.move(2, to: Point(x: 130, y: 220))  // span 60 → 120
        #expect(isClose(recognizer.scale, 2, relative: 1e-12))
        let afterPinch = recognizer.translation
        script.up(2, at: Point(x: 130, y: 220))
        #expect(recognizer.state == .changed && recognizer.fingers.count == 1)
        #expect(isClose(recognizer.scale, 2, relative: 1e-12), "lifting a finger keeps the scale")
        #expect(isClose(recognizer.translation, afterPinch, relative: 1e-12))
        script.move(1, to: Point(x: 140, y: 95))
        #expect(isClose(recognizer.translation, afterPinch + Point(x: 10, y: -5), relative: 1e-12))
        #expect(
            isClose(recognizer.transformed(Point(x: 100, y: 100)), Point(x: 140, y: 95), relative: 1e-12),
            "the point first under finger 1 is under it still")
        script.up(1, at: Point(x: 140, y: 95), after: 0.1)
        #expect(recognizer.state == .ended && recognizer.velocity == .zero)
    }

    @Test("Two fingers that land on one spot measure no scale until they are a pixel apart, then measure from there")
    func coincidentFingers() {
        let recognizer = GestureRecognizer()
        var script = FingerScript(recognizer)
        script.down(1, at: Point(x: 100, y: 100))
        script.down(2, at: Point(x: 100, y: 100))
        script.move(2, to: Point(x: 100.5, y: 100))
        script.move(2, to: Point(x: 102, y: 100))  // 2 px apart: measuring from here
        #expect(recognizer.scale == 1)
        script.move(1, to: Point(x: 90, y: 100))
        script.move(2, to: Point(x: 110, y: 100))  // 20 px
        #expect(recognizer.state == .changed)
        #expect(isClose(recognizer.scale, 10, relative: 1e-12))
        #expect(recognizer.scale.isFinite && recognizer.rotation.isFinite)
        script.move(2, to: Point(x: 90.5, y: 100))  // closer than a pixel: frozen again
        #expect(recognizer.scale.isFinite && recognizer.scale > 0)
    }

    @Test("Scale and rotation velocities are least-squares estimates, like the translation's, with the release pause rule")
    func transformVelocities() {
        let recognizer = GestureRecognizer()
        var script = FingerScript(recognizer)
        let center = Point(x: 200, y: 200)
        func fingers(at t: Double) -> (Point, Point) {
            let radius = 50 * (1 + 2 * t), angle = 3 * t  // scale 1 + 2t, 3 rad/s
            let offset = Point(x: cos(angle), y: sin(angle)) * radius
            return (center - offset, center + offset)
        }
        script.down(1, at: fingers(at: 0).0)
        script.down(2, at: fingers(at: 0).1)
        for step in 1...10 {
            let t = Double(step) * 0.008
            let (a, b) = fingers(at: t)
            script.move(a, b)
        }
        // scale 1 + 2t: its slope is 2/s; the angle grows at 3 rad/s.
        #expect(isClose(recognizer.scaleVelocity, 2, relative: 1e-6))
        #expect(isClose(recognizer.rotationVelocity, 3, relative: 1e-6))
        let (a, _) = fingers(at: 0.08)
        script.up(2, at: fingers(at: 0.08).1, after: 0.005)
        #expect(isClose(recognizer.scaleVelocity, 2, relative: 1e-6), "the pinch's release velocity")
        script.move(1, to: a + Point(x: 30, y: 0))
        script.down(2, at: a + Point(x: 30, y: 40))
        script.up(2, at: a + Point(x: 30, y: 40), after: 0.05)
        #expect(recognizer.scaleVelocity == 0 && recognizer.rotationVelocity == 0, "paused 40 ms or more before the lift")
    }

    @Test("A mouse pointer is one more finger: the same gesture through pointer events and finger events")
    func pointerIsAFinger() {
        let byPointer = GestureRecognizer(), byFinger = GestureRecognizer()
        let points = [Point(x: 5, y: 5), Point(x: 9, y: 6), Point(x: 30, y: 12), Point(x: 64, y: 3)]
        for (index, point) in points.enumerated() {
            let t = Double(index) * 0.01
            let phase: PointerEvent.Phase = index == 0 ? .down : index == points.count - 1 ? .up : .move
            byPointer.handle(PointerEvent(phase, at: point, timestamp: t))
            let fingerPhase: FingerEvent.Phase = index == 0 ? .down : index == points.count - 1 ? .up : .move
            byFinger.handle(FingerEvent(fingerPhase, id: FingerEvent.pointerID, at: point, timestamp: t))
        }
        #expect(byPointer.state == .ended && byFinger.state == .ended)
        #expect(byPointer.translation == Point(x: 59, y: -2) && byFinger.translation == byPointer.translation)
        #expect(byPointer.velocity == byFinger.velocity)
    }

    @Test("Cancelling two fingers mid-pinch ends the gesture cancelled, with no velocity")
    func cancelMidPinch() {
        let recognizer = GestureRecognizer()
        var script = FingerScript(recognizer)
        script.down(1, at: Point(x: 0, y: 0))
        script.down(2, at: Point(x: 40, y: 0))
        script.move(Point(x: -20, y: 0), Point(x: 60, y: 0))
        #expect(recognizer.handle(FingerEvent(.cancel, id: 9, at: .zero, timestamp: 1)).refusal == nil)
        #expect(recognizer.state == .cancelled && recognizer.fingers.isEmpty)
        #expect(recognizer.scaleVelocity == 0 && recognizer.velocity == .zero)
        #expect("\(recognizer)" == "gesture (cancelled)")
    }
}

extension Result where Success == Void {
    /// The error of a refused event, or nil.
    var refusal: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
