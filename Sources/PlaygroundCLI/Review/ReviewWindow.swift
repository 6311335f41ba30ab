import Canvas
import PlaygroundHost
import PlaygroundKit
import PlaygroundReview

/// `playground review` in a window: the `ReviewSession` shown by the
/// host's `ContentWindow`, which only moves input and pixels.
///
/// ```swift
/// let review = try ReviewSession.open(folder: "artifacts")
/// try ReviewWindow.run(review, font: try Assets.locate().loadFont())
/// print(review.items.filter(\.isAccepted).count, "accepted")
/// ```
package enum ReviewWindow {
    /// The window's title, which tests find it by.
    package static let title = "Snapshot review"

    /// Opens the window over `review` and runs until it is closed (`q`, Escape, or the window's close button).
    package static func run(_ review: ReviewSession, font: BitmapFont, width: Int = 1280, height: Int = 720) throws(PlaygroundError) {
        try ContentWindow.run(Content(review: review, font: font), title: title, width: width, height: height)
    }

    private final class Content: WindowContent {
        let review: ReviewSession
        let font: BitmapFont

        init(review: ReviewSession, font: BitmapFont) {
            self.review = review
            self.font = font
        }

        func resize(to viewport: Viewport) { review.resize(to: viewport) }
        func handle(_ event: InputEvent) -> Bool { review.handle(event) }
        func tick() -> Bool { review.tick() }
        var needsFrames: Bool { review.needsFrames }
        func render(into framebuffer: inout Framebuffer) { review.render(into: &framebuffer, font: font) }
    }
}
