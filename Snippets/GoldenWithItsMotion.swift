import CanvasSnapshotTesting
import PlaygroundKit
import Testing

@Test("Box#1 springs into an anchor: the frame, and the motion before it for a failure's review")
func tossWithItsMotion() throws {
    let script = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
    let golden = try GoldenFrameReplay.run(script: script, scene: .makeDefault(), frame: 38)
    // On a failure the artifact keeps the frames before this one (an animated
    // PNG) and the token balance and traces, marking what differs from these.
    assertGoldenFrame(
        golden.frame,
        context: golden.context(expecting: golden.checkpoint.tokens, traceStates: golden.checkpoint.traceStates))
}
