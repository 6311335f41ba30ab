// snippet.hide
// README "Two fingers: pan, pinch and turn": the seed scene's trace.
import Interactions
import MotionTracing
import PlaygroundKit
import TraceKit

let scene = Scene(size: Size(width: 1280, height: 720))
// snippet.show
scene.addTrace(try Trace(name: "Pinch the square", itemsToMatch: [
    .started(.pinch, on: "squareView"), .ended(.pinch, on: "squareView"), .runtimeIdle,
]))
