import CanvasSnapshotTesting
import PlaygroundKit
import SnapshotTesting
import Testing

@Test("Box#1 springs into an anchor after a toss")
func toss() throws {
    let script = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
    let replay = try Replay(script: script, frames: 251, captureFrames: [38, 251])
    let frames = replay.capture(Playground(scene: .makeDefault(), font: try Assets.locate().loadFont()))
    assertSnapshot(of: frames[38]!, as: .png, named: "springing")
    assertSnapshot(of: frames[251]!, as: .png, named: "settled")
}
