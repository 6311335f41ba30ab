/// The exact, integer-only path for axis-aligned rectangles and their outlines.
///
/// Coverage of a pixel by a box is the product of its column and row overlaps
/// (each in 1/256 pixel), which is the true area. An outline is the outer box
/// minus the inner box, whose area is `outer − inner` because the inner box
/// lies inside the outer one; that keeps the seams between the four sides exact.
/// Only edge pixels compute coverage: fully covered runs of a row go to
/// ``_Blend/span(_:count:source:coverage:)``, which for opaque colours is a plain fill.
extension Framebuffer {
    /// Blends `source` over the area of `outer` that is not inside `inner`.
    mutating func _fillBox(_ outer: _FixedBox, minus inner: _FixedBox? = nil, source: UInt32) {
        let c = _clip
        guard source != 0, !outer.isEmpty, !c.isEmpty else { return }
        let px0 = max(outer.x0 >> 8, c.x), px1 = min((outer.x1 &+ 255) >> 8, c.maxX)
        let py0 = max(outer.y0 >> 8, c.y), py1 = min((outer.y1 &+ 255) >> 8, c.maxY)
        guard px0 < px1, py0 < py1 else { return }
        // Columns the outer box covers completely: the interior of every row.
        let fullX0 = max((outer.x0 &+ 255) >> 8, px0), fullX1 = min(outer.x1 >> 8, px1)
        let base = _prepareForWriting()

        if let hole = inner, !hole.isEmpty {
            for py in py0..<py1 {
                _ringRow(base + py &* width, py, px0, px1, fullX0, fullX1, outer, hole, source)
            }
            return
        }

        // Rows the box covers completely, between at most one partial row above and one below.
        let fullY0 = min(max((outer.y0 &+ 255) >> 8, py0), py1)
        let fullY1 = max(min(outer.y1 >> 8, py1), fullY0)
        for py in py0..<fullY0 {
            _boxRow(base + py &* width, px0, px1, fullX0, fullX1, outer, _Fixed.overlap(outer.y0, outer.y1, py), source)
        }
        if px0 == fullX0 && px1 == fullX1 {
            // Whole-pixel columns: the hot loop is one span per row, with no coverage at all.
            let count = fullX1 &- fullX0
            let inverse = 255 &- (source >> 24)
            for py in fullY0..<fullY1 {
                let start = base + (py &* width &+ fullX0)
                if inverse == 0 {
                    _Blend.fill(start, count: count, value: source)
                } else {
                    _Blend.overSpan(start, count: count, source: source, inverseAlpha: inverse)
                }
            }
        } else {
            for py in fullY0..<fullY1 {
                _boxRow(base + py &* width, px0, px1, fullX0, fullX1, outer, 256, source)
            }
        }
        for py in fullY1..<py1 {
            _boxRow(base + py &* width, px0, px1, fullX0, fullX1, outer, _Fixed.overlap(outer.y0, outer.y1, py), source)
        }
    }

    /// One row of a filled box whose rows are covered by `cy`: edge columns per pixel, the rest one span.
    @inline(__always)
    private func _boxRow(
        _ row: UnsafeMutablePointer<UInt32>, _ px0: Int, _ px1: Int, _ fullX0: Int, _ fullX1: Int,
        _ box: _FixedBox, _ cy: Int, _ source: UInt32
    ) {
        if fullX0 < fullX1 {
            _edgePixels(row, px0..<fullX0, box, cy, source)
            _Blend.span(row + fullX0, count: fullX1 &- fullX0, source: source, coverage: cy)
            _edgePixels(row, fullX1..<px1, box, cy, source)
        } else {
            _edgePixels(row, px0..<px1, box, cy, source)
        }
    }

    /// One row of an outline: a plain box row above and below the hole, else sides around a hole span.
    @inline(__always)
    private func _ringRow(
        _ row: UnsafeMutablePointer<UInt32>, _ py: Int, _ px0: Int, _ px1: Int, _ fullX0: Int, _ fullX1: Int,
        _ outer: _FixedBox, _ hole: _FixedBox, _ source: UInt32
    ) {
        let cyOuter = _Fixed.overlap(outer.y0, outer.y1, py)
        let cyInner = _Fixed.overlap(hole.y0, hole.y1, py)
        guard cyInner > 0 else {
            _boxRow(row, px0, px1, fullX0, fullX1, outer, cyOuter, source)
            return
        }
        // Columns inside the hole's full interior all have coverage cyOuter − cyInner.
        let holeX0 = max((hole.x0 &+ 255) >> 8, px0), holeX1 = min(hole.x1 >> 8, px1)
        if holeX0 < holeX1 {
            _ringPixels(row, px0..<holeX0, outer, cyOuter, hole, cyInner, source)
            _Blend.span(row + holeX0, count: holeX1 &- holeX0, source: source, coverage: cyOuter &- cyInner)
            _ringPixels(row, holeX1..<px1, outer, cyOuter, hole, cyInner, source)
        } else {
            _ringPixels(row, px0..<px1, outer, cyOuter, hole, cyInner, source)
        }
    }

    /// Per-pixel coverage for the (at most two) partially covered columns of a row.
    @inline(__always)
    private func _edgePixels(
        _ row: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, _ box: _FixedBox, _ cy: Int, _ source: UInt32
    ) {
        for px in columns {
            let cx = _Fixed.overlap(box.x0, box.x1, px)
            _Blend.blend(row + px, source, coverage: (cx &* cy &+ 128) >> 8)
        }
    }

    /// Per-pixel coverage of outer minus inner for the side columns of an outline.
    @inline(__always)
    private func _ringPixels(
        _ row: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>,
        _ outer: _FixedBox, _ cyOuter: Int, _ inner: _FixedBox, _ cyInner: Int, _ source: UInt32
    ) {
        for px in columns {
            let area =
                _Fixed.overlap(outer.x0, outer.x1, px) &* cyOuter
                &- _Fixed.overlap(inner.x0, inner.x1, px) &* cyInner
            _Blend.blend(row + px, source, coverage: (area &+ 128) >> 8)
        }
    }
}
