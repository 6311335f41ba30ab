import Canvas
import MotionMath
import PlaygroundKit
import PlaygroundUI

/// Draws a review: a header that says which failure and how it differs, the
/// panes, for a failure from a replay the motion that led to it (the clip and
/// the state at the golden frame), and a footer with the golden's path and
/// the command that accepts it, the pixel under the pointer and the keys:
/// what the HTML report shows, in the same order.
///
/// Everything drawn follows from the session's items, view and viewport,
/// so a review renders to the same pixels headless and in the window.
extension ReviewSession {
    /// Draws the failure on show over the whole framebuffer (resized to the viewport's pixels).
    public func render(into framebuffer: inout Framebuffer, font: BitmapFont) {
        let layout = self.layout
        if framebuffer.width != layout.width || framebuffer.height != layout.height {
            framebuffer = Framebuffer(width: layout.width, height: layout.height)
        }
        framebuffer.clear(Color(rgba: 0x1B1D24FF))
        drawHeader(into: &framebuffer, layout: layout, font: font)
        for (index, pane) in layout.panes.enumerated() {
            drawPane(index, pane, into: &framebuffer, layout: layout, font: font)
        }
        if let motion = layout.motion { drawMotion(motion, into: &framebuffer, layout: layout, font: font) }
        drawFooter(into: &framebuffer, layout: layout, font: font)
    }

    // MARK: - Geometry

    /// The framebuffer's size: the viewport in pixels.
    var layout: ReviewLayout {
        let size = InputBounds.framebufferSize(width: Double(viewport.width), height: Double(viewport.height), scale: viewport.scale)
        let width = size.width, height = size.height
        return ReviewLayout(width: width, height: height, scale: viewport.scale, mode: view.mode, hasMotion: items[index].artifact.context != nil)
    }

    /// The size the panes show: the larger of the two images.
    var imageSize: (width: Int, height: Int) {
        let item = current
        return (max(item.expected?.width ?? 1, item.actual?.width ?? 1), max(item.expected?.height ?? 1, item.actual?.height ?? 1))
    }

    /// The zoom that shows the whole image in `pane`: whole pixels when the image is smaller.
    func fittedZoom(for pane: PixelRect) -> Double {
        let size = imageSize
        let fit = min(Double(pane.width) / Double(size.width), Double(pane.height) / Double(size.height))
        return fit >= 1 ? fit.rounded(.down) : fit
    }

    /// The transform of `pane` for the current view.
    func transform(for pane: PixelRect) -> ReviewTransform {
        let size = imageSize
        return ReviewTransform(
            pane: pane, zoom: view.zoom ?? fittedZoom(for: pane),
            centerX: view.centerX ?? Double(size.width) / 2, centerY: view.centerY ?? Double(size.height) / 2
        )
    }

    // MARK: - Header and footer

    private func drawHeader(into framebuffer: inout Framebuffer, layout: ReviewLayout, font: BitmapFont) {
        let item = current, x = layout.padding
        framebuffer.fillRectangle(x: 0, y: 0, width: Double(layout.width), height: Double(layout.header.height), color: Palette.titleBackground)
        let title = "Failure \(index + 1) of \(items.count) · " + shown(item.title) + (item.isAccepted ? " (accepted)" : "")
        text(title, x, layout.padding / 2, Palette.text, &framebuffer, layout, font)
        text(item.statistics, x, layout.padding / 2 + layout.line, Palette.warning, &framebuffer, layout, font)
        let third: (String, Color)? =
            item.problems.first.map { ($0, Palette.danger) }
            ?? status.map { ($0.text, $0.isError ? Palette.danger : Palette.good) }
            ?? (warnings.isEmpty ? nil : ("\(warnings.count) artifacts could not be read: \(warnings[0])", Palette.dimText))
        if let (line, color) = third {
            text(line, x, layout.padding / 2 + 2 * layout.line, color, &framebuffer, layout, font)
        }
    }

    /// The footer's first line: the pixel under the pointer in both images, or how to get it.
    package var footerText: String {
        let layout = self.layout
        let zoom = transform(for: layout.panes[0]).zoom
        let zoomText = "zoom " + Self.format(zoom) + "×" + (view.zoom == nil ? " (fitted)" : "")
        return pointerReadout(layout: layout) ?? "point at a pixel to read it in both images · \(zoomText)"
    }

    /// The footer's first two lines: where the golden is, and the command that accepts it or why it cannot be accepted here.
    package var pathsText: (golden: String, accept: String) {
        let item = items[index]
        let accept = item.acceptRefusal.map { "accept: cannot be accepted here: " + shown($0) } ?? "accept: " + acceptCommand(for: index)
        return ("golden " + shown(item.goldenPath), accept)
    }

    private func drawFooter(into framebuffer: inout Framebuffer, layout: ReviewLayout, font: BitmapFont) {
        let footer = layout.footer
        framebuffer.fillRectangle(x: 0, y: Double(footer.y), width: Double(footer.width), height: Double(footer.height), color: Palette.statusBackground)
        let paths = pathsText, top = footer.y + layout.padding / 2
        text(paths.golden, layout.padding, top, Palette.dimText, &framebuffer, layout, font)
        text(paths.accept, layout.padding, top + layout.line, items[index].acceptRefusal == nil ? Palette.accent : Palette.danger, &framebuffer, layout, font)
        // A picture has no pointer and takes no keys: it says its zoom and where the window is instead.
        let pointer = rendersPicture ? "zoom " + Self.format(transform(for: layout.panes[0]).zoom) + "×" + (view.zoom == nil ? " (fitted)" : "") : footerText
        let keys = rendersPicture ? "a picture of the review: without --headless, its window reads pixels, flickers, zooms and accepts" : Self.keyHelp
        text(pointer, layout.padding, top + 2 * layout.line, Palette.text, &framebuffer, layout, font)
        text(keys, layout.padding, top + 3 * layout.line, Palette.dimText, &framebuffer, layout, font)
    }

    /// `pixel (12, 40) · expected rgba(…) · actual rgba(…)`, for the pixel under the pointer.
    func pointerReadout(layout: ReviewLayout) -> String? {
        guard let position = view.pointer, let (pane, x, y) = framebufferPoint(position) else { return nil }
        let t = transform(for: layout.panes[pane])
        let u = t.imageX(x), v = t.imageY(y)
        let item = current
        func read(_ image: Framebuffer?) -> String {
            guard let image, u >= 0, v >= 0, u < image.width, v < image.height else { return "—" }
            return Color(image[u, v]).description
        }
        return "pixel (\(u), \(v)) · expected \(read(item.expected)) · actual \(read(item.actual)) · zoom \(Self.format(t.zoom))×"
    }

    func text(_ string: String, _ x: Int, _ y: Int, _ color: Color, _ framebuffer: inout Framebuffer, _ layout: ReviewLayout, _ font: BitmapFont) {
        framebuffer.drawText(string, x: x, y: y, font: font, color: color, scale: layout.textScale, maxWidth: layout.width - x - layout.padding)
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "?" }
        // Whole zooms as `4`, others with two decimals: `1.50`.
        return DecimalText.fixed(value, decimals: value == value.rounded() ? 0 : 2, trimmingZeros: false)
    }
}
