// Fuzzes what `playground review` reads: a CanvasSnapshotTesting artifact's JSON.
// Any bytes either parse as an artifact or are refused with one line; one that
// parses is loaded (its images, from a fixed folder the harness writes first),
// laid out and drawn at a small window, zoomed, flickered and onion-skinned,
// as the review window would. Accepting (which writes a golden) is left out.

import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit
import PlaygroundReview

/// The folder artifacts are read from: a golden in `__Snapshots__`, and images beside the JSON.
let folder = "/tmp/motion-playground-fuzz-artifacts"

/// Loaded once: the font, and the images the seed artifacts name.
let font: BitmapFont = {
    do {
        try ArtifactImages.write(into: folder)
        return try Assets.locate().loadFont()
    } catch {
        fatalError("\(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArtifacts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let font = font
    let artifact: SnapshotArtifact
    do {
        artifact = try SnapshotArtifact(json: Array(UnsafeBufferPointer(start: data, count: size)), path: folder + "/case.json")
    } catch {
        if error.description.isEmpty || error.description.contains("\n") {
            fatalError("a refusal must be one line, got: \(error.description.debugDescription)")
        }
        return 0
    }
    let review = ReviewSession(items: [ReviewItem(artifact: artifact, root: try? AcceptRoot(explicit: folder))])
    review.resize(to: Viewport(width: 320, height: 200))
    var frame = Framebuffer(width: 1, height: 1)
    review.render(into: &frame, font: font)
    for key in ["=", "=", "f", "space", "o", "]", "-", "n", "p"] {
        _ = review.handle(.key(KeyPress(key)))
        _ = review.handle(.pointer(PointerEvent(.move, at: Point(x: 160, y: 120), timestamp: 0)))
        _ = review.handle(.wheel(dx: 0, dy: 1, at: Point(x: 100, y: 110)))
        review.render(into: &frame, font: font)
    }
    return 0
}
