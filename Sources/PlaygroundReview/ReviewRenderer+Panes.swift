import Canvas
import PlaygroundKit
import PlaygroundUI

// MARK: - Panes: the images at the view's zoom, the differing bounds, a pixel grid, the pointed pixel

extension ReviewSession {
    static let backdrop = Color(rgba: 0x0C0E12FF)
    static let checkerLight: UInt32 = 0x3A, checkerDark: UInt32 = 0x2A
    static let boundsColor = Color(rgba: 0xFFEE58FF)
    /// Mid-grey, half transparent, so the grid shows on dark and light images alike.
    static let gridColor = Color(rgba: 0x80808060)

    func drawPane(_ index: Int, _ pane: PixelRect, into framebuffer: inout Framebuffer, layout: ReviewLayout, font: BitmapFont) {
        let item = current
        let title = layout.titles[index]
        text(paneTitle(index), title.x, title.y + 2 * layout.textScale, Palette.text, &framebuffer, layout, font)
        if let slider = layout.slider { drawSlider(slider, into: &framebuffer, layout: layout) }

        if item.artifact.isMotion, view.mode == .sideBySide, index == 2 {
            // The motion's difference is its curves, drawn at the pane's own size (no zoom or pan).
            framebuffer.withClip(pane) { framebuffer in
                framebuffer.fillRectangle(x: Double(pane.x), y: Double(pane.y), width: Double(pane.width), height: Double(pane.height), color: Self.backdrop)
                item.curves?.draw(into: &framebuffer, in: pane, font: font, textScale: layout.textScale)
                if item.curves == nil { text("no curves: a series is missing", pane.x + layout.padding, pane.y + layout.padding, Palette.danger, &framebuffer, layout, font) }
            }
            framebuffer.strokeRectangle(x: Double(pane.x - 1), y: Double(pane.y - 1), width: Double(pane.width + 2), height: Double(pane.height + 2), lineWidth: 1, color: Palette.panelBorder)
            return
        }
        let t = transform(for: pane)
        framebuffer.withClip(pane) { framebuffer in
            framebuffer.fillRectangle(x: Double(pane.x), y: Double(pane.y), width: Double(pane.width), height: Double(pane.height), color: Self.backdrop)
            let images: (Framebuffer?, Framebuffer?, Double)
            switch view.mode {
            case .sideBySide: images = ([item.expected, item.actual, item.differenceImage][index], nil, 0)
            case .flicker: images = (view.flickerShowsActual ? item.actual : item.expected, nil, 0)
            case .onionSkin: images = (item.expected, item.actual, view.onion)
            }
            Self.drawImages(images.0, images.1, blend: images.2, transform: t, checker: 8 * layout.textScale, into: &framebuffer)
            if t.zoom >= ReviewView.gridZoom { drawGrid(t, into: &framebuffer) }
            if let bounds = item.bounds { outline(bounds, t, Self.boundsColor, minimum: 6 * layout.textScale, into: &framebuffer, layout: layout) }
            if t.zoom >= 4, let position = view.pointer, let (_, x, y) = framebufferPoint(position) {
                let pointed = transform(for: layout.panes[layout.pane(at: x, y) ?? index])
                outline(PixelRect(x: pointed.imageX(x), y: pointed.imageY(y), width: 1, height: 1), t, .white, minimum: 0, into: &framebuffer, layout: layout)
            }
            if images.0 == nil && images.1 == nil {
                text("no image", pane.x + layout.padding, pane.y + layout.padding, Palette.danger, &framebuffer, layout, font)
            }
        }
        framebuffer.strokeRectangle(x: Double(pane.x - 1), y: Double(pane.y - 1), width: Double(pane.width + 2), height: Double(pane.height + 2), lineWidth: 1, color: Palette.panelBorder)
    }

    private func paneTitle(_ index: Int) -> String {
        switch view.mode {
        case .sideBySide:
            current.artifact.isMotion
                ? ["filmstrip: " + current.expectedCaption, "filmstrip: actual", "curves: expected grey, actual blue, first difference orange"][index]
                : [current.expectedCaption, "actual", "difference (red = differs)"][index]
        case .flicker: "flicker: " + (view.flickerShowsActual ? "actual" : "expected") + (view.flickerRuns ? "" : " (Space flips)")
        case .onionSkin: "onion skin: \(CheckedInt.from(view.onion * 100, rounding: .toNearestOrAwayFromZero, in: 0...100) ?? 0)% actual over expected"
        }
    }

    private func drawSlider(_ slider: PixelRect, into framebuffer: inout Framebuffer, layout: ReviewLayout) {
        framebuffer.fillRectangle(x: Double(slider.x), y: Double(slider.y), width: Double(slider.width), height: Double(slider.height), color: Palette.buttonBackground)
        let knob = Double(slider.x) + Double(slider.width) * view.onion
        let radius = Double(5 * layout.textScale)
        framebuffer.fillCircle(centerX: knob, centerY: Double(slider.y) + Double(slider.height) / 2, radius: radius, color: Palette.accent)
    }

