/// A disc, or with `lineWidth > 0` a ring whose outer edge is the circle.
struct _CircleField: _DistanceField {
    let centerX: Double, centerY: Double, radius: Double
    let lineWidth: Double
    let needsExactCoverage: Bool
    /// The disc (and, for a ring, its hole) as polygons, only when coverage is exact.
    private var outer: _ConvexPolygon?, inner: _ConvexPolygon?

    init(centerX: Double, centerY: Double, radius: Double, lineWidth: Double) {
        self.centerX = centerX
        self.centerY = centerY
        self.radius = radius
        self.lineWidth = lineWidth
        needsExactCoverage = _CoverageRule.isThin(2 * radius) || (lineWidth > 0 && _CoverageRule.isThin(lineWidth))
        guard needsExactCoverage else { return }
        outer = Self.disc(centerX, centerY, radius)
        if lineWidth > 0 { inner = Self.disc(centerX, centerY, radius - lineWidth) }
    }

    private static func disc(_ cx: Double, _ cy: Double, _ r: Double) -> _ConvexPolygon {
        var polygon = _ConvexPolygon()
        guard r > 0 else { return polygon }
        let n = _ConvexPolygon.segmentsPerQuarter(radius: r)
        var d = (1.0, 0.0)
        for _ in 0..<4 {
            let next = (-d.1, d.0)
            polygon.appendQuarterArc(cx: cx, cy: cy, r: r, from: d, to: next, segments: n)
            d = next
        }
        return polygon
    }

    func exactCoverage(pixelX px: Int, y py: Int) -> Double {
        (outer?.area(inPixelX: px, y: py) ?? 0) - (inner?.area(inPixelX: px, y: py) ?? 0)
    }

    func distance(x: Double, y: Double) -> Double {
        let dx = x - centerX, dy = y - centerY
        let d = (dx * dx + dy * dy).squareRoot() - radius
        guard lineWidth > 0 else { return d }
        // Distance to the ring's centre line minus half its width.
        return abs(d + lineWidth / 2) - lineWidth / 2
    }

    var bounds: _Bounds {
        _Bounds(minX: centerX - radius, minY: centerY - radius, maxX: centerX + radius, maxY: centerY + radius)
    }
}
