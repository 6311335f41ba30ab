import Canvas
import Foundation
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport
import Testing
import FileSupport

/// `playground review` of failed motion goldens: found in a run's folder,
/// shown as curves (the window and the HTML report), and accepted under the
/// same rules as an image.
@Suite("Reviewing failed motion goldens")
struct MotionReviewTests {
    /// Box#1 moving right and resting at 100 (the golden), and a test that overshoots to 112 first.
    static let golden = MotionRecording(
        source: "recording.json", firstFrame: 5,
        tracks: [.init(name: "Box#1", properties: [.x, .velocityX], rows: [[0, 0], [40, 2400], [80, 2400], [100, 1200], [100, 0], [100, 0]])])
    static let actual = MotionRecording(
        source: "recording.json", firstFrame: 5,
        tracks: [.init(name: "Box#1", properties: [.x, .velocityX], rows: [[0, 0], [40, 2400], [86.5, 2800], [112, 900], [104, -200], [100, 0]])])

    /// A package with the golden (and its filmstrip), and a run's folder with the failure, as CanvasSnapshotTesting leaves them.
    struct Fixture {
        let package: String, artifacts: String, goldenPath: String, manifest: String

        init(test: String = "settles()", manifest edit: (inout [String: Any]) -> Void = { _ in }) throws {
            let base = TestSupport.temporaryFolder("MotionReview")
            package = base + "/package"
            artifacts = base + "/artifacts"
            let snapshots = package + "/Tests/AppTests/__Snapshots__/ThrowTests"
            try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
            try "// swift-tools-version: 6.1\n".write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
            goldenPath = snapshots + "/settles.1.motion.json"
            try MotionReviewTests.golden.jsonText().write(toFile: goldenPath, atomically: true, encoding: .utf8)
            try Framebuffer(width: 60, height: 20, fill: .white).writePNG(toFile: snapshots + "/settles.1.filmstrip.png")
            let folder = artifacts + "/ThrowTests/settles.1.motion"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try MotionReviewTests.golden.jsonText().write(toFile: folder + "/expected.motion.json", atomically: true, encoding: .utf8)
            try MotionReviewTests.actual.jsonText().write(toFile: folder + "/actual.motion.json", atomically: true, encoding: .utf8)
            try Framebuffer(width: 60, height: 20, fill: .black).writePNG(toFile: folder + "/actual.filmstrip.png")
            var record: [String: Any] = [
                "format": "canvas-motion-artifact", "version": 1, "test": test, "golden": goldenPath,
                "goldenInPackage": "Tests/AppTests/__Snapshots__/ThrowTests/settles.1.motion.json",
                "expected": "expected.motion.json", "actual": "actual.motion.json", "actualFilmstrip": "actual.filmstrip.png",
                "tolerance": ["otherwise": 0], "message": "The motion differs from its golden at frame 7: Box#1 x is 86.5 px, expected 80 px.",
            ]
            edit(&record)
            manifest = folder + "/artifact.json"
            try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: manifest))
        }

        func open() throws -> ReviewSession {
            try ReviewSession.open(folder: artifacts, root: AcceptRoot.package(containing: package))
        }

        func remove() { try? FileManager.default.removeItem(atPath: FileSystem.parentDirectory(of: package)!) }
    }

    @Test("A run's folder with a motion failure opens as one failure, its curves and statistics computed again from both series")
    func opensAsCurves() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let review = try fixture.open()
        #expect(review.items.count == 1)
        let item = review.current
        #expect(item.artifact.isMotion && item.problems.isEmpty, "\(item.problems)")
        #expect(item.statistics.hasPrefix("2 properties differ · first Box#1 x at frame 7: expected 80, actual 86.5 · golden frames 5–10"))
        let curves = try #require(item.curves)
        #expect(curves.plots.map(\.title) == ["Box#1 x (px)", "Box#1 velocityX (px/s)"])
        #expect(curves.plots[0].low == 0 && curves.plots[0].high == 112)
        #expect(item.expected?.width == 60 && item.actual?.width == 60, "the filmstrips are the expected and actual pictures")
        let svg = curves.svg()
        #expect(svg.contains(#"data-track="Box#1" data-property="x" data-first-frame="7""#))
        #expect(svg.components(separatedBy: "<polyline class=\"expected\"").count == 3 && svg.contains("<line class=\"first\""))
        // The window draws the curves in the third pane: the actual series in its colour.
        var frame = Framebuffer(width: 1, height: 1)
        review.render(into: &frame, font: try TestSupport.font())
        var blue = 0
        for y in 0..<frame.height { for x in frame.width * 2 / 3..<frame.width where frame[x, y] == Pixel(Color(rgba: 0x4FC3F7FF)) { blue += 1 } }
        #expect(blue > 50, "the actual curve is drawn: \(blue) pixels")
    }

    @Test("Accepting writes the actual motion over the golden and its filmstrip beside it, and removes the manifest")
    func acceptWritesTheGolden() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let review = try fixture.open()
        let notice = review.accept()
        #expect(!notice.isError, "\(notice.text)")
        #expect(notice.text.hasSuffix("now holds the actual motion"))
        #expect(try String(contentsOfFile: fixture.goldenPath, encoding: .utf8) == Self.actual.jsonText())
        let strip = try Framebuffer(contentsOfPNGFile: String(fixture.goldenPath.dropLast(".motion.json".count)) + ".filmstrip.png")
        #expect(strip == Framebuffer(width: 60, height: 20, fill: .black))
        #expect(!FileManager.default.fileExists(atPath: fixture.manifest))
        #expect(review.accept().text == "settles(): already accepted")
    }

    @Test("Accepting refuses what an image's accept refuses: .. in the path, outside the root, a link, no golden yet, not a motion golden, an actual that is not one")
    func acceptRefuses() throws {
        let cases: [(String, (inout [String: Any]) -> Void, (Fixture) throws -> Void, String)] = [
            (
                "dots",
                {
                    $0["golden"] = "/x/Tests/__Snapshots__/../../etc/settles.1.motion.json"; $0["goldenInPackage"] = nil
                }, { _ in }, "has a \"..\" segment"
            ),
            (
                "outside",
                {
                    $0["golden"] = "/elsewhere/Tests/__Snapshots__/T/settles.1.motion.json"; $0["goldenInPackage"] = nil
                }, { _ in }, "is outside"
            ),
            (
                "png",
                {
                    $0["golden"] = nil; $0["goldenInPackage"] = nil
                }, { _ in }, "names no golden"
            ),
            ("missing", { _ in }, { try FileManager.default.removeItem(atPath: $0.goldenPath) }, "it never makes a new file"),
            (
                "link", { _ in },
                { fixture in
                    try FileManager.default.removeItem(atPath: fixture.goldenPath)
                    try FileManager.default.createSymbolicLink(atPath: fixture.goldenPath, withDestinationPath: fixture.package + "/Package.swift")
                }, "is a symbolic link"
            ),
            (
                "not motion", { _ in },
                { fixture in
                    try "{\"not\": \"a motion\"}".write(toFile: FileSystem.parentDirectory(of: fixture.manifest)! + "/actual.motion.json", atomically: true, encoding: .utf8)
                }, "the actual motion"
            ),
        ]
        for (name, edit, damage, reason) in cases {
            let fixture = try Fixture(manifest: edit)
            defer { fixture.remove() }
            try damage(fixture)
            let before = try? Data(contentsOf: URL(fileURLWithPath: fixture.goldenPath))
            let notice = try fixture.open().accept()
            #expect(notice.isError && notice.text.contains(reason), "\(name): \(notice.text)")
            #expect((try? Data(contentsOf: URL(fileURLWithPath: fixture.goldenPath))) == before, "\(name): the golden is untouched")
        }
    }

    @Test("A manifest that names a golden of another kind or a file outside its folder is skipped with one line; a newer version says to update")
    func hostileManifests() throws {
        for (edit, words) in [
            ({ (record: inout [String: Any]) in record["golden"] = "/p/Tests/__Snapshots__/T/a.1.png" }, "is not a .motion.json file in a __Snapshots__ folder"),
            ({ (record: inout [String: Any]) in record["actual"] = "../../secret.json" }, "must be a file name beside the artifact"),
            ({ (record: inout [String: Any]) in record["version"] = 2 }, "update the playground to review it"),
        ] {
            let fixture = try Fixture(manifest: edit)
            defer { fixture.remove() }
            #expect {
                _ = try fixture.open()
            } throws: { error in
                "\(error)".contains(words) && "\(error)".contains("artifact.json")
            }
        }
    }

    @Test("The HTML report shows a motion failure as inline SVG curves with the first difference, both filmstrips, and the accept command; names stay text")
    func htmlReport() throws {
        let fixture = try Fixture(test: "<img src=x onerror=alert(1)>")
        defer { fixture.remove() }
        let path = fixture.artifacts + "/../report.html"
        let written = try ReviewReport.write(try fixture.open(), to: path)
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.failures == 1 && written.images == 2)
        #expect(html.contains("<svg class=\"curves\"") && html.contains("data-first-frame=\"7\""))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;") && !html.contains("<img src=x"))
        #expect(html.contains("--accept ThrowTests/settles.1.motion/artifact</code>"))
        #expect(!html.contains("http://"), "inline SVG needs no namespace URL")
    }
}
