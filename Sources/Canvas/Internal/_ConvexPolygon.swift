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
        for i in 1...n {
            let point = Self.unitPoint(i, of: n)
            let twiceArea = previous.0 * point.1 - previous.1 * point.0
            if i == 1 || i == n { e += twiceArea } else { m += twiceArea }
            previous = point
        }
        // With the inner points at radius s: (s·e + s²·m) / 2 = π / 4.
        let s = m > 0 ? ((e * e + 2 * Double.pi * m).squareRoot() - e) / (2 * m) : Double.pi / (2 * e)
        for i in 0...n {
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
    ///
    /// By Green's theorem the area is the sum, over the polygon's edges, of the signed integral
    /// along x (within the pixel's columns) of the edge's height above the pixel's top, clamped
    /// to the pixel's rows: exact for any simple polygon, with no clipping buffers, and edges
    /// that miss the pixel's columns cost one comparison.
    func area(inPixelX px: Int, y py: Int) -> Double {
        // A box too thin to have a side (a half-size of zero) builds no polygon: it covers nothing.
        guard count >= 3 else { return 0 }
        let x0 = Double(px), x1 = x0 + 1, y0 = Double(py)
        var total = 0.0
        var ax = xs[count - 1], ay = ys[count - 1]
        for i in 0..<count {
            let bx = xs[i], by = ys[i]
            if ax != bx, max(ax, bx) > x0, min(ax, bx) < x1 {
                total += Self.clampedIntegral(ax, ay, bx, by, x0: x0, x1: x1, y0: y0)
            }
            ax = bx
            ay = by
        }
        return min(1, abs(total))
    }

    /// ∫ from `ax` to `bx` (signed) of `clamp(y(x), y0, y0 + 1) − y0` over the part within `[x0, x1]`,
    /// where y(x) runs linearly from `ay` to `by`.
    @inline(__always)
    private static func clampedIntegral(
        _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, x0: Double, x1: Double, y0: Double
    ) -> Double {
        let slope = (by - ay) / (bx - ax)
        let u0 = max(min(ax, bx), x0), u1 = min(max(ax, bx), x1)
        let ya = ay + (u0 - ax) * slope - y0, yb = ay + (u1 - ax) * slope - y0
        // The mean of the clamped height over [u0, u1], from its antiderivative in y.
        let mean: Double
        if abs(yb - ya) < 1e-9 {
            mean = max(0, min(1, (ya + yb) / 2))
        } else {
            mean = (antiderivative(yb) - antiderivative(ya)) / (yb - ya)
        }
        let integral = (u1 - u0) * mean
        return bx > ax ? integral : -integral
    }

    /// ∫₀ʸ clamp(t, 0, 1) dt.
    @inline(__always)
    private static func antiderivative(_ y: Double) -> Double {
        if y <= 0 { return 0 }
        if y >= 1 { return y - 0.5 }
        return y * y / 2
    }
}
