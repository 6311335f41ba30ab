// snippet.hide
import CanvasSnapshotTesting
import PlaygroundKit
import Testing

// snippet.show
@Test("Box#1's toss moves as it did, and settles within two seconds")
func tossMoves() throws {
    let script = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
    let replay = try MotionGoldenReplay.run(script: script, scene: .makeDefault(), frames: 251)
    assertMotionGolden(replay.motion, named: "toss")      // every frame of every box that moved, exactly
    try replay.motion.box("Box#1").settles(within: 2)     // seconds of scene time
}
