import CanvasSnapshotTesting
import Interactions
import PlaygroundKit
import Testing

/// Box#1 dragged from (160, 120) by (300, 100) over 6 frames from frame 3, then let go.
let throwOfBox1: InputScript = {
    let start = Point(x: 160, y: 120), offset = Point(x: 300, y: 100)
    func pointer(_ phase: PointerEvent.Phase, at point: Point, frame: Int) -> ScriptEvent {
        ScriptEvent(frame: frame, .pointer(PointerEvent(phase, at: point, timestamp: ScriptEvent.time(ofFrame: frame))))
    }
    var events = [pointer(.down, at: start, frame: 3)]
    for step in 1...6 { events.append(pointer(.move, at: start + offset * (Double(step) / 6), frame: 3 + step)) }
    events.append(pointer(.up, at: start + offset, frame: 10))
    return InputScript(events: events, scene: "default")
}()

@Test func throwOfBox1Settles() throws {
    let replay = try MotionGoldenReplay.run(script: throwOfBox1, scene: .makeDefault(), frames: 150)
    assertMotionGolden(replay.motion, filmstrip: replay.filmstrip, named: "throw")

    let box = try replay.motion.box("Box#1")
    try box.settles(within: 1)                               // seconds of scene time
    try box.overshoots(atMost: 10)                           // points past its rest, in x and y
    try box.staysInside(Rect(x: 0, y: 0, width: 1280, height: 720))
    try box.handsOver(atFrame: 10, withVelocityJumpAtMost: 200)   // the drag hands over to the fling
    try box.ends(.x, exactlyAt: 1120)                        // on an anchor, to the last bit
}
