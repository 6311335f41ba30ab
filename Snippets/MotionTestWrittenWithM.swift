// snippet.hide
// The test `m` writes after a throw of Box#1 in the default scene (its press at frame 120, at rest at
// frame 194): Assets/Templates/MotionTest.swift.template, filled. It runs where the folder is copied,
// beside its recording.json and __Snapshots__; here it only compiles.
import CanvasSnapshotTesting
import PlaygroundKit
import Testing

struct DefaultMotion0120 {
    static func makeScene() -> Scene { Scene.builtIn(named: "default")! }
}

extension DefaultMotion0120 {
// snippet.show
@Test("Replaying the recording moves Box#1 as recorded, frames 120–194")
func replaysToTheGoldenMotion() throws {
    let replay = try MotionGoldenReplay.run(
        recording: "recording.json", besideFile: #filePath, scene: Self.makeScene(),
        frames: 194, from: 120
    )
    assertMotionGolden(replay.motion, filmstrip: replay.filmstrip)
}
// snippet.hide
}