    /// Draws `image` (blended towards `over` by `blend`) into the clip, nearest pixel, over a checkerboard where it is transparent.
    ///
    /// Columns are mapped once per pane and pixels read through raw pointers:
    /// this runs for every pixel of every pane on every redraw, in debug builds too.
    static func drawImages(_ image: Framebuffer?, _ over: Framebuffer?, blend: Double, transform t: ReviewTransform, checker: Int, into framebuffer: inout Framebuffer) {
        let clip = framebuffer.clip
        guard !clip.isEmpty, let base = image ?? over else { return }
        let second = image == nil ? nil : over
        if let second, second.width != base.width || second.height != base.height {
            // Sizes differ: there is nothing to blend pixel for pixel; show the first.
            return drawImages(base, nil, blend: 0, transform: t, checker: checker, into: &framebuffer)
        }
        let columns = (clip.x..<clip.maxX).map { t.imageX($0) }
        let weight = UInt32(CheckedInt.from(blend * 256, rounding: .toNearestOrAwayFromZero, in: 0...256) ?? 0)
        let width = framebuffer.width, imageWidth = base.width, imageHeight = base.height
        let blends = second != nil
        base.withUnsafeBytes { baseBytes in
            (second ?? base).withUnsafeBytes { secondBytes in
                let a = baseBytes.bindMemory(to: UInt32.self), b = secondBytes.bindMemory(to: UInt32.self)
                framebuffer.withUnsafeMutablePixels { pixels in
                    for y in clip.y..<clip.maxY {
                        let v = t.imageY(y)
                        guard v >= 0, v < imageHeight else { continue }
                        let row = v * imageWidth, out = y * width
                        for offset in 0..<columns.count {
                            let u = columns[offset]
                            guard u >= 0, u < imageWidth else { continue }
                            let pixel = blends ? mix(a[row + u], b[row + u], weight) : a[row + u]
                            let x = clip.x + offset
                            if pixel >> 24 == 0xFF {
                                pixels[out + x] = pixel
                            } else {
                                let light = ((x - clip.x) / checker + (y - clip.y) / checker) % 2 == 0
                                pixels[out + x] = overChecker(pixel, light ? checkerLight : checkerDark)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `a` towards `b` by `weight`/256, channel by channel (premultiplied values mix linearly).
    static func mix(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            ((((a >> shift) & 0xFF) * (256 - weight) + ((b >> shift) & 0xFF) * weight) >> 8) << shift
        }
        return channel(0) | channel(8) | channel(16) | channel(24)
    }

    /// A premultiplied pixel over an opaque grey.
    static func overChecker(_ pixel: UInt32, _ grey: UInt32) -> UInt32 {
        let under = (grey * (255 - (pixel >> 24)) + 127) / 255
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            min(255, ((pixel >> shift) & 0xFF) + under) << shift
        }
        return 0xFF00_0000 | channel(0) | channel(8) | channel(16)
    }

    private func drawGrid(_ t: ReviewTransform, into framebuffer: inout Framebuffer) {
        let clip = framebuffer.clip
        let size = imageSize
        let firstU = max(0, t.imageX(clip.x)), lastU = min(size.width, t.imageX(clip.maxX - 1) + 1)
        let firstV = max(0, t.imageY(clip.y)), lastV = min(size.height, t.imageY(clip.maxY - 1) + 1)
        guard firstU <= lastU, firstV <= lastV else { return }
        let top = t.screenY(Double(firstV)).rounded(), bottom = t.screenY(Double(lastV)).rounded()
        let left = t.screenX(Double(firstU)).rounded(), right = t.screenX(Double(lastU)).rounded()
        for u in firstU...lastU {
            framebuffer.fillRectangle(x: t.screenX(Double(u)).rounded(), y: top, width: 1, height: bottom - top, color: Self.gridColor)
        }
        for v in firstV...lastV {
            framebuffer.fillRectangle(x: left, y: t.screenY(Double(v)).rounded(), width: right - left, height: 1, color: Self.gridColor)
        }
    }

    /// Outlines image rectangle `rect` just outside its pixels, at least `minimum` framebuffer pixels across.
    private func outline(_ rect: PixelRect, _ t: ReviewTransform, _ color: Color, minimum: Int, into framebuffer: inout Framebuffer, layout: ReviewLayout) {
        let line = Double(layout.textScale)
        var left = t.screenX(Double(rect.x)).rounded(.down) - line, right = t.screenX(Double(rect.maxX)).rounded(.up) + line
        var top = t.screenY(Double(rect.y)).rounded(.down) - line, bottom = t.screenY(Double(rect.maxY)).rounded(.up) + line
        let grow = Double(minimum)
        if right - left < grow { let middle = (left + right) / 2; left = (middle - grow / 2).rounded(.down); right = left + grow }
        if bottom - top < grow { let middle = (top + bottom) / 2; top = (middle - grow / 2).rounded(.down); bottom = top + grow }
        framebuffer.strokeRectangle(x: left, y: top, width: right - left, height: bottom - top, lineWidth: line, color: color)
    }
}
