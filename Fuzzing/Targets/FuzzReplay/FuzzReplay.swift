// Fuzzes the whole replay: a script that loads is replayed headless against
// the default scene with the overlay installed, drawing every frame, as
// `playground --headless` would. Runs are bounded so each stays well under a
// second even on a busy machine: the default scene (the stress scene's 5,000
// boxes are the same code, many times over), at most 60 frames, and windows of
// at most 160 x 120 pixels at scales 1 to 2 (the decoder's own bounds are
// FuzzScripts'). Below scale 1, one-point outlines are thinner than a pixel and
// take Canvas's exact-area path, several times the work per pixel and far more
// under AddressSanitizer: a replay there took a second of CPU. The test suite
// (ScriptMutationTests, at scale 0.25) draws those scales instead.

import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit
import PlaygroundOverlay

/// Loaded once: the bundled font, found beside the executable (Fuzzing/.build/…) or via MOTION_PLAYGROUND_ASSETS.
let font: BitmapFont = {
    do { return try Assets.locate().loadFont() } catch { fatalError("\(error)") }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let script = try? InputScript(json: Data(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    let playground = Playground(scene: .makeDefault(), font: font)
    playground.installOverlay()
    do {
        let replay = try Replay(script: ReplayBounds.bounded(script), frames: min(Replay.defaultFrameCount(for: script), ReplayBounds.maximumFrames))
        replay.run(playground) { _, framebuffer, _ in
            precondition(framebuffer.width * framebuffer.height <= InputBounds.maximumFramebufferPixels)
        }
    } catch {
        fatalError("a loaded script's replay was refused: \(error)")
    }
    return 0
}
