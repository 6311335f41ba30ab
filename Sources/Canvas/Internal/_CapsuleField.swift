/// A segment with round caps: every point within `halfWidth` of the segment.
struct _CapsuleField: _DistanceField {
    let ax: Double, ay: Double, bx: Double, by: Double, halfWidth: Double
    private let dx: Double, dy: Double, inverseLengthSquared: Double
    let needsExactCoverage: Bool
    /// The capsule as a polygon, only when coverage is exact.
    private var polygon: _ConvexPolygon?

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
        let length = lengthSquared.squareRoot()
        let along = length > 0 ? (dx / length, dy / length) : (1.0, 0.0)
        needsExactCoverage = _CoverageRule.isThin(2 * halfWidth)
        guard needsExactCoverage else { return }
        let normal = (-along.1, along.0)
        let back = (-along.0, -along.1), away = (-normal.0, -normal.1)
        let n = _ConvexPolygon.segmentsPerQuarter(radius: halfWidth)
        // Round the cap at b from one side to the other, then the cap at a back again.
        var shape = _ConvexPolygon()
        shape.appendQuarterArc(cx: bx, cy: by, r: halfWidth, from: away, to: along, segments: n)
        shape.appendQuarterArc(cx: bx, cy: by, r: halfWidth, from: along, to: normal, segments: n)
        shape.appendQuarterArc(cx: ax, cy: ay, r: halfWidth, from: normal, to: back, segments: n)
        shape.appendQuarterArc(cx: ax, cy: ay, r: halfWidth, from: back, to: away, segments: n)
        polygon = shape
    }

    func exactCoverage(pixelX px: Int, y py: Int) -> Double {
        polygon?.area(inPixelX: px, y: py) ?? 0
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
