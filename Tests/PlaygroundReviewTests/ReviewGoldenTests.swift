import Canvas
import CanvasSnapshotTesting
import Interactions
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// Golden frames of the review window: a card whose stripe moved by one
/// pixel, side by side and zoomed in with the pixel grid and the pointer's
/// pixel, at 1× and 2×, and the onion skin.
@Suite("Golden frames of the review")
struct ReviewGoldenTests {
    static func review(_ fixture: ReviewFixture, scale: Double) throws -> ReviewSession {
        try fixture.addFailure("stripe")
        let review = try ReviewSession.open(folder: fixture.artifacts)
        review.resize(to: Viewport(width: 640, height: 360, scale: scale))
        return review
    }

    @Test("Expected, actual and difference side by side, fitted, then zoomed on the differences with a pixel grid and the pointed pixel, at 1× and 2×", arguments: [1.0, 2.0])
    func sideBySideAndZoomed(scale: Double) throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let review = try Self.review(fixture, scale: scale)
        let font = try TestSupport.font()
        var frame = Framebuffer(width: 1, height: 1)
        review.render(into: &frame, font: font)
        assertSnapshot(of: frame, as: .png, named: "side-by-side-\(Int(scale))x")

        review.zoomOnDifferences()
        #expect(review.view.zoom == 8 * scale, "the 21-pixel-wide differences fit a 202-point pane at 8 points a pixel")
        // Over the actual image, on the stripe's first column, which moved away.
        review.handle(.pointer(PointerEvent(.move, at: Point(x: 239, y: 200), timestamp: 0)))
        review.render(into: &frame, font: font)
        assertSnapshot(of: frame, as: .png, named: "zoomed-\(Int(scale))x")
    }

    @Test("The onion skin blends the actual image over the expected one by the slider's amount")
    func onionSkin() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let review = try Self.review(fixture, scale: 1)
        review.handle(.key(KeyPress("o")))
        review.handle(.key(KeyPress("[")))
        review.zoomOnDifferences()
        var frame = Framebuffer(width: 1, height: 1)
        review.render(into: &frame, font: try TestSupport.font())
        assertSnapshot(of: frame, as: .png, named: "onion-skin")
    }
}
