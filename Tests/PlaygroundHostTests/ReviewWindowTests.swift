import Canvas
import Foundation
import PlaygroundCLI
import PlaygroundHost
import Testing

/// `playground review` in a real window under Xvfb, driven by xdotool.
@Suite("End to end: the review window under Xvfb", .serialized)
struct ReviewWindowTests {
    /// A golden and a failure artifact for it, laid out as CanvasSnapshotTesting writes them.
    static func makeFailure(in folder: String) throws -> (golden: String, actual: String) {
        let goldens = folder + "/src/__Snapshots__/Cards", artifacts = folder + "/artifacts/Cards"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        let expected = Framebuffer(width: 40, height: 30, fill: Color(rgba: 0x263238FF))
        var actual = expected
        actual[10, 12] = Pixel(Color.white)
        try expected.writePNG(toFile: goldens + "/card.1.png")
        try actual.writePNG(toFile: artifacts + "/card.1.png")
        try actual.differenceImage(from: expected).writePNG(toFile: artifacts + "/card.1.diff.png")
        try """
        {"format": "canvas-snapshot-artifact", "version": 1, "test": "card()", "golden": "\(goldens)/card.1.png",
         "actual": "card.1.png", "differenceImage": "card.1.diff.png", "expectedWidth": 40, "expectedHeight": 30,
         "actualWidth": 40, "actualHeight": 30, "differingPixels": 1, "maxChannelDelta": 229,
         "bounds": {"x": 10, "y": 12, "width": 1, "height": 1}}
        """.write(toFile: artifacts + "/card.1.json", atomically: true, encoding: .utf8)
        return (goldens + "/card.1.png", artifacts + "/card.1.png")
    }

    @Test("Zooming, hovering, flicker and onion skin by keys and pointer, then a accepts the actual image as the golden and q quits")
    func reviewAndAccept() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let files = try Self.makeFailure(in: run.folder)
        let result = try run.playground(
            // Accepting writes only into the package the command runs in, or the folder --root names.
            ["review", run.folder + "/artifacts", "--root", run.folder + "/src"],
            driving: """
                xdotool mousemove --window $W 640 30
                for i in 1 2 3; do xdotool key equal; sleep 0.1; done
                xdotool mousemove --window $W 640 380; sleep 0.2
                xdotool key f; sleep 0.6; xdotool key space; xdotool key o; xdotool key bracketright
                xdotool click --repeat 2 4; sleep 0.2
                xdotool key a; sleep 0.3
                xdotool key q
                """, window: ReviewWindow.title)
        #expect(result.status == 0, "review failed: \(result.output)")
        #expect(result.output.contains("reviewed 1 failure; accepted 1"), "\(result.output)")
        #expect(FileManager.default.contents(atPath: files.golden) == FileManager.default.contents(atPath: files.actual))
        #expect(!FileManager.default.fileExists(atPath: run.folder + "/artifacts/Cards/card.1.json"))
    }
}
