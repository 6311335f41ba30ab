import Canvas
import Geometry

// MARK: - Drawing from a build function: the framebuffer of a draw pass, and clipping

extension WidgetContext {
    /// Runs `body` with the framebuffer and painter, in a draw pass only (never call widgets inside it).
    ///
    /// ```swift
    /// ui.paint { framebuffer, painter in painter.text(&framebuffer, "12 fps", at: origin, Palette.dimText) }
    /// ```
    package func paint(_ body: (inout Framebuffer, Painter) -> Void) {
        guard isDrawing else { return }
        body(&framebuffer, painter)
    }

    /// Runs `body` with widgets clipped to `rect`: outside it they are neither drawn nor hit.
    ///
    /// ```swift
    /// ui.clipped(to: content) { buildList() }   // rows scrolled past the content take no press
    /// ```
    package func clipped(to rect: Rect, _ body: () -> Void) {
        let saved = clip
        clip = saved.intersection(rect)
        defer { clip = saved }
        guard isDrawing else { return body() }
        let savedPixels = framebuffer.clip
        framebuffer.clip = savedPixels.intersection(painter.pixels(covering: rect))
        defer { framebuffer.clip = savedPixels }
        body()
    }
}
