import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport
import Testing

/// `playground review`'s model: reading a folder of artifacts, moving
/// between failures, the view's keys and pointer, and accepting.
@Suite("Reviewing failed snapshots")
struct ReviewSessionTests {
    @Test("A missing folder and a folder with no artifact each fail with one clear line")
    func missingAndEmptyFolders() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        #expect(
            throws: PlaygroundError.file("\(fixture.root)/nope: no such folder (run the failing tests with SNAPSHOT_ARTIFACTS=\(fixture.root)/nope, or give the folder their failure message names)")
        ) {
            try ReviewSession.open(folder: fixture.root + "/nope")
        }
        #expect(throws: PlaygroundError.file("\(fixture.artifacts): no failed snapshots to review (no CanvasSnapshotTesting artifact in it or its subfolders)")) {
            try fixture.open()
        }
    }

    @Test("Every artifact in the folder and its subfolders is reviewed, in order; an unreadable one is skipped with a warning")
    func readsTheFolder() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("second")
        try fixture.addFailure("first")
        try "{\"format\": \"canvas-snapshot-artifact\", \"version\": 1}".write(toFile: fixture.artifacts + "/broken.json", atomically: true, encoding: .utf8)
        let review = try fixture.open()
        #expect(review.items.map(\.artifact.test) == ["first()", "second()"])
        #expect(review.warnings == ["\(fixture.artifacts)/broken.json: not a snapshot artifact (the artifact: missing \"test\")"])
        #expect(review.current.differingPixels == 8, "the stripe moved right by one pixel: its first and last columns differ")
        #expect(review.current.bounds == PixelRect(x: 65, y: 12, width: 21, height: 4))
        review.handle(.key(KeyPress("n")))
        #expect(review.index == 1)
        review.handle(.key(KeyPress("n")))
        #expect(review.index == 0, "n wraps around")
        review.handle(.key(KeyPress("p")))
        #expect(review.index == 1)
    }

    @Test("A golden that no longer exists and images of different sizes each say so, and a missing golden is never accepted")
    func problemsAreExplained() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("gone", goldenExists: false)
        try fixture.addFailure("wider", actual: ReviewFixture.card(width: 100))
        let review = try fixture.open()
        let gone = "the golden \(fixture.goldens)/gone.1.png does not exist (accepting replaces a golden; it never makes a new file)"
        #expect(review.items[0].problems == ["no expected image: \(gone)"])
        #expect(review.loadedItem(1).problems == ["the images differ in size: the golden is 96×60, the actual image 100×60"])
        let notice = review.accept()
        #expect(notice == Notice("gone(): not accepted: \(gone)", isError: true))
        #expect(!FileManager.default.fileExists(atPath: fixture.goldens + "/gone.1.png"))
    }

    @Test("a writes the actual image over the golden, byte for byte, and the failure leaves the folder")
    func acceptWritesTheGolden() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let artifact = try fixture.addFailure("card")
        let review = try fixture.open()
        #expect(review.current.expected != review.current.actual)
        review.handle(.key(KeyPress("a")))
        #expect(review.status == Notice("accepted card(): \(fixture.goldens)/card.1.png now holds the actual image"))
        #expect(review.current.isAccepted)
        // The expected pane shows the golden as it now is: the accepted image, with nothing left to differ.
        #expect(review.current.expected == review.current.actual)
        #expect(review.current.expected == (try Framebuffer(contentsOfPNGFile: fixture.goldens + "/card.1.png")))
        #expect(review.current.differingPixels == 0)
        #expect(FileManager.default.contents(atPath: fixture.goldens + "/card.1.png") == FileManager.default.contents(atPath: fixture.artifacts + "/Cards/card.1.png"))
        #expect(!FileManager.default.fileExists(atPath: artifact))
        #expect(throws: PlaygroundError.self) { try fixture.open() }
    }

    @Test("Accepting all accepts every failure that can be, and says which could not")
    func acceptAll() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("one")
        try fixture.addFailure("two")
        try fixture.addFailure("gone", goldenExists: false)
        let notices = try fixture.open().acceptAll()
        #expect(notices.map(\.isError) == [true, false, false])
        #expect(try ReviewFixture.card(shifted: true) == Framebuffer(contentsOfPNGFile: fixture.goldens + "/two.1.png"))
    }

    @Test("Keys switch between side by side, flicker and onion skin, step the blend and the zoom; 0 fits again")
    func viewKeys() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        let review = try fixture.open()
        review.resize(to: Viewport(width: 640, height: 360))
        review.handle(.key(KeyPress("f")))
        #expect(review.view.mode == .flicker && review.needsFrames)
        let flips = (1...ReviewView.flickerTicks).map { _ in review.tick() }
        #expect(flips.filter { $0 }.count == 1 && review.view.flickerShowsActual)
        review.handle(.key(KeyPress("space")))
        #expect(!review.view.flickerShowsActual && !review.needsFrames, "Space flips by hand and stops the flicker")
        review.handle(.key(KeyPress("]")))
        #expect(review.view.mode == .onionSkin && review.view.onion == 0.6)
        review.handle(.key(KeyPress("=")))
        #expect(review.view.zoom == 4, "fitted is 2× (96 px in a 202 px pane); one step in is 4×")
        #expect(review.view.centerX == 75.5 && review.view.centerY == 14, "zooming in from fitted goes to the differences")
        review.handle(.key(KeyPress("-")))
        #expect(review.view.zoom == nil, "one step out returns to fitted")
        review.handle(.wheel(dx: 0, dy: 1, at: Point(x: 320, y: 200)))
        #expect(review.view.zoom == 4)
        review.handle(.key(KeyPress("0")))
        #expect(review.view.zoom == nil)
    }

    @Test("Dragging pans every pane together; dragging the onion-skin slider sets the blend; the footer reads the pixel under the pointer in both images")
    func pointer() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        let review = try fixture.open()
        review.resize(to: Viewport(width: 640, height: 360))
        review.view.zoom = 8
        review.view.centerX = 70
        review.view.centerY = 14
        review.handle(.pointer(PointerEvent(.down, at: Point(x: 100, y: 200), timestamp: 0)))
        review.handle(.pointer(PointerEvent(.move, at: Point(x: 140, y: 180), timestamp: 0.1)))
        review.handle(.pointer(PointerEvent(.up, at: Point(x: 140, y: 180), timestamp: 0.2)))
        #expect(review.view.centerX == 65 && review.view.centerY == 16.5)

        review.view.centerX = 70
        review.view.centerY = 14
        // Over the actual image's pane, on the stripe's first column, which moved away.
        review.handle(.pointer(PointerEvent(.move, at: Point(x: 286, y: 180), timestamp: 0.3)))
        let readout = review.footerText
        #expect(readout == "pixel (65, 14) · expected rgba(255, 202, 40, 255) · actual rgba(38, 50, 56, 255) · zoom 8×")

        review.handle(.key(KeyPress("o")))
        review.handle(.pointer(PointerEvent(.down, at: Point(x: 632 - 120, y: 96), timestamp: 0.4)))
        #expect(abs(review.view.onion - 0.5) < 0.02, "the slider's middle: \(review.view.onion)")
    }

    @Test("An artifact's JSON is read whole or refused with one line naming the problem")
    func artifactParsing() throws {
        func parse(_ text: String) -> String? {
            do { _ = try SnapshotArtifact(json: Array(text.utf8), path: "a/x.json"); return nil } catch { return error.description }
        }
        let valid = """
            {"format": "canvas-snapshot-artifact", "version": 1, "test": "t()", "golden": "/p/__Snapshots__/T/t.1.png",
             "actual": "t.1.png", "differenceImage": "t.1.diff.png", "expectedWidth": 4, "expectedHeight": 4,
             "actualWidth": 4, "actualHeight": 4, "differingPixels": 1, "maxChannelDelta": 9, "bounds": null}
            """
        #expect(parse(valid) == nil)
        #expect(try SnapshotArtifact(json: Array(valid.utf8), path: "a/x.json").actual == "a/t.1.png")
        #expect(
            parse("[1") == "a/x.json: not a snapshot artifact (is not valid JSON (The data couldn’t be read because it isn’t in the correct format.))"
                || parse("[1")?.hasPrefix("a/x.json: not a snapshot artifact (is not valid JSON") == true)
        #expect(parse(valid.replacingOccurrences(of: "canvas-snapshot-artifact", with: "other")) == "a/x.json: not a snapshot artifact (\"format\" is not \"canvas-snapshot-artifact\")")
        #expect(
            parse(valid.replacingOccurrences(of: "\"t.1.png\"", with: "\"../t.1.png\"")) == "a/x.json: not a snapshot artifact (\"actual\" must be a file name beside the artifact, got \"../t.1.png\")"
        )
        #expect(
            parse(valid.replacingOccurrences(of: "/p/__Snapshots__/T/t.1.png", with: "/etc/passwd"))
                == "a/x.json: not a snapshot artifact (\"golden\" is not a PNG in a __Snapshots__ folder: /etc/passwd)")
        #expect(
            parse(valid.replacingOccurrences(of: "\"expectedWidth\": 4", with: "\"expectedWidth\": -4")) == "a/x.json: not a snapshot artifact (\"expectedWidth\" must be between 0 and 65536, got -4)")
    }
}
