import Canvas
import FoundationEssentials
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

/// The replay fuzz corpus and its regressions (Fuzzing/Corpus/replay), replayed
/// as the harness FuzzReplay replays them: the default scene with the overlay.
@Suite("Fuzz corpus of replays")
struct FuzzReplayCorpusTests {
    @Test(
        "The replay corpus and its regressions replay headless with the overlay, bounded as FuzzReplay bounds them",
        arguments: FuzzCorpus.inputs("replay"))
    func replayInput(path: String) throws {
        guard let script = try? InputScript(json: Data(contentsOf: URL(fileURLWithPath: path))) else { return }
        let playground = Playground(scene: .makeDefault(), font: try TestSupport.font())
        playground.installOverlay()
        let replay = try Replay(script: ReplayBounds.bounded(script), frames: min(Replay.defaultFrameCount(for: script), ReplayBounds.maximumFrames))
        let frames = replay.run(playground) { _, framebuffer, _ in
            #expect(framebuffer.width * framebuffer.height <= InputBounds.maximumFramebufferPixels)
        }
        #expect(frames >= 1)
    }
}
