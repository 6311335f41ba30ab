import Canvas
import Foundation
import PlaygroundKit
import PlaygroundTestSupport
import Testing

@testable import PlaygroundReview

/// A review written as a picture (`playground review --headless`) has no
/// pointer and takes no keys: its footer says its zoom and where the window
/// is, in place of the window's pointer line and key list.
@Suite("The review as a picture: no window keys in its footer")
struct ReviewPictureFooterTests {
    @Test("The picture is the window's frame but for the footer's last two lines, and the session is left as it was")
    func pictureDiffersOnlyInTheFooter() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("moved")
        let review = try fixture.open()
        review.resize(to: Viewport(width: 1280, height: 720))
        let font = try TestSupport.font()
        var window = Framebuffer(width: 1, height: 1)
        review.render(into: &window, font: font)

        let written = try review.writeReviews(to: fixture.root + "/pictures", font: font)
        #expect(written.failures.isEmpty)
        let picture = try Framebuffer(contentsOfPNGFile: try #require(written.written.first { !$0.hasSuffix("-zoomed.png") }))
        #expect(!review.rendersPicture, "the window draws its own footer again")

        let layout = review.layout
        let lastTwoLines = layout.footer.y + layout.padding / 2 + 2 * layout.line
        func rows(_ image: Framebuffer, _ range: Range<Int>) -> [Pixel] {
            range.flatMap { y in (0..<image.width).map { image[$0, y] } }
        }
        #expect(rows(picture, 0..<lastTwoLines) == rows(window, 0..<lastTwoLines), "everything above them is the window's")
        #expect(rows(picture, lastTwoLines..<picture.height) != rows(window, lastTwoLines..<window.height), "the pointer and key lines are replaced")
        var again = Framebuffer(width: 1, height: 1)
        review.render(into: &again, font: font)
        #expect(again == window)
    }
}
