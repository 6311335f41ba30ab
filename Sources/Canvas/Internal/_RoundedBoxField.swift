/// A rectangle with rounded corners, rotated about its centre; with `hole`, its outline.
struct _RoundedBoxField: _DistanceField {
    let centerX: Double, centerY: Double
    let halfWidth: Double, halfHeight: Double, radius: Double
    let sin: Double, cos: Double
    /// For an outline: how far the inner edge sits inside the outer one.
    let inset: Double
    let needsExactCoverage: Bool
    /// The shape (and, for an outline, its inner edge) as polygons, only when coverage is exact:
    /// left `nil`, they cost nothing to the common path.
    private var outer: _ConvexPolygon?, inner: _ConvexPolygon?

    init(
        centerX: Double, centerY: Double, halfWidth: Double, halfHeight: Double, radius: Double,
        sin: Double, cos: Double, inset: Double
    ) {
        self.centerX = centerX
        self.centerY = centerY
        self.halfWidth = halfWidth
        self.halfHeight = halfHeight
        self.radius = radius
        self.sin = sin
        self.cos = cos
        self.inset = inset
        needsExactCoverage = _CoverageRule.isThin(2 * min(halfWidth, halfHeight)) || (inset > 0 && _CoverageRule.isThin(inset))
        guard needsExactCoverage else { return }
        outer = polygon(halfWidth, halfHeight, radius)
        if inset > 0 { inner = polygon(halfWidth - inset, halfHeight - inset, max(radius - inset, 0)) }
    }

    /// The rounded box with these half-sizes, rotated and placed like this one.
    private func polygon(_ hw: Double, _ hh: Double, _ r: Double) -> _ConvexPolygon {
        var polygon = _ConvexPolygon()
        guard hw > 0, hh > 0 else { return polygon }
        let n = _ConvexPolygon.segmentsPerQuarter(radius: r)
        // The box's own axes in pixel coordinates. Each quarter turns its local direction d to
        // the next (a quarter turn, +x to +y), about the corner centre d + next (times the inner half-sizes).
        let ax = (cos, sin), ay = (-sin, cos)
        var d = (1.0, 0.0)
        for _ in 0..<4 {
            let next = (-d.1, d.0)
            let lx = (d.0 + next.0) * (hw - r), ly = (d.1 + next.1) * (hh - r)
            polygon.appendQuarterArc(
                cx: centerX + ax.0 * lx + ay.0 * ly, cy: centerY + ax.1 * lx + ay.1 * ly, r: r,
                from: (ax.0 * d.0 + ay.0 * d.1, ax.1 * d.0 + ay.1 * d.1),
                to: (ax.0 * next.0 + ay.0 * next.1, ax.1 * next.0 + ay.1 * next.1), segments: n
            )
            d = next
        }
        return polygon
    }

    func exactCoverage(pixelX px: Int, y py: Int) -> Double {
        (outer?.area(inPixelX: px, y: py) ?? 0) - (inner?.area(inPixelX: px, y: py) ?? 0)
    }

    /// Unturned and filled, the points at least 0.5 inside form the same box shrunk by 0.5
    /// (half-sizes and radius each 0.5 less, the radius not below 0), whose right edge on
    /// row `y` is a straight side or a corner's arc.
    func interiorRowEnd(y: Double) -> Double? {
        guard sin == 0, inset == 0 else { return nil }
        let hw = halfWidth - 0.5, hh = halfHeight - 0.5, r = max(radius - 0.5, 0)
        let ly = abs(y - centerY)
        guard hw > 0, ly <= hh else { return nil }
        let intoCorner = ly - (hh - r)
        guard intoCorner > 0 else { return centerX + hw }
        return centerX + (hw - r) + (r * r - intoCorner * intoCorner).squareRoot()
    }

    func distance(x: Double, y: Double) -> Double {
        let dx = x - centerX, dy = y - centerY
        // Into the box's own frame (rotate by −angle); symmetry lets us fold into one quadrant.
        let lx = abs(cos * dx + sin * dy), ly = abs(cos * dy - sin * dx)
        let outer = Self.box(lx, ly, halfWidth, halfHeight, radius)
        guard inset > 0 else { return outer }
        let inner = Self.box(lx, ly, halfWidth - inset, halfHeight - inset, max(radius - inset, 0))
        return max(outer, -inner)
    }

    /// The exact distance to an axis-aligned rounded box centred at the origin, for `x, y >= 0`.
    @inline(__always)
    private static func box(_ x: Double, _ y: Double, _ hw: Double, _ hh: Double, _ r: Double) -> Double {
        let qx = x - (hw - r), qy = y - (hh - r)
        let ox = max(qx, 0), oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
    }

    var bounds: _Bounds {
        let ex = abs(cos) * halfWidth + abs(sin) * halfHeight
        let ey = abs(sin) * halfWidth + abs(cos) * halfHeight
        return _Bounds(minX: centerX - ex, minY: centerY - ey, maxX: centerX + ex, maxY: centerY + ey)
    }
}
