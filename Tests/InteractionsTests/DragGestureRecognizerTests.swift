import Interactions
import Testing

@Suite("The drag gesture recognizer")
struct DragGestureRecognizerTests {
    /// A recognizer that records the state it is in at each notification.
    private func recording(slop: Double = 4) -> (DragGestureRecognizer, () -> [DragGestureRecognizer.State]) {
        let recognizer = DragGestureRecognizer(slop: slop)
        final class Log { var states: [DragGestureRecognizer.State] = [] }
        let log = Log()
        recognizer.addObserver { log.states.append($0.state) }
        return (recognizer, { log.states })
    }

    @Test("A click within the slop is not a drag: pressed, then failed")
    func clickIsNotADrag() {
        let (recognizer, states) = recording()
        var script = PointerScript(recognizer)
        script.down(at: Point(x: 10, y: 10))
        script.move(by: Point(x: 3, y: 2))
        script.up()
        #expect(states() == [.pressed, .failed])
        #expect(recognizer.translation == .zero)
        #expect(!recognizer.isPointerDown)
    }

    @Test("A drag begins once the slop is crossed, and its translation is measured from the press")
    func beginsAfterSlop() {
        let (recognizer, states) = recording(slop: 4)
        var script = PointerScript(recognizer)
        script.down(at: Point(x: 10, y: 10))
        script.move(by: Point(x: 3, y: 0))
        #expect(recognizer.state == .pressed && recognizer.translation == .zero)
        script.move(by: Point(x: 3, y: 0))  // 6 px from the press: begins here
        #expect(recognizer.state == .began)
        #expect(recognizer.startLocation == Point(x: 16, y: 10))
        #expect(recognizer.translation == Point(x: 6, y: 0))
        script.move(by: Point(x: 10, y: -5))
        #expect(recognizer.translation == Point(x: 16, y: -5))
        script.up()
        #expect(recognizer.translation == Point(x: 16, y: -5))
        #expect(states() == [.pressed, .began, .changed, .ended])
    }

    @Test("A quick 23 px first move begins the drag with the whole 23 px of translation")
    func quickFirstMove() {
        let recognizer = DragGestureRecognizer()
        var script = PointerScript(recognizer)
        script.down(at: Point(x: 277, y: 200))
        script.move(by: Point(x: 23, y: 0))
        #expect(recognizer.state == .began)
        #expect(recognizer.translation == Point(x: 23, y: 0))
    }

    @Test("Release velocity comes from the tracker at the release")
    func releaseVelocity() {
        let recognizer = DragGestureRecognizer()
        var script = PointerScript(recognizer)
        script.down(at: .zero)
        for _ in 0..<10 { script.move(by: Point(x: 8, y: -4)) }  // 1000, −500 px/s
        script.up()
        #expect(recognizer.state == .ended)
        #expect(isClose(recognizer.velocity, Point(x: 1000, y: -500), relative: 1e-6))
    }

    @Test("Release speed is clamped to 8000 px/s, keeping its direction")
    func clampedToMaximum() {
        let recognizer = DragGestureRecognizer()
        var script = PointerScript(recognizer)
        script.down(at: .zero)
        for _ in 0..<6 { script.move(by: Point(x: 300, y: 400)) }  // 62 500 px/s
        script.up()
        #expect(isClose(recognizer.velocity.length, 8000, relative: 1e-12))
        #expect(isClose(recognizer.velocity.x / recognizer.velocity.y, 0.75, relative: 1e-9))
    }

    @Test("Below 50 px/s, or after a pause of 40 ms, a release is no fling")
    func noFling() {
        let slow = DragGestureRecognizer(slop: 0)
        var script = PointerScript(slow)
        script.down(at: .zero)
        for _ in 0..<10 { script.move(by: Point(x: 0.3, y: 0)) }  // 37.5 px/s
        script.up()
        #expect(slow.state == .ended && slow.velocity == .zero)

        let paused = DragGestureRecognizer()
        script = PointerScript(paused)
        script.down(at: .zero)
        for _ in 0..<10 { script.move(by: Point(x: 10, y: 0)) }
        script.up(after: 0.040)
        #expect(paused.state == .ended && paused.velocity == .zero)
    }

    @Test("Cancel ends a drag as cancelled, a press as failed, and does nothing when idle")
    func cancel() {
        let (recognizer, states) = recording()
        recognizer.cancel()
        #expect(states().isEmpty)

        var script = PointerScript(recognizer)
        script.down(at: .zero)
        recognizer.handle(PointerEvent(.cancel, at: .zero, timestamp: 0.01))
        script.down(at: .zero)
        script.move(by: Point(x: 20, y: 0))
        script.move(by: Point(x: 20, y: 0))
        recognizer.cancel()
        #expect(states() == [.pressed, .failed, .pressed, .began, .changed, .cancelled])
        #expect(recognizer.velocity == .zero)
    }

    @Test("Other buttons, and moves or ups with nothing pressed, are ignored")
    func ignoredEvents() {
        let (recognizer, states) = recording()
        recognizer.handle(PointerEvent(.move, at: .zero, timestamp: 0))
        recognizer.handle(PointerEvent(.up, at: .zero, timestamp: 0))
        recognizer.handle(PointerEvent(.down, at: .zero, button: .secondary, timestamp: 0))
        #expect(states().isEmpty)

        recognizer.handle(PointerEvent(.down, at: .zero, timestamp: 0))
        recognizer.handle(PointerEvent(.move, at: Point(x: 50, y: 0), timestamp: 0.01))
        recognizer.handle(PointerEvent(.up, at: Point(x: 50, y: 0), button: .other(4), timestamp: 0.02))
        #expect(recognizer.isDragging)
    }

    @Test("A down during a drag (its up was lost) cancels the drag first")
    func lostUp() {
        let (recognizer, states) = recording()
        var script = PointerScript(recognizer)
        script.down(at: .zero)
        script.move(by: Point(x: 30, y: 0))
        script.down(at: Point(x: 100, y: 100))
        #expect(states() == [.pressed, .began, .cancelled, .pressed])
    }

    @Test("Observers are called in the order added, and a removed one no more")
    func observers() {
        let recognizer = DragGestureRecognizer()
        final class Log { var calls: [String] = [] }
        let log = Log()
        let first = recognizer.addObserver { _ in log.calls.append("first") }
        recognizer.addObserver { _ in log.calls.append("second") }
        recognizer.handle(PointerEvent(.down, at: .zero, timestamp: 0))
        recognizer.removeObserver(first)
        recognizer.handle(PointerEvent(.up, at: .zero, timestamp: 0.1))
        #expect(log.calls == ["first", "second", "second"])
        #expect(recognizer.observerCount == 1)
    }
}
