#if canImport(Glibc)
    import Glibc
#endif
import Interactions
import Motion

/// A target that pans, pinches and turns: a position, a scale, a rotation.
final class Card: Transformable {
    var position = Point(x: 400, y: 300)
    var scale = 1.0
    var rotation = 0.0
}

/// Two fingers that keep pinching, turning and panning a card, one frame at a
/// time, forever: the gesture never ends, so every frame does the full work
/// (two finger events through the recognizer and the gesture performer, then
/// the runtime's frame).
final class TwoFingerScene {
    static let frameCount = 4096
    let runtime = MotionRuntime()
    let card = Card()
    let gesture = GestureRecognizer()
    /// Finger positions per frame, precomputed so the loop measures only the gesture.
    let first: [Point], second: [Point]
    private var frame = 0
    private var time = 0.0

    init() {
        (first, second) = Self.path(frames: Self.frameCount)
        runtime.addPlan(Draggable(gesture), to: card)
        runtime.addPlan(Pinchable(gesture), to: card)
        runtime.addPlan(Rotatable(gesture), to: card)
        gesture.handle(FingerEvent(.down, id: 1, at: first[0], timestamp: 0))
        gesture.handle(FingerEvent(.down, id: 2, at: second[0], timestamp: 0))
        for _ in 0..<8 { step() }  // past the slop: the gesture is under way
        precondition(gesture.isPinching, "the benchmark gesture should be a pinch under way")
    }

    /// One frame: both fingers move, then the runtime updates.
    func step() {
        frame = frame == Self.frameCount - 1 ? 1 : frame + 1
        time += 0.016
        gesture.handle(FingerEvent(.move, id: 1, at: first[frame], timestamp: time))
        gesture.handle(FingerEvent(.move, id: 2, at: second[frame], timestamp: time))
        runtime.update(millisecondsSinceLastUpdate: 16)
    }

    /// A wandering centre, a span breathing between 80 and 160 px, a steady turn.
    static func path(frames: Int) -> ([Point], [Point]) {
        var first: [Point] = [], second: [Point] = []
        for i in 0..<frames {
            let t = Double(i)
            let centre = Point(x: 400 + 50 * sin(t * 0.01), y: 300 + 30 * cos(t * 0.013))
            let half = 60 + 20 * sin(t * 0.02), angle = t * 0.02
            let offset = Point(x: cos(angle), y: sin(angle)) * half
            first.append(centre - offset)
            second.append(centre + offset)
        }
        return (first, second)
    }
}

/// The same frames computed in a plain loop: the similarity transform from
/// the fingers' previous positions to their new ones (centroid, span ratio,
/// angle with the C library's atan2, sin and cos), applied to a card's
/// position, scale and rotation. What a hand-written gesture handler would do.
struct PlainTwoFingerLoop {
    let first: [Point], second: [Point]
    var position = Point(x: 400, y: 300), scale = 1.0, rotation = 0.0
    private var frame = 0

    init() {
        (first, second) = TwoFingerScene.path(frames: TwoFingerScene.frameCount)
    }

    mutating func step() {
        let previous = frame
        frame = frame == TwoFingerScene.frameCount - 1 ? 1 : frame + 1
        let a0 = first[previous], b0 = second[previous], a = first[frame], b = second[frame]
        let c0 = (a0 + b0) * 0.5, c = (a + b) * 0.5
        let d0 = b0 - a0, d = b - a
        let ratio = d.length / d0.length
        let turn = atan2(d0.x * d.y - d0.y * d.x, d0.x * d.x + d0.y * d.y)
        let (s, k) = (sin(turn), cos(turn))
        let v = position - c0
        position = c + Point(x: k * v.x - s * v.y, y: s * v.x + k * v.y) * ratio
        scale *= ratio
        rotation += turn
    }
}
