// Fuzzes what `playground review` reads: a CanvasSnapshotTesting artifact's JSON.
// Any bytes either parse as an artifact or are refused with one line; one that
// parses is loaded (its images, from a fixed folder the harness writes first),
// laid out and drawn at a small window, zoomed, flickered and onion-skinned,
// as the review window would. Accepting (which writes a golden) is left out.

import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit

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
    let review = ReviewSession(items: [ReviewItem(artifact: artifact)])
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

/// The images the seed artifacts name, written once: a golden, an actual image that differs
/// in one pixel, one of another size, and a difference image.
enum ArtifactImages {
    static func write(into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/__Snapshots__", withIntermediateDirectories: true)
        var golden = Framebuffer(width: 8, height: 6, fill: Color(rgba: 0x2040_80FF))
        golden.fillRectangle(x: 1.5, y: 1, width: 4, height: 3, color: .white)
        var actual = golden
        actual[3, 2] = Pixel(Color.red)
        try golden.writePNG(toFile: folder + "/__Snapshots__/golden.png")
        try actual.writePNG(toFile: folder + "/actual.png")
        try actual.differenceImage(from: golden, tolerance: .exact).writePNG(toFile: folder + "/difference.png")
        try Framebuffer(width: 12, height: 4, fill: .white).writePNG(toFile: folder + "/other-size.png")
    }
}
