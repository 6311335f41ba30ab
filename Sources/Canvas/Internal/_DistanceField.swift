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
    /// Whether this shape is thinner than a pixel, so that coverage from the distance at pixel
    /// centres (which assumes one edge per pixel) would be wrong: then ``exactCoverage(pixelX:y:)`` is used.
    var needsExactCoverage: Bool { get }
    /// The area of the shape inside pixel `(px, py)`, from 0 to 1; used when ``needsExactCoverage``.
    func exactCoverage(pixelX px: Int, y py: Int) -> Double
    /// Where the run of points at least 0.5 inside ends on row `y` (its largest x), for a shape
    /// that knows it in closed form; `nil` when it does not, or when the row has no such run.
    ///
    /// The distance alone can only promise a run as long as the distance to the nearest edge,
    /// which across a 16-pixel pill is 8 pixels however long the pill: this lets the rasteriser
    /// fill a row's whole interior in one span. Exact for every pixel it fills: a centre up to
    /// this x has a distance of −0.5 or less, and full coverage either way.
    func interiorRowEnd(y: Double) -> Double?
}

extension _DistanceField {
    func interiorRowEnd(y: Double) -> Double? { nil }
}

/// When the distance approximation is exact enough, and when not.
///
/// `clamp(0.5 − d, 0, 1)` is the exact area for an axis-aligned edge and errs a little for
/// others, errors that mostly cancel along an edge. They do not cancel where one pixel holds
/// both opposite edges of a shape thinner than the pixel: a bar 0.1 px wide got about 5× its
/// area as soon as it was rotated by 1e-6 or rounded by 0.001. Such shapes take the exact path.
enum _CoverageRule {
    /// Whether a shape `thickness` px across (a bar's width, a ring's line, a disc's diameter) is thinner than a pixel.
    @inline(__always)
    static func isThin(_ thickness: Double) -> Bool {
        thickness < 1
    }
}

/// A floating-point bounding box.
struct _Bounds {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
}
