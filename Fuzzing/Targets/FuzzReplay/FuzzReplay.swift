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

/// Loaded once: the bundled font, found beside the executable (Fuzzing/.build/…) or via MOTION_PLAYGROUND_ASSETS.
let font: BitmapFont = {
    do { return try Assets.locate().loadFont() } catch { fatalError("\(error)") }
}()

let maximumFrames = 60

/// The script with its windows shrunk to at most 160 x 120 pixels at scales 1 to 2, and events past `maximumFrames` dropped.
func bounded(_ script: InputScript) -> InputScript {
    // At most 160 x 120 pixels, whatever the scale (1 or 2), so scale 2 costs no more than scale 1.
    func small(_ width: Int, _ height: Int, _ scale: Double) -> (Int, Int) {
        (min(width, scale > 1.5 ? 80 : 160), min(height, scale > 1.5 ? 60 : 120))
    }
    let events = script.events.prefix { $0.frame <= maximumFrames }.map { event -> ScriptEvent in
        guard case let .resize(width, height, scale) = event.event else { return event }
        let bounded = scale.map { min(max($0, 1), 2) }
        let (w, h) = small(width, height, bounded ?? 2)
        return ScriptEvent(frame: event.frame, .resize(width: w, height: h, scale: bounded))
    }
    let viewport = script.viewport.map { viewport in
        let scale = min(max(viewport.scale, 1), 2)
        let (w, h) = small(viewport.width, viewport.height, scale)
        return Viewport(width: w, height: h, scale: scale)
    } ?? Viewport(width: 160, height: 120)
    return InputScript(events: events, scene: script.scene, viewport: viewport, frameCount: script.frameCount,
                       framePeriod: script.framePeriod, frameTimes: script.frameTimes.filter { $0.frame <= maximumFrames })
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let script = try? InputScript(json: Data(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    let playground = Playground(scene: .makeDefault(), font: font)
    playground.installOverlay()
    do {
        let replay = try Replay(script: bounded(script), frames: min(Replay.defaultFrameCount(for: script), maximumFrames))
        replay.run(playground) { _, framebuffer, _ in
            precondition(framebuffer.width * framebuffer.height <= InputBounds.maximumFramebufferPixels)
        }
    } catch {
        fatalError("a loaded script's replay was refused: \(error)")
    }
    return 0
}
