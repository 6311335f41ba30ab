import CanvasSnapshotTesting
import Interactions
import PlaygroundKit
import Testing

/// The worked example of the article "Testing motion, not pixels", as it stands there: its
/// script is the one MotionGoldenTests throws with, so its golden is theirs.
@Suite("The article Testing motion, not pixels")
struct TestingMotionArticleTests {
    /// Box#1 dragged from (160, 120) by (300, 100) over 6 frames from frame 3, then let go.
    static let throwOfBox1: InputScript = {
        let start = Point(x: 160, y: 120), offset = Point(x: 300, y: 100)
        func pointer(_ phase: PointerEvent.Phase, at point: Point, frame: Int) -> ScriptEvent {
            ScriptEvent(frame: frame, .pointer(PointerEvent(phase, at: point, timestamp: ScriptEvent.time(ofFrame: frame))))
        }
        var events = [pointer(.down, at: start, frame: 3)]
        for step in 1...6 { events.append(pointer(.move, at: start + offset * (Double(step) / 6), frame: 3 + step)) }
        events.append(pointer(.up, at: start + offset, frame: 10))
        return InputScript(events: events, scene: "default")
    }()

    @Test("The article's script is the golden test's, and its expectations hold")
    func workedExample() throws {
        #expect(Self.throwOfBox1 == MotionGoldenTests.script)
        let replay = try MotionGoldenReplay.run(script: Self.throwOfBox1, scene: .makeDefault(), frames: 150)
        assertMotionGolden(replay.motion, filmstrip: replay.filmstrip, named: "throw", file: MotionGoldenTests.filePath, testName: "throwOfBox1()")

        let box = try replay.motion.box("Box#1")
        try box.settles(within: 1)
        try box.overshoots(atMost: 10)
        try box.staysInside(Rect(x: 0, y: 0, width: 1280, height: 720))
        try box.handsOver(atFrame: 10, withVelocityJumpAtMost: 200)
        try box.ends(.x, exactlyAt: 1120)
    }
}
