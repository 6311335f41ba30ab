import Canvas
import CanvasSnapshotTesting
import PlaygroundKit
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// Golden frames of the default scene, replayed headless from the bundled
/// demo script through the same public API users get.
///
/// The demo script tosses Box#1 (blue) down and to the right, where it
/// springs into an anchor, then throws Box#4 (green) at the right wall, where
/// it springs back inside.
@Suite("Golden frames of the default scene")
struct GoldenFrameTests {
    @Test("The demo script's drag, toss, fling into a wall and settle look right at each key moment")
    func demoScriptFrames() throws {
        let script = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
        let moments = [
            "1-start": 1,
            "2-dragging-box-1": 25,
            "3-box-1-springing-to-an-anchor": 38,
            "4-box-4-flinging-at-the-wall": 138,
            "5-box-4-springing-back-inside": 150,
            "6-settled": 251,
        ]
        let replay = try Replay(script: script, frames: 251, captureFrames: Array(moments.values))
        let frames = replay.capture(try TestSupport.defaultPlayground())

        for (name, frame) in moments.sorted(by: { $0.value < $1.value }) {
            let image = try #require(frames[frame])
            assertSnapshot(of: image, as: .png, named: name)
        }
    }
}
