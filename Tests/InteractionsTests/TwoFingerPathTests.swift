import Interactions
import Motion
import PropertyBased
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Pan, pinch and rotate against references that do not share the
/// recognizer's or the performer's arithmetic.
@Suite("Two-finger paths keep the points under the fingers")
struct TwoFingerPathTests {
    /// A box at the fixtures' start with all three gestures, scale limits out of the way.
    private func box(in runtime: MotionRuntime) -> (Box, GestureRecognizer) {
        let start = TwoFingerPathFixtures.start
        let box = Box("A", at: start.position)
        box.scale = start.scale
        box.rotation = start.rotation
        let gesture = GestureRecognizer()
        runtime.addPlan(Draggable(gesture), to: box)
        runtime.addPlan(Pinchable(gesture, scaleRange: 0.01...100), to: box)
        runtime.addPlan(Rotatable(gesture), to: box)
        return (box, gesture)
    }

    @Test("Random paths: the box is where numpy's similarity transform of the fingers puts it, within 0.01 px, after every step")
    func againstNumpy() {
        var worst = 0.0, checked = 0
        for path in TwoFingerPathFixtures.paths {
            let runtime = MotionRuntime()
            let (box, gesture) = box(in: runtime)
            var script = FingerScript(gesture)
            script.down(1, at: path.first)
            script.down(2, at: path.second)
            for step in path.steps {
                script.move(step.first, step.second)
                runtime.update(millisecondsSinceLastUpdate: 8)
                guard gesture.isPinching else { continue }  // within the slop: not a gesture yet
                checked += 1
                // The fixture's box corners, mapped by numpy, against the box's corners now.
                for corner in [Point(x: -40, y: -30), Point(x: 40, y: -30), Point(x: 40, y: 30), Point(x: -40, y: 30)] {
                    let expected = step.position + rotated(corner, by: step.rotation) * step.scale
                    worst = max(worst, box.screenPoint(ofLocal: corner).distance(to: expected))
                }
                #expect(isClose(box.scale, step.scale, relative: 1e-9))
                #expect(isClose(box.rotation, step.rotation, relative: 1e-9))
            }
        }
        #expect(worst < 0.01, "worst corner: \(worst) px")
        #expect(checked > TwoFingerPathFixtures.paths.count * 30)
    }

    static let steps = zip(Gen.double(in: -14...14), Gen.double(in: -14...14), Gen.double(in: -14...14), Gen.double(in: -14...14))
        .array(of: 1...40)

    @Test("Random paths: the points of the box first under each finger are under it after every step, within 0.01 px")
    func pointsUnderFingers() async {
        await propertyCheck(count: 200, input: Self.steps, Gen.double(in: 20...120), Gen.double(in: -3...3)) { steps, span, angle in
            let runtime = MotionRuntime()
            let (box, gesture) = box(in: runtime)
            var first = box.position + Point(x: -span / 2 * cos(angle), y: -span / 2 * sin(angle))
            var second = box.position + Point(x: span / 2 * cos(angle), y: span / 2 * sin(angle))
            let localFirst = box.localPoint(under: first), localSecond = box.localPoint(under: second)
            var script = FingerScript(gesture)
            script.down(1, at: first)
            script.down(2, at: second)
            script.move(first + Point(x: 6, y: 0), second + Point(x: 6, y: 0))  // past the slop
            first += Point(x: 6, y: 0)
            second += Point(x: 6, y: 0)
            for (dx1, dy1, dx2, dy2) in steps {
                let a = first + Point(x: dx1, y: dy1), b = second + Point(x: dx2, y: dy2)
                // Fingers are never on top of each other, not even between the
                // two events of a step (finger 1 moved, finger 2 not yet): closer
                // than the recognizer's minimum span they measure no scale or turn.
                guard a.distance(to: b) > 5, a.distance(to: second) > 5 else { continue }
                (first, second) = (a, b)
                script.move(first, second)
                runtime.update(millisecondsSinceLastUpdate: 16)
                #expect(box.screenPoint(ofLocal: localFirst).distance(to: first) < 0.01)
                #expect(box.screenPoint(ofLocal: localSecond).distance(to: second) < 0.01)
            }
        }
    }

    private func rotated(_ v: Point, by angle: Double) -> Point {
        Point(x: cos(angle) * v.x - sin(angle) * v.y, y: sin(angle) * v.x + cos(angle) * v.y)
    }
}
