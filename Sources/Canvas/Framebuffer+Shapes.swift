// MARK: - Lines, polylines and circles

extension Framebuffer {
    /// Draws an anti-aliased line of `width` pixels with round caps, blending source-over.
    ///
    /// The line is every point within `width / 2` of the segment, so its ends
    /// are half discs; a zero-length line is a dot. Velocity vectors use this.
    ///
    /// ```swift
    /// fb.drawLine(fromX: 20, fromY: 20, toX: 80.5, toY: 44.25, width: 2, color: .green)
    /// ```
    public mutating func drawLine(
        fromX x0: Double, fromY y0: Double, toX x1: Double, toY y1: Double,
        width: Double = 1, color: Color
    ) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, width.isFinite, width > 0 else { return }
        let field = _CapsuleField(
            ax: _Fixed.clamp(x0), ay: _Fixed.clamp(y0), bx: _Fixed.clamp(x1), by: _Fixed.clamp(y1),
            halfWidth: min(width, _Fixed.limit) / 2
        )
        _fill(field, source: Pixel(color).rawValue)
    }

    /// Draws connected line segments through `points`, with round joins and caps.
    ///
    /// Each joint is blended once, so a translucent polyline has no darker dots
    /// where segments meet (segments that cross elsewhere do overlap). The
    /// points are read once, in order, and nothing is allocated, so a frame-time
    /// graph can pass a lazy view of its ring buffer. Fewer than two points draw nothing.
    ///
    /// ```swift
    /// let samples: [Double] = [16.6, 16.7, 33.1, 16.6]
    /// fb.drawPolyline(samples.indices.lazy.map { (x: Double($0) * 4, y: 60 - samples[$0]) },
    ///                 width: 1.5, color: .white)
    /// ```
    package mutating func drawPolyline(
        _ points: some Sequence<(x: Double, y: Double)>, width: Double = 1, color: Color
    ) {
        guard width.isFinite, width > 0 else { return }
        let source = Pixel(color).rawValue
        let halfWidth = min(width, _Fixed.limit) / 2
        var iterator = points.makeIterator()
        guard var start = iterator.next() else { return }
        var previous: _CapsuleField?
        while let end = iterator.next() {
            guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
                // A gap: skip the broken segment and start afresh, with no joint to protect.
                start = end
                previous = nil
                continue
            }
            let segment = _CapsuleField(
                ax: _Fixed.clamp(start.x), ay: _Fixed.clamp(start.y),
                bx: _Fixed.clamp(end.x), by: _Fixed.clamp(end.y), halfWidth: halfWidth
            )
            if let previous {
                _fill(segment, excluding: previous, source: source)
            } else {
                _fill(segment, source: source)
            }
            previous = segment
            start = end
        }
    }

    /// Fills an anti-aliased disc, blending source-over; state badges use this.
    ///
    /// ```swift
    /// fb.fillCircle(centerX: 12, centerY: 12, radius: 5, color: .green)
    /// ```
    public mutating func fillCircle(centerX: Double, centerY: Double, radius: Double, color: Color) {
        guard centerX.isFinite, centerY.isFinite, radius.isFinite, radius > 0 else { return }
        let field = _CircleField(
            centerX: _Fixed.clamp(centerX), centerY: _Fixed.clamp(centerY),
            radius: min(radius, _Fixed.limit), lineWidth: 0
        )
        _fill(field, source: Pixel(color).rawValue)
    }

    /// Strokes an anti-aliased ring whose outer edge is the circle, `lineWidth` pixels thick.
    ///
    /// ```swift
    /// fb.strokeCircle(centerX: 12, centerY: 12, radius: 8, lineWidth: 1.5, color: .white)
    /// ```
    package mutating func strokeCircle(
        centerX: Double, centerY: Double, radius: Double, lineWidth: Double, color: Color
    ) {
        guard centerX.isFinite, centerY.isFinite, radius.isFinite, radius > 0,
            lineWidth.isFinite, lineWidth > 0
        else { return }
        let r = min(radius, _Fixed.limit)
        let field = _CircleField(
            centerX: _Fixed.clamp(centerX), centerY: _Fixed.clamp(centerY),
            radius: r, lineWidth: lineWidth >= r ? 0 : lineWidth
        )
        _fill(field, source: Pixel(color).rawValue)
    }
}
