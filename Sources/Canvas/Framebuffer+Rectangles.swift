import MotionMath

// MARK: - Rectangles

extension Framebuffer {
    /// Fills a rectangle with anti-aliased edges, blending source-over.
    ///
    /// Positions and sizes are in pixels and may be fractional: a rectangle at
    /// x = 10.25 covers column 10 by three quarters, so moving by a quarter
    /// pixel is visible. Pixel `(i, j)` spans `[i, i + 1) × [j, j + 1)`.
    /// A plain style (no radius, rotation or scale) takes an exact integer path
    /// that fills interior runs without per-pixel work; the others compute
    /// coverage from the shape's distance. Non-finite or negative sizes draw nothing.
    ///
    /// ```swift
    /// fb.fillRectangle(x: 10.25, y: 4, width: 40, height: 40, color: .white)
    /// fb.fillRectangle(x: 60, y: 4, width: 40, height: 40, color: .red,
    ///                  style: RectangleStyle(cornerRadius: 6, opacity: 0.5, rotation: 0.3))
    /// ```
    public mutating func fillRectangle(
        x: Double, y: Double, width: Double, height: Double,
        color: Color, style: RectangleStyle = .plain
    ) {
        _rectangle(x: x, y: y, width: width, height: height, lineWidth: 0, color: color, style: style)
    }

    /// Strokes a rectangle's outline of `lineWidth` pixels, drawn inside the rectangle's edge.
    ///
    /// The outer edge of the outline is the rectangle itself (as with a CSS
    /// border), so a stroked and a filled rectangle of the same frame line up.
    /// A line width of half the shorter side or more fills the rectangle.
    ///
    /// ```swift
    /// fb.strokeRectangle(x: 8.5, y: 8.5, width: 100, height: 60, lineWidth: 2, color: .white,
    ///                    style: RectangleStyle(cornerRadius: 10))
    /// ```
    public mutating func strokeRectangle(
        x: Double, y: Double, width: Double, height: Double,
        lineWidth: Double, color: Color, style: RectangleStyle = .plain
    ) {
        guard lineWidth > 0, lineWidth.isFinite else { return }
        _rectangle(x: x, y: y, width: width, height: height, lineWidth: lineWidth, color: color, style: style)
    }

    /// Shared by fill (`lineWidth == 0`) and stroke.
    private mutating func _rectangle(
        x: Double, y: Double, width w: Double, height h: Double,
        lineWidth: Double, color: Color, style: RectangleStyle
    ) {
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite, w > 0, h > 0 else { return }
        let opacity = style.opacity == 1 ? 256 : _Fixed.coverage(opacity: style.opacity)
        let source = _Blend.scale(Pixel(color).rawValue, by: opacity)
        guard source != 0 else { return }

        if style.rotation == 0 && style.scale == 1 && !(style.cornerRadius > 0) {
            // The hot path (every overlay panel, bar and badge): straight to fixed point, no trigonometry.
            let outer = _FixedBox(x0: _Fixed.from(x), y0: _Fixed.from(y), x1: _Fixed.from(x + w), y1: _Fixed.from(y + h))
            _fillBox(outer, minus: _hole(outer, lineWidth: lineWidth, limit: min(w, h) / 2), source: source)
            return
        }
        guard style.scale.isFinite, style.scale > 0, style.rotation.isFinite, !style.cornerRadius.isNaN else { return }

        let halfWidth = _Fixed.clamp(w * style.scale) / 2, halfHeight = _Fixed.clamp(h * style.scale) / 2
        let centerX = _Fixed.clamp(x) + w / 2, centerY = _Fixed.clamp(y) + h / 2
        let radius = max(0, min(style.cornerRadius * style.scale, min(halfWidth, halfHeight)))
        let line = lineWidth * style.scale

        if radius == 0 && style.rotation == 0 {
            // Only scaled: still an axis-aligned box, so still exact. Scaling about the centre moves the edges.
            let outer = _FixedBox(
                x0: _Fixed.from(centerX - halfWidth), y0: _Fixed.from(centerY - halfHeight),
                x1: _Fixed.from(centerX + halfWidth), y1: _Fixed.from(centerY + halfHeight)
            )
            _fillBox(outer, minus: _hole(outer, lineWidth: line, limit: min(halfWidth, halfHeight)), source: source)
        } else {
            let (sin, cos) = style.rotation.isFinite ? MotionMath.sinCos(style.rotation) : (0, 1)
            let isOutline = line > 0 && line < min(halfWidth, halfHeight)
            let field = _RoundedBoxField(
                centerX: centerX, centerY: centerY, halfWidth: halfWidth, halfHeight: halfHeight,
                radius: radius, sin: sin, cos: cos, inset: isOutline ? line : 0
            )
            _fill(field, source: source)
        }
    }

    /// The inside of an outline `lineWidth` wide, or nil for a fill (also when the line reaches `limit`, half the shorter side).
    @inline(__always)
    private func _hole(_ outer: _FixedBox, lineWidth: Double, limit: Double) -> _FixedBox? {
        guard lineWidth > 0, lineWidth < limit else { return nil }
        let inset = _Fixed.from(lineWidth)
        return _FixedBox(x0: outer.x0 &+ inset, y0: outer.y0 &+ inset, x1: outer.x1 &- inset, y1: outer.y1 &- inset)
    }
}
