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
    /// Blacks out the footer's first two lines, the golden's path and the accept command: the
    /// fixture's temporary folder changes from run to run, so they are checked as text instead.
    static func maskPaths(_ frame: inout Framebuffer, scale: Double) {
        let line = 20 * scale, padding = 8 * scale
        let top = Double(frame.height) - 4 * line - padding
        frame.fillRectangle(x: 0, y: top, width: Double(frame.width), height: padding / 2 + 2 * line, color: .black)
    }

    static func review(_ fixture: ReviewFixture, scale: Double) throws -> ReviewSession {
        try fixture.addFailure("stripe")
        let review = try fixture.open()
        review.resize(to: Viewport(width: 640, height: 400, scale: scale))
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
        Self.maskPaths(&frame, scale: scale)
        assertSnapshot(of: frame, as: .png, named: "side-by-side-\(Int(scale))x")

        review.zoomOnDifferences()
        #expect(review.view.zoom == 8 * scale, "the 21-pixel-wide differences fit a 202-point pane at 8 points a pixel")
        // Over the actual image, on the stripe's first column, which moved away.
        review.handle(.pointer(PointerEvent(.move, at: Point(x: 239, y: 200), timestamp: 0)))
        review.render(into: &frame, font: font)
        Self.maskPaths(&frame, scale: scale)
        assertSnapshot(of: frame, as: .png, named: "zoomed-\(Int(scale))x")
    }

    @Test("A failure from a replay: the clip's last frame below the expected image, the state beside it with what the test did not expect, the accept command")
    func motion() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addMotionFailure("stripe")
        let review = try fixture.open()
        review.resize(to: Viewport(width: 1024, height: 640))
        review.handle(.key(KeyPress(",")))
        var frame = Framebuffer(width: 1, height: 1)
        review.render(into: &frame, font: try TestSupport.font())
        #expect(review.pathsText.accept == "accept: swift run playground review \(fixture.artifacts) --accept Cards/stripe.1")
        Self.maskPaths(&frame, scale: 1)
        assertSnapshot(of: frame, as: .png, named: "motion")
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
        Self.maskPaths(&frame, scale: 1)
        assertSnapshot(of: frame, as: .png, named: "onion-skin")
    }
}
