// snippet.hide
// README "Pan, pinch and rotate with two fingers".
import Interactions
import Motion

let runtime = MotionRuntime()
let screen = Rect(x: 0, y: 0, width: 800, height: 600)
// snippet.show
final class Card: Transformable, Fadable {               // Transformable refines Positionable
    var position = Point(x: 300, y: 200)
    var scale = 1.0, rotation = 0.0                       // radians, clockwise on screen
    var opacity = 1.0
}
let card = Card()
let gesture = GestureRecognizer(name: "card")
runtime.addPlan(Tossable(gesture, settling: .region(screen)), to: card)   // drag and throw
runtime.addPlan(Pinchable(gesture), named: "pinch", to: card)             // scale 0.5…3
runtime.addPlan(Rotatable(gesture), named: "rotate", to: card)
runtime.addPlan(FadeIn(), to: card)                                       // opacity 0 → 1 in 0.3 s

// Host: touches by id (or a mouse through handle(PointerEvent)); bad input is refused, not fatal.
if case let .failure(error) = gesture.handle(FingerEvent(.down, id: 1, at: Point(x: 280, y: 200), timestamp: 0)) {
    print(error)   // e.g. "finger 3 went down while 2 fingers were already down (at most 2)"
}
gesture.handle(FingerEvent(.down, id: 2, at: Point(x: 320, y: 200), timestamp: 0))
gesture.handle(FingerEvent(.move, id: 2, at: Point(x: 300, y: 240), timestamp: 0.016))
runtime.removePlan(named: "rotate", from: card)   // mid-gesture: it still pans and pinches
