import Canvas
import Foundation
import PlaygroundKit
@testable import PlaygroundReview
import PlaygroundTestSupport
import Testing

/// The HTML report's file: self-contained, everything from an artifact as text,
/// the same facts as the window in the same order. (Its behaviour in a browser is
/// `make test-report`'s: .ci/report-browser.py.)
@Suite("The HTML report")
struct ReviewReportTests {
    static func report(_ fixture: ReviewFixture) throws -> (ReviewReport.Written, String) {
        let review = try fixture.open()
        let path = fixture.root + "/report.html"
        let written = try ReviewReport.write(review, to: path)
        return (written, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test("One file holds every failure's images as data URIs, and refers to nothing outside it")
    func selfContained() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("stripe")
        try fixture.addMotionFailure("moving")
        let (written, html) = try Self.report(fixture)
        #expect(written.failures == 2 && written.images == 3 + 4, "three images each, and a clip")
        #expect(written.bytes == html.utf8.count)
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == written.images)
        let outside = html.replacing(/data:image\/png;base64,[A-Za-z0-9+\/=]*/, with: "data:")
        for reference in ["http:", "https:", "=\"//", "url(", "@import", "<link", "<iframe", "<object"] {
            #expect(!outside.contains(reference), "\(reference)")
        }
        #expect(outside.components(separatedBy: " src=\"").dropFirst().allSatisfy { $0.hasPrefix("data:") }, "every src is a data URI")
        #expect(outside.components(separatedBy: "<script").count == 2 && outside.components(separatedBy: "<style").count == 2)
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'nonce-"))
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/report.html.partial"))
    }

    @Test("Names, paths, states and notes from an artifact are text: markup in them is escaped, never run")
    func escaped() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let path = try fixture.addMotionFailure(
            "card", values: #"[{"group": "<b>tokens</b>", "name": "</td><script>alert(3)</script>", "value": "\"quoted\" & 'single'", "expected": "0"}]"#)
        var json = try String(contentsOfFile: path, encoding: .utf8)
        json = json.replacingOccurrences(of: "\"test\": \"card()\"", with: "\"test\": \"<img src=x onerror=alert(1)>\"")
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let (_, html) = try Self.report(fixture)
        #expect(!html.contains("<img src=x") && !html.contains("<script>alert") && !html.contains("<b>tokens"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("&lt;/td&gt;&lt;script&gt;alert(3)&lt;/script&gt;"))
        #expect(html.contains("&quot;quoted&quot; &amp; &#39;single&#39;"))
        #expect(_HTML.text("a\u{0}b\u{7}c\td\n") == "a\u{FFFD}b\u{FFFD}c\td\n")
    }

    @Test("The same facts as the window, in the same order: title and figures, problems, images, motion, golden and accept command")
    func sameOrderAsTheWindow() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addMotionFailure("moving")
        let review = try fixture.open()
        let (_, html) = try Self.report(fixture)
        let item = review.current
        let landmarks = [
            "moving()", item.statistics, "<h3>Images</h3>", "expected (the golden)", ">actual<", "difference (red = differs)", "<h3>Compare",
            "<h3>Motion", _HTML.text(item.motionCaption!), "Toss Box#1 into an anchor", "golden</span><code>\(fixture.goldens)/moving.1.png",
            review.acceptCommand(for: 0),
        ]
        var position = html.startIndex
        for landmark in landmarks {
            let found = try #require(html.range(of: landmark, range: position..<html.endIndex), "\(landmark) after the one before")
            position = found.upperBound
        }
        #expect(html.components(separatedBy: "<tr class=\"differs\">").count - 1 == 3, "ended, open and the toss differ from what the test expects")
        #expect(review.pathsText.golden == "golden \(fixture.goldens)/moving.1.png")
        #expect(review.pathsText.accept == "accept: " + review.acceptCommand(for: 0))
    }

    @Test("A failure whose images are missing shows why in place of each, and the report is still written")
    func missingImages() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("bare")
        try FileManager.default.removeItem(atPath: fixture.artifacts + "/Cards/bare.1.png")
        let (written, html) = try Self.report(fixture)
        #expect(written.images == 1, "the expected image only")
        #expect(html.contains("<div class=\"missing\">no actual image</div>"))
        #expect(html.contains("its actual image \(fixture.artifacts)/Cards/bare.1.png is missing (was the artifact copied without its images?)"))
    }
}
