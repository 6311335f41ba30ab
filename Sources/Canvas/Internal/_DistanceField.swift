/// A shape described by its signed distance: negative inside, positive outside, in pixels.
///
/// The rasteriser relies on the distance never changing faster than the
/// position (1-Lipschitz), which exact distances and their `min`/`max`
/// combinations satisfy: from one pixel's distance it knows how many of the
/// next pixels are surely empty or surely full, and skips or fills them
/// without evaluating the shape again.
protocol _DistanceField {
    /// The signed distance from `(x, y)` to the shape's edge.
    func distance(x: Double, y: Double) -> Double
    /// A box that contains every point with a distance below 0.5.
    var bounds: _Bounds { get }
}

/// A floating-point bounding box.
struct _Bounds {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
}

// MARK: - Shapes

/// A rectangle with rounded corners, rotated about its centre; with `hole`, its outline.
struct _RoundedBoxField: _DistanceField {
    let centerX: Double, centerY: Double
    let halfWidth: Double, halfHeight: Double, radius: Double
    let sin: Double, cos: Double
    /// For an outline: how far the inner edge sits inside the outer one.
    let inset: Double

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

/// A segment with round caps: every point within `halfWidth` of the segment.
struct _CapsuleField: _DistanceField {
    let ax: Double, ay: Double, bx: Double, by: Double, halfWidth: Double
    private let dx: Double, dy: Double, inverseLengthSquared: Double

    init(ax: Double, ay: Double, bx: Double, by: Double, halfWidth: Double) {
        self.ax = ax
        self.ay = ay
        self.bx = bx
        self.by = by
        self.halfWidth = halfWidth
        dx = bx - ax
        dy = by - ay
        let lengthSquared = dx * dx + dy * dy
        // A zero-length segment is a dot: projecting onto it always gives its start.
        inverseLengthSquared = lengthSquared > 0 ? 1 / lengthSquared : 0
    }

    func distance(x: Double, y: Double) -> Double {
        let px = x - ax, py = y - ay
        let h = max(0, min(1, (px * dx + py * dy) * inverseLengthSquared))
        let ex = px - dx * h, ey = py - dy * h
        return (ex * ex + ey * ey).squareRoot() - halfWidth
    }

    var bounds: _Bounds {
        _Bounds(
            minX: min(ax, bx) - halfWidth, minY: min(ay, by) - halfWidth,
            maxX: max(ax, bx) + halfWidth, maxY: max(ay, by) + halfWidth
        )
    }
}

/// A disc, or with `lineWidth > 0` a ring whose outer edge is the circle.
struct _CircleField: _DistanceField {
    let centerX: Double, centerY: Double, radius: Double
    let lineWidth: Double

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
