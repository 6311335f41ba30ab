import Interactions
import Motion

final class Box: Positionable {
    var position = Point(x: 100, y: 100)
    var motion = MotionState.atRest                          // for an inspector
    func motionDidChange(_ state: MotionState) { motion = state }
}

let runtime = MotionRuntime()
let box = Box()
let drag = GestureRecognizer()                               // slop 4 px by default

// Just draggable:
runtime.addPlan(Draggable(drag), to: box)

// Or grab, drag, throw, and settle into the nearest corner:
let corners = [Point(x: 60, y: 60), Point(x: 740, y: 60), Point(x: 60, y: 540), Point(x: 740, y: 540)]
runtime.addPlan(Tossable(drag, settling: .anchors(corners)), to: box)
// …or stay inside a region: Tossable(drag, settling: .region(Rect(x: 0, y: 0, width: 800, height: 600)))

// Host: on pointer-down, hit-test and forward that pointer's events until up or cancel.
drag.handle(PointerEvent(.down, at: Point(x: 110, y: 110), timestamp: 0.000))
drag.handle(PointerEvent(.move, at: Point(x: 140, y: 112), timestamp: 0.016))
drag.handle(PointerEvent(.up,   at: Point(x: 170, y: 114), timestamp: 0.033))
drag.cancel()                                                // on focus loss: always ends the drag

// Frame loop: only while something moves.
while runtime.isActive { runtime.update(millisecondsSinceLastUpdate: 1000 / 60) }
// snippet.hide
let screen = Rect(x: 0, y: 0, width: 800, height: 600)
// snippet.show

// snippet.animations
runtime.addPlan(Spring(to: Point(x: 200, y: 120)), named: "motion", to: box)
runtime.addPlan(Fling(velocity: Point(x: 1500, y: -400), bounds: screen), named: "motion", to: box)
