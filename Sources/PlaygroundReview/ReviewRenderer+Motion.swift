import Canvas
import PlaygroundKit
import PlaygroundUI

// MARK: - The motion row: the clip of the frames before the golden one, and the state at it

extension ReviewSession {
    /// The motion row's title: what the clip is and which of its frames is on show.
    package var motionTitle: String {
        let item = current
        var title = "motion: " + shown(item.motionCaption ?? "")
        if let clip = item.clip, clip.frameCount > 0 {
            let frame = min(view.clipFrame ?? 0, clip.frameCount - 1)
            title += " · frame \(item.clipFrameNumber(frame) ?? frame + 1) (\(frame + 1) of \(clip.frameCount))" + (view.clipPlays ? "" : ", paused")
        }
        return title
    }

    func drawMotion(_ motion: (title: PixelRect, clip: PixelRect, state: PixelRect), into framebuffer: inout Framebuffer, layout: ReviewLayout, font: BitmapFont) {
        let item = current
        text(motionTitle, motion.title.x, motion.title.y + 2 * layout.textScale, Palette.text, &framebuffer, layout, font)

        let pane = motion.clip
        framebuffer.withClip(pane) { framebuffer in
            framebuffer.fillRectangle(x: Double(pane.x), y: Double(pane.y), width: Double(pane.width), height: Double(pane.height), color: Self.backdrop)
            if let image = clipImage() {
                let fit = min(Double(pane.width) / Double(image.width), Double(pane.height) / Double(image.height))
                let zoom = fit >= 1 ? fit.rounded(.down) : fit
                let t = ReviewTransform(pane: pane, zoom: zoom, centerX: Double(image.width) / 2, centerY: Double(image.height) / 2)
                Self.drawImages(image, nil, blend: 0, transform: t, checker: 8 * layout.textScale, into: &framebuffer)
            } else {
                text(item.artifact.context?.clip == nil ? "no clip" : "the clip cannot be read", pane.x + layout.padding, pane.y + layout.padding, Palette.dimText, &framebuffer, layout, font)
            }
        }
        framebuffer.strokeRectangle(
            x: Double(pane.x - 1), y: Double(pane.y - 1), width: Double(pane.width + 2), height: Double(pane.height + 2), lineWidth: 1, color: Palette.panelBorder)

        let state = motion.state
        let frame = item.artifact.context.map { "at frame \($0.frame), as the test saw it" } ?? ""
        let expectations = item.state.contains { $0.expected != nil }
        let differing = item.state.filter(\.differs).count
        let heading = frame + (expectations ? (differing == 0 ? " · as the test expects" : " · \(differing) not as the test expects") : "")
        text(heading, state.x, state.y, differing == 0 ? Palette.dimText : Palette.danger, &framebuffer, layout, font)
        let rows = max(0, (state.height - layout.line) / layout.line)
        var lines = item.state.map { (shown(ReviewItem.describe($0)), $0.differs ? Palette.danger : Palette.text) }
        lines += (item.artifact.context?.notes ?? []).map { (shown($0), Palette.warning) }
        if lines.count > rows, rows > 0 {
            let hidden = lines.count - rows + 1
            lines = Array(lines.prefix(rows - 1)) + [("… \(hidden) more (the HTML report lists them all)", Palette.dimText)]
        }
        for (row, (line, color)) in lines.prefix(rows).enumerated() {
            text(line, state.x, state.y + (row + 1) * layout.line, color, &framebuffer, layout, font)
        }
    }

    /// The clip's frame on show, composed (and kept until another is asked for).
    func clipImage() -> Framebuffer? {
        guard current.clip != nil, var item = loaded?.item, var clip = item.clip, clip.frameCount > 0 else { return nil }
        let frame = min(view.clipFrame ?? 0, clip.frameCount - 1)
        if let cached = clipFrame, cached.item == index, cached.frame == frame { return cached.image }
        let image = try? clip.frame(at: frame)
        item.clip = clip
        loaded = (index, item)
        clipFrame = (index, frame, image)
        return image
    }
}
