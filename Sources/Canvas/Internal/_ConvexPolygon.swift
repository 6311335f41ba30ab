/// A convex polygon, counter-clockwise in pixel coordinates (y down), held inline so building
/// and clipping one allocates nothing; and the exact area it covers of one pixel.
///
/// The precise coverage path uses it for shapes the distance approximation gets wrong (thin or
/// small ones): curved parts are flattened into chords whose radius is scaled so each arc keeps
/// its exact area, then each pixel's coverage is the area of the polygon clipped to the pixel.
struct _ConvexPolygon {
    static let capacity = 80
    private(set) var count = 0
    private var xs = InlineArray<80, Double>(repeating: 0)
    private var ys = InlineArray<80, Double>(repeating: 0)

    mutating func append(_ x: Double, _ y: Double) {
        precondition(count < Self.capacity, "polygon capacity exceeded")
        xs[count] = x
        ys[count] = y
        count += 1
    }

    // MARK: - Building

    /// Chords per quarter circle of radius `r`, so that a chord strays about 1/500 px from the arc at most.
    static func segmentsPerQuarter(radius r: Double) -> Int {
        // Sagitta ≈ r·φ²/8 for a chord spanning φ ≤ 2/n (the rational parametrisation's widest step).
        let n = (r * 250).squareRoot()
        return n >= 16 ? 16 : max(2, Int(n) + 1)
    }

    /// Appends a quarter arc of radius `r` about `(cx, cy)`, from direction `u` turning by 90°
    /// to direction `v` (both unit vectors), as `n + 1` points.
    ///
    /// Points come from the rational parametrisation of the circle, so no trigonometry is
    /// needed. The two ends lie on the circle, where the arc meets its neighbours; the points
    /// between are pushed out just enough that the flattened quarter covers the true `π r² / 4`.
    mutating func appendQuarterArc(
        cx: Double, cy: Double, r: Double, from u: (Double, Double), to v: (Double, Double), segments n: Int
    ) {
        guard r > 0 else {
            append(cx, cy)
            return
        }
        // Twice the areas of the unit fan's end triangles (e) and middle triangles (m).
        var e = 0.0, m = 0.0
        var previous = (1.0, 0.0)
        for i in 1 ... n {
            let point = Self.unitPoint(i, of: n)
            let twiceArea = previous.0 * point.1 - previous.1 * point.0
            if i == 1 || i == n { e += twiceArea } else { m += twiceArea }
            previous = point
        }
        // With the inner points at radius s: (s·e + s²·m) / 2 = π / 4.
        let s = m > 0 ? ((e * e + 2 * Double.pi * m).squareRoot() - e) / (2 * m) : Double.pi / (2 * e)
        for i in 0 ... n {
            let (a, b) = Self.unitPoint(i, of: n)
            let radius = i == 0 || i == n ? r : r * s
            append(cx + radius * (a * u.0 + b * v.0), cy + radius * (a * u.1 + b * v.1))
        }
    }

    /// Point `i` of `n` on the unit quarter circle, from (1, 0) to (0, 1): t = tan(α/2) stepped evenly.
    @inline(__always)
    private static func unitPoint(_ i: Int, of n: Int) -> (Double, Double) {
        if i == n { return (0, 1) }
        let t = Double(i) / Double(n)
        return ((1 - t * t) / (1 + t * t), 2 * t / (1 + t * t))
    }

    // MARK: - Coverage

    /// The area of the polygon inside pixel `(px, py)`, the square `[px, px + 1) × [py, py + 1)`.
    func area(inPixelX px: Int, y py: Int) -> Double {
        let x0 = Double(px), y0 = Double(py)
        var a = _Clip(), b = _Clip()
        for i in 0 ..< count { a.append(xs[i], ys[i]) }
        b.clip(from: a, axis: 0, bound: x0, keepAbove: true)
        a.clip(from: b, axis: 0, bound: x0 + 1, keepAbove: false)
        b.clip(from: a, axis: 1, bound: y0, keepAbove: true)
        a.clip(from: b, axis: 1, bound: y0 + 1, keepAbove: false)
        return a.area
    }
}

/// A scratch polygon for Sutherland–Hodgman clipping: each clip against one axis-aligned
/// half-plane adds at most one vertex.
private struct _Clip {
    var count = 0
    var xs = InlineArray<84, Double>(repeating: 0)
    var ys = InlineArray<84, Double>(repeating: 0)

    mutating func append(_ x: Double, _ y: Double) {
        xs[count] = x
        ys[count] = y
        count += 1
    }

    /// Replaces this polygon with `source` clipped to `coordinate ≥ bound` (or `≤`).
    mutating func clip(from source: _Clip, axis: Int, bound: Double, keepAbove: Bool) {
        count = 0
        guard source.count > 0 else { return }
        var px = source.xs[source.count - 1], py = source.ys[source.count - 1]
        var pInside = Self.inside(axis == 0 ? px : py, bound, keepAbove)
        for i in 0 ..< source.count {
            let qx = source.xs[i], qy = source.ys[i]
            let qInside = Self.inside(axis == 0 ? qx : qy, bound, keepAbove)
            if qInside != pInside {
                // The edge crosses the bound: add the crossing point.
                let t = ((axis == 0 ? bound - px : bound - py)) / (axis == 0 ? qx - px : qy - py)
                append(axis == 0 ? bound : px + t * (qx - px), axis == 0 ? py + t * (qy - py) : bound)
            }
            if qInside { append(qx, qy) }
            px = qx
            py = qy
            pInside = qInside
        }
    }

    @inline(__always)
    private static func inside(_ value: Double, _ bound: Double, _ keepAbove: Bool) -> Bool {
        keepAbove ? value >= bound : value <= bound
    }

    /// The shoelace area (positive for counter-clockwise in y-down pixel coordinates … either way, its magnitude).
    var area: Double {
        guard count >= 3 else { return 0 }
        var twice = 0.0
        var jx = xs[count - 1], jy = ys[count - 1]
        for i in 0 ..< count {
            twice += jx * ys[i] - xs[i] * jy
            jx = xs[i]
            jy = ys[i]
        }
        return abs(twice) / 2
    }
}
