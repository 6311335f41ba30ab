// MARK: - Text

extension Framebuffer {
    /// Draws one line of text with its top-left corner at `(x, y)` and returns the width drawn.
    ///
    /// Every Unicode scalar takes one glyph cell; scalars the font lacks draw its
    /// replacement glyph. `scale` magnifies each font pixel to a `scale × scale`
    /// block (1× and 2× are the intended sizes). With `maxWidth`, a line that
    /// would be wider is cut and ends in an ellipsis within `maxWidth` pixels.
    /// Text is pixel-aligned and uses the colour's alpha; it respects ``clip``,
    /// allocates nothing and only touches glyph rows that are visible.
    ///
    /// ```swift
    /// fb.drawText("Drag me", x: 8, y: 8, font: font, color: .white)
    /// fb.drawText("A very long performer name", x: 8, y: 28, font: font, color: .white, scale: 2, maxWidth: 160)
    /// ```
    @discardableResult
    public mutating func drawText(
        _ text: some StringProtocol, x: Int, y: Int, font: BitmapFont, color: Color,
        scale: Int = 1, maxWidth: Int? = nil
    ) -> Int {
        let layout = _TextLayout(text, font: font, scale: scale, maxWidth: maxWidth)
        let source = Pixel(color).rawValue
        let s = _TextLayout.clampScale(scale)
        let c = _clip
        // Nothing visible: skip the glyph loop but still report the width for layout.
        guard source != 0, !c.isEmpty, y < c.maxY, y &+ font.glyphHeight &* s > c.y, x < c.maxX else {
            return layout.width
        }
        let base = _prepareForWriting()
        font._rows.withUnsafeBufferPointer { rows in
            var penX = x
            var remaining = layout.visibleScalars
            for scalar in text.unicodeScalars {
                if remaining == 0 || penX >= c.maxX { break }
                _drawGlyph(font._glyph(for: scalar), rows, font, base, penX, y, s, source)
                penX &+= layout.advance
                remaining &-= 1
            }
            guard layout.ellipsis else { return }
            if let ellipsis = font._ellipsisGlyph {
                _drawGlyph(ellipsis, rows, font, base, penX, y, s, source)
            } else {
                for k in 0..<3 {
                    _drawGlyph(font._periodGlyph, rows, font, base, penX &+ k &* layout.advance, y, s, source)
                }
            }
        }
        return layout.width
    }

    /// Writes one glyph's ink pixels, clipped; opaque colours store, others blend.
    @inline(__always)
    private func _drawGlyph(
        _ glyph: Int, _ rows: UnsafeBufferPointer<UInt32>, _ font: BitmapFont,
        _ base: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, _ scale: Int, _ source: UInt32
    ) {
        let c = _clip
        let w = font.glyphWidth, h = font.glyphHeight
        guard x < c.maxX, x &+ w &* scale > c.x else { return }
        // Visible glyph columns, as a mask, so clipping costs one AND per row.
        let firstColumn = max(0, (c.x &- x) / scale)
        let endColumn = min(w, (c.maxX &- x &+ scale &- 1) / scale)
        guard firstColumn < endColumn else { return }
        let columnMask = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(endColumn)) &- (UInt64(1) << UInt64(firstColumn)))
        let opaque = source >> 24 == 255
        let inverse = 255 &- (source >> 24)
        let glyphRows = rows.baseAddress! + glyph &* h

        for r in 0..<h {
            let bits = glyphRows[r] & columnMask
            if bits == 0 { continue }
            for sy in 0..<scale {
                let py = y &+ r &* scale &+ sy
                if py < c.y || py >= c.maxY { continue }
                let row = base + py &* width
                var m = bits
                while m != 0 {
                    let column = m.trailingZeroBitCount
                    m &= m &- 1
                    let px0 = x &+ column &* scale
                    // With scale > 1 a block can straddle the clip's edge: clamp it.
                    let lo = max(px0, c.x), hi = min(px0 &+ scale, c.maxX)
                    var px = lo
                    while px < hi {
                        row[px] = opaque ? source : _Blend.over(source, row[px], inverseAlpha: inverse)
                        px &+= 1
                    }
                }
            }
        }
    }
}
