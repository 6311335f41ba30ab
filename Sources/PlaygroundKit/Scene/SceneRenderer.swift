import Canvas
import Interactions

/// Draws a scene into a framebuffer: background, anchor marks, then boxes
/// back to front, each with its name.
///
/// Scene coordinates are points; `scale` is the number of framebuffer pixels
/// per point (2 on a HiDPI display). Drawing reads the scene and never
/// changes it, and uses only Canvas, so it is the same live and headless.
///
/// ```swift
/// let renderer = SceneRenderer(font: font)
/// renderer.draw(scene, into: &framebuffer, scale: 1)
/// ```
public struct SceneRenderer {
    /// The font box names are drawn in.
    public let font: BitmapFont

    /// Creates a renderer that labels boxes in `font`.
    public init(font: BitmapFont) {
        self.font = font
    }

    /// Draws `scene` over the whole framebuffer.
    public func draw(_ scene: Scene, into framebuffer: inout Framebuffer, scale: Double = 1) {
        draw(background: scene.background, anchors: scene.anchors, boxes: scene.boxes, into: &framebuffer, scale: scale)
    }

    /// Draws a scene given by its parts (a past frame re-rendered from history draws this way).
    func draw(background: Color, anchors: [Point], boxes: [Box], into framebuffer: inout Framebuffer, scale: Double) {
        framebuffer.clear(background)
        drawAnchors(anchors, into: &framebuffer, scale: scale)
        for box in boxes {
            draw(box, into: &framebuffer, scale: scale)
        }
    }

    private func drawAnchors(_ anchors: [Point], into framebuffer: inout Framebuffer, scale: Double) {
        let color = Color(rgba: 0xFFFFFF2E)
        let arm = 6 * scale
        for anchor in anchors {
            let x = anchor.x * scale, y = anchor.y * scale
            framebuffer.drawLine(fromX: x - arm, fromY: y, toX: x + arm, toY: y, width: scale, color: color)
            framebuffer.drawLine(fromX: x, fromY: y - arm, toX: x, toY: y + arm, width: scale, color: color)
        }
    }

    /// Boxes smaller than this (in pixels, either side) are drawn as a plain
    /// fill: a shadow, rim and label would not be legible at that size, and
    /// skipping them keeps a scene of thousands of boxes inside a frame.
    public static let detailThreshold = 28.0

    private func draw(_ box: Box, into framebuffer: inout Framebuffer, scale: Double) {
        // The box's natural rectangle; Canvas scales and turns it about its centre.
        let frame = box.frame
        let x = frame.minX * scale, y = frame.minY * scale
        let width = box.size.width * scale, height = box.size.height * scale
        let opacity = box.opacity.isFinite ? min(max(box.opacity, 0), 1) : 1
        guard opacity > 0 else { return }
        let turn = box.rotation.isFinite ? box.rotation : 0
        let magnification = box.scale.isFinite ? box.scale : 1
        func style(_ radius: Double) -> RectangleStyle {
            RectangleStyle(cornerRadius: radius, opacity: opacity, rotation: turn, scale: magnification)
        }
        guard min(width, height) * magnification >= Self.detailThreshold else {
            let isPlain = box.cornerRadius <= 0 && turn == 0 && magnification == 1 && opacity == 1
            framebuffer.fillRectangle(
                x: x, y: y, width: width, height: height,
                color: box.color, style: isPlain ? .plain : style(box.cornerRadius * scale)
            )
            return
        }
        // A soft shadow grounds the box; a darker rim keeps light colours legible.
        framebuffer.fillRectangle(
            x: x + 3 * scale, y: y + 5 * scale, width: width, height: height,
            color: Color(rgba: 0x00000055), style: style(box.cornerRadius * scale)
        )
        framebuffer.fillRectangle(x: x, y: y, width: width, height: height, color: box.color, style: style(box.cornerRadius * scale))
        framebuffer.strokeRectangle(
            x: x, y: y, width: width, height: height, lineWidth: scale,
            color: Color(rgba: 0x00000040), style: style(box.cornerRadius * scale)
        )
        guard let label = label(of: box, scale: scale) else { return }
        let alpha = UInt32(CheckedInt.from(0xE6 * opacity, rounding: .toNearestOrAwayFromZero, in: 0...0xE6) ?? 0xE6)
        framebuffer.drawText(
            box.name, x: label.rect.x, y: label.rect.y, font: font, color: Color(rgba: 0x1012_1800 | alpha),
            scale: label.textScale, maxWidth: label.maxWidth
        )
    }

    /// Where `box`'s name is drawn at `scale`, in pixels, if it is drawn: upright (a bitmap font
    /// does not turn), centred on the box, while it fits. Layers that draw over the scene keep
    /// these places legible.
    package func labelRect(of box: Box, scale: Double) -> PixelRect? {
        guard box.opacity.isFinite ? box.opacity > 0 : true else { return nil }
        let magnification = box.scale.isFinite ? box.scale : 1
        guard min(box.size.width, box.size.height) * scale * magnification >= Self.detailThreshold else { return nil }
        return label(of: box, scale: scale)?.rect
    }

    private func label(of box: Box, scale: Double) -> (rect: PixelRect, textScale: Int, maxWidth: Int)? {
        let magnification = box.scale.isFinite ? box.scale : 1
        let drawnWidth = box.size.width * scale * magnification
        guard drawnWidth >= 40 * scale else { return nil }
        // A label that cannot be placed (a box at NaN, or flung to 1e308) is not drawn; the box's fills clip away.
        let textScale = CheckedInt.from(scale, rounding: .toNearestOrAwayFromZero, in: 1...CheckedInt.limit) ?? 1
        guard let boxWidth = CheckedInt.from(drawnWidth) else { return nil }
        let labelWidth = font.width(of: box.name, scale: textScale, maxWidth: boxWidth - 8)
        let lineHeight = font.lineHeight(scale: textScale)
        let centerX = box.position.x * scale, centerY = box.position.y * scale
        guard let labelX = CheckedInt.from(centerX - Double(labelWidth) / 2, rounding: .down),
            let labelY = CheckedInt.from(centerY - Double(lineHeight) / 2, rounding: .down)
        else { return nil }
        return (PixelRect(x: labelX, y: labelY, width: labelWidth, height: lineHeight), textScale, boxWidth - 8)
    }
}
