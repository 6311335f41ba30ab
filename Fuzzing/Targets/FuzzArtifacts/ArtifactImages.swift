import Canvas
import FoundationEssentials

/// The images the seed artifacts name, written once: a golden, an actual image that differs
/// in one pixel, one of another size, and a difference image.
///
/// One file for the harness and the test suite: Tests/PlaygroundKitTests links it, so the
/// committed corpus is reviewed there against the very images libFuzzer's runs see.
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
