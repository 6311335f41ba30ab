// snippet.hide
// README "Your own scene and performers".
import Canvas
import Interactions
import MotionTracing
import PlaygroundHost
import PlaygroundKit
import TraceKit

// snippet.show
let scene = Scene(size: Size(width: 800, height: 600))
let box = scene.addBox(Box(name: "Box#1", position: Point(x: 400, y: 300),
                           size: Size(width: 120, height: 120), color: Color(rgba: 0x66BB6AFF)))
scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(scene.bounds)), to: box)
scene.addTrace(try Trace(name: "Toss", itemsToMatch: [.tokenStarted(on: "Box#1", label: "drag"), .runtimeIdle]))
let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
try PlaygroundWindow.run(playground, options: WindowOptions(outputDirectory: "out"))   // import PlaygroundHost
