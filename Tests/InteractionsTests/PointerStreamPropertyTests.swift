import Interactions
import Motion
import PropertyBased
import Testing

/// Random pointer streams, including lost ups, other buttons, stray moves and
/// timestamps that go backwards, always ending with the primary button's up,
/// a cancel event, or the host's `cancel()`.
@Suite("Random pointer streams")
struct PointerStreamPropertyTests {
    /// One generated step: a kind (0 down, 1–6 move, 7 up, 8 cancel,
    /// 9 a secondary-button down or up), a move delta and a time step.
    typealias Step = (kind: Int, dx: Double, dy: Double, dt: Double)

    static let steps = zip(
        Gen.int(in: 0...9), Gen.double(in: -40...40), Gen.double(in: -40...40), Gen.double(in: -0.01...0.06)
    ).array(of: 0...60)

    private func play(_ steps: [(Int, Double, Double, Double)], ending: Int, on recognizer: DragGestureRecognizer) {
        var time = 0.0, position = Point(x: 200, y: 150)
        for (kind, dx, dy, dt) in steps {
            time += dt
            switch kind {
            case 0: recognizer.handle(PointerEvent(.down, at: position, timestamp: time))
            case 7: recognizer.handle(PointerEvent(.up, at: position, timestamp: time))
            case 8: recognizer.handle(PointerEvent(.cancel, at: position, timestamp: time))
            case 9: recognizer.handle(PointerEvent(dx > 0 ? .down : .up, at: position, button: .secondary, timestamp: time))
            default:
                position += Point(x: dx, y: dy)
                recognizer.handle(PointerEvent(.move, at: position, timestamp: time))
            }
        }
        switch ending {
        case 0: recognizer.handle(PointerEvent(.up, at: position, timestamp: time + 0.01))
        case 1: recognizer.handle(PointerEvent(.cancel, at: position, timestamp: time + 0.01))
        default: recognizer.cancel()
        }
    }

    @Test("With Draggable, no token is open once the stream ends, and the runtime is idle after the next frame")
    func draggableNeverLeavesATokenOpen() async {
        await propertyCheck(count: 300, input: Self.steps, Gen.int(in: 0...2)) { steps, ending in
            let runtime = MotionRuntime()
            let box = Box("A")
            let drag = DragGestureRecognizer()
            runtime.addPlan(Draggable(drag), to: box)
            play(steps, ending: ending, on: drag)
            #expect(runtime.activeTokenCount == 0)
            // A drag's halt reaches the animation performer, which the runtime
            // counts active until its first frame.
            runtime.update(millisecondsSinceLastUpdate: 16)
            #expect(!runtime.isActive)
            #expect(!drag.isPointerDown)
        }
    }

    @Test("With Tossable, only the settling animation holds a token once the stream ends, and it comes to rest")
    func tossableNeverLeavesAGestureTokenOpen() async {
        await propertyCheck(count: 300, input: Self.steps, Gen.int(in: 0...2)) { steps, ending in
            let runtime = MotionRuntime()
            let tokens = OpenTokenTracer()
            runtime.addTracer(tokens)
            let box = Box("A", at: Point(x: 200, y: 150))
            let drag = DragGestureRecognizer()
            runtime.addPlan(Tossable(drag, settling: .region(Rect(x: 0, y: 0, width: 400, height: 300))), to: box)
            play(steps, ending: ending, on: drag)
            #expect(tokens.openLabels.isSubset(of: ["fling"]))
            runUntilIdle(runtime, limit: 10_000)
            #expect(tokens.open.isEmpty)
            #expect(!runtime.isActive)
            #expect(Rect(x: 0, y: 0, width: 400, height: 300).contains(box.position))
        }
    }
}
