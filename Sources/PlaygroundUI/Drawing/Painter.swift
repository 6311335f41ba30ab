import Canvas
import Geometry

/// Draws the overlay's shapes and text in scene points on a framebuffer of
/// any scale, so layout code never converts to pixels itself.
///
/// Text is drawn at the largest whole magnification not above the scale
/// (1× at scale 1 or 1.5, 2× at scale 2), so it always fits the cells the
/// layout measured in points. Everything Canvas draws is clipped, and
/// nothing here allocates.
package struct Painter {
    package let font: BitmapFont
    /// Framebuffer pixels per point.
    package let scale: Double
    /// The text magnification.
    package let textScale: Int

    package init(font: BitmapFont, scale: Double) {
        self.font = font
        self.scale = scale
        self.textScale = Self.textScale(for: scale)
    }

    /// The text magnification at `scale` (see `BitmapFont.magnification(forPixelScale:)`).
    package static func textScale(for scale: Double) -> Int {
        BitmapFont.magnification(forPixelScale: scale)
    }

    /// The width of one glyph cell, in points.
    package var em: Double { Double(font.glyphWidth) }
    /// The height of a line, in points.
    package var line: Double { Double(font.glyphHeight) }

    // MARK: - Shapes

    /// Fills `rect`, turned by `rotation` (radians, clockwise) about its centre.
    package func fill(_ framebuffer: inout Framebuffer, _ rect: Rect, _ color: Color, radius: Double = 0, rotation: Double = 0) {
        framebuffer.fillRectangle(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.size.width * scale, height: rect.size.height * scale,
            color: color, style: Self.style(radius: radius * scale, rotation: rotation)
        )
    }

    /// Strokes `rect`, turned by `rotation` (radians, clockwise) about its centre.
    package func stroke(_ framebuffer: inout Framebuffer, _ rect: Rect, _ color: Color, width: Double = 1, radius: Double = 0, rotation: Double = 0) {
        framebuffer.strokeRectangle(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.size.width * scale, height: rect.size.height * scale,
            lineWidth: width * scale, color: color, style: Self.style(radius: radius * scale, rotation: rotation)
        )
    }

    /// The plain style when nothing is rounded or turned: Canvas's exact, fastest path.
    private static func style(radius: Double, rotation: Double) -> RectangleStyle {
        radius > 0 || rotation != 0 ? RectangleStyle(cornerRadius: max(0, radius), rotation: rotation) : .plain
    }

    package func line(_ framebuffer: inout Framebuffer, from start: Point, to end: Point, _ color: Color, width: Double = 1) {
        framebuffer.drawLine(
            fromX: start.x * scale, fromY: start.y * scale, toX: end.x * scale, toY: end.y * scale,
            width: width * scale, color: color
        )
    }

    package func dot(_ framebuffer: inout Framebuffer, at center: Point, radius: Double, _ color: Color) {
        framebuffer.fillCircle(centerX: center.x * scale, centerY: center.y * scale, radius: radius * scale, color: color)
    }

    package func ring(_ framebuffer: inout Framebuffer, at center: Point, radius: Double, _ color: Color, width: Double = 1) {
        framebuffer.strokeCircle(centerX: center.x * scale, centerY: center.y * scale, radius: radius * scale, lineWidth: width * scale, color: color)
    }

    /// An arrow from `start` to `end` with a head of `head` points.
    package func arrow(_ framebuffer: inout Framebuffer, from start: Point, to end: Point, _ color: Color, width: Double = 2, head: Double = 9) {
        let delta = end - start
        let length = delta.length
        guard length > 0.5 else { return }
        line(&framebuffer, from: start, to: end, color, width: width)
        let unit = delta / length
        let size = min(head, length * 0.6)
        // The head's two barbs, 28° either side of the shaft (cos 28° ≈ 0.883, sin 28° ≈ 0.469).
        let back = -unit * size
        let left = Point(x: back.x * 0.883 - back.y * 0.469, y: back.x * 0.469 + back.y * 0.883)
        let right = Point(x: back.x * 0.883 + back.y * 0.469, y: -back.x * 0.469 + back.y * 0.883)
        line(&framebuffer, from: end, to: end + left, color, width: width)
        line(&framebuffer, from: end, to: end + right, color, width: width)
    }

    /// Which way a chevron points.
    package enum Direction {
        case left, right, down
    }

    /// A small chevron centred in `rect`: the panel's disclosure and cycling arrows (the font's triangles are arrows).
    package func chevron(_ framebuffer: inout Framebuffer, in rect: Rect, pointing direction: Direction, _ color: Color) {
        let center = rect.center
        let size = (min(rect.size.width, rect.size.height) * 0.22).rounded()
        let (a, tip, b): (Point, Point, Point) =
            switch direction {
            case .left: (Point(x: size / 2, y: -size), Point(x: -size / 2, y: 0), Point(x: size / 2, y: size))
            case .right: (Point(x: -size / 2, y: -size), Point(x: size / 2, y: 0), Point(x: -size / 2, y: size))
            case .down: (Point(x: -size, y: -size / 2), Point(x: 0, y: size / 2), Point(x: size, y: -size / 2))
            }
        line(&framebuffer, from: center + a, to: center + tip, color, width: 1.5)
        line(&framebuffer, from: center + tip, to: center + b, color, width: 1.5)
    }

    // MARK: - Text

    /// Draws `text` with its top-left corner at `origin`; cut with an ellipsis past `maxWidth` points. Returns the width drawn, in points.
    @discardableResult
    package func text(
        _ framebuffer: inout Framebuffer, _ text: some StringProtocol, at origin: Point, _ color: Color,
        maxWidth: Double? = nil
    ) -> Double {
        // Text that cannot be placed is not drawn, and takes no room.
        guard let x = CheckedInt.from(origin.x * scale, rounding: .down),
            let y = CheckedInt.from(origin.y * scale, rounding: .down)
        else { return 0 }
        let pixels = framebuffer.drawText(
            text, x: x, y: y, font: font, color: color, scale: textScale, maxWidth: maxWidth.map(pixelWidth)
        )
        return Double(pixels) / scale
    }

    /// The width `text` takes, in points, cut to `maxWidth` points if given.
    package func width(of text: some StringProtocol, maxWidth: Double? = nil) -> Double {
        Double(font.width(of: text, scale: textScale, maxWidth: maxWidth.map(pixelWidth))) / scale
    }

    /// A width limit in points as whole pixels: 0 for a negative or NaN limit, nothing drawn.
    private func pixelWidth(_ points: Double) -> Int {
        CheckedInt.from(points * scale, rounding: .down, in: 0...CheckedInt.limit) ?? 0
    }

    /// A filled, rounded label with `text` centred (or left-aligned with `inset`).
    package func pill(
        _ framebuffer: inout Framebuffer, _ rect: Rect, _ text: some StringProtocol,
        background: Color, foreground: Color, centred: Bool = true
    ) {
        fill(&framebuffer, rect, background, radius: 3)
        let available = rect.size.width - 6
        let drawn = width(of: text, maxWidth: available)
        let x = centred ? rect.minX + ((rect.size.width - drawn) / 2).rounded(.down) : rect.minX + 4
        self.text(&framebuffer, text, at: Point(x: x, y: rect.minY + ((rect.size.height - line) / 2).rounded(.down)), foreground, maxWidth: available)
    }

    // MARK: - Clipping

    /// Runs `body` with drawing clipped to `rect` (in points).
    package func clipped(_ framebuffer: inout Framebuffer, to rect: Rect, _ body: (inout Framebuffer) -> Void) {
        framebuffer.withClip(pixels(covering: rect), body)
    }

    /// The framebuffer pixels `rect` (in points) covers, its edges rounded outward; none for a
    /// rectangle that cannot be placed (clipping to it draws nothing).
    package func pixels(covering rect: Rect) -> PixelRect {
        guard let x0 = CheckedInt.from(rect.minX * scale, rounding: .down), let y0 = CheckedInt.from(rect.minY * scale, rounding: .down),
            let x1 = CheckedInt.from(rect.maxX * scale, rounding: .up), let y1 = CheckedInt.from(rect.maxY * scale, rounding: .up)
        else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
