/// The general path: anti-aliased coverage from a signed distance, for rotated,
/// rounded and curved shapes.
///
/// A pixel's coverage is `clamp(0.5 − d, 0, 1)` with `d` the distance at its
/// centre, quantised to 1/256: the exact area for an axis-aligned edge, and
/// close for others (the errors cancel along an edge). A shape thinner than a
/// pixel, whose two edges can share one, gets each pixel's exact area instead
/// (see `_CoverageRule`).
/// Each row is walked left to right and the distance is used to jump over
/// runs that are surely empty and to fill runs that are surely full, so
/// interiors cost a span fill, not a distance per pixel.
extension Framebuffer {
    /// Blends `source` over `field`, clipped.
    mutating func _fill<Field: _DistanceField>(_ field: Field, source: UInt32) {
        if field.needsExactCoverage {
            _fillExactly(field, source: source)
            return
        }
        guard source != 0, let (columns, rows) = _pixelRange(of: field.bounds) else { return }
        let base = _prepareForWriting()
        for py in rows {
            let row = base + py &* width
            let y = Double(py) + 0.5
            // Only finite ends within reach of the row are used (a huge shape falls back to the distance).
            let interiorEnd = field.interiorRowEnd(y: y).flatMap { $0.isFinite && abs($0) < 1e15 ? $0 : nil }
            var px = columns.lowerBound
            while px < columns.upperBound {
                let d = field.distance(x: Double(px) + 0.5, y: y)
                let remaining = columns.upperBound &- px
                if d >= 0.5 {
                    // Every pixel centre within d − 0.5 of this one is still at least 0.5 outside.
                    px &+= min(Int(d - 0.5) &+ 1, remaining)
                } else if d <= -0.5 {
                    var run = min(Int(-d - 0.5) &+ 1, remaining)
                    if let end = interiorEnd {
                        // Every pixel whose centre lies at or before `end` is covered whole.
                        let last = Int((end - 0.5).rounded(.down))
                        run = max(run, min(last &- px &+ 1, remaining))
                    }
                    _Blend.span(row + px, count: run, source: source, coverage: 256)
                    px &+= run
                } else {
                    _Blend.blend(row + px, source, coverage: Self._coverage(d))
                    px &+= 1
                }
            }
        }
    }

    /// Blends `source` over the part of `field` not already painted by `previous`,
    /// so that consecutive segments of a polyline meet without a darker joint.
    ///
    /// A pixel that `previous` covered by `a` and the union covers by `u` gets
    /// coverage `(u − a) / (1 − a·σ)`, σ the source alpha: after both blends the
    /// pixel is exactly what one blend with coverage `u` would give.
    mutating func _fill<Field: _DistanceField>(_ field: Field, excluding previous: Field, source: UInt32) {
        guard source != 0, let (columns, rows) = _pixelRange(of: field.bounds) else { return }
        let base = _prepareForWriting()
        let sigma = Int(source >> 24)
        // Exact coverage reaches a pixel whose centre is up to √2/2 outside; the distance's only 0.5.
        let reach = field.needsExactCoverage || previous.needsExactCoverage ? Self._pixelReach : 0.5
        for py in rows {
            let row = base + py &* width
            let y = Double(py) + 0.5
            var px = columns.lowerBound
            while px < columns.upperBound {
                let x = Double(px) + 0.5
                let d = field.distance(x: x, y: y)
                if d >= reach {
                    px &+= min(Int(d - reach) &+ 1, columns.upperBound &- px)
                    continue
                }
                let u = Self._coverage(of: field, distance: d, px, py)
                let dPrevious = previous.distance(x: x, y: y)
                let a = dPrevious >= reach ? 0 : Self._coverage(of: previous, distance: dPrevious, px, py)
                if u > a {
                    // 65280 = 256 × 255: numerator and denominator in the same units.
                    let denominator = 65280 &- a &* sigma
                    let coverage = ((u &- a) &* 65280 &+ denominator / 2) / denominator
                    _Blend.blend(row + px, source, coverage: min(coverage, 256))
                }
                px &+= 1
            }
        }
    }

    /// Blends `source` over a thin or small `field`: pixels the shape surely misses or fills
    /// are skipped or filled in runs, as in `_fill`, and the others get the exact area.
    private mutating func _fillExactly<Field: _DistanceField>(_ field: Field, source: UInt32) {
        guard source != 0, let (columns, rows) = _pixelRange(of: field.bounds) else { return }
        let base = _prepareForWriting()
        let reach = Self._pixelReach
        for py in rows {
            let row = base + py &* width
            let y = Double(py) + 0.5
            var px = columns.lowerBound
            while px < columns.upperBound {
                let d = field.distance(x: Double(px) + 0.5, y: y)
                let remaining = columns.upperBound &- px
                if d >= reach {
                    px &+= min(Int(d - reach) &+ 1, remaining)
                } else if d <= -reach {
                    let run = min(Int(-d - reach) &+ 1, remaining)
                    _Blend.span(row + px, count: run, source: source, coverage: 256)
                    px &+= run
                } else {
                    let coverage = Self._exactCoverage(field.exactCoverage(pixelX: px, y: py))
                    if coverage > 0 { _Blend.blend(row + px, source, coverage: coverage) }
                    px &+= 1
                }
            }
        }
    }

    /// Just over √2/2: a pixel whose centre is this far from a shape's edge lies wholly on one side.
    static let _pixelReach = 0.70711

    /// A pixel's coverage in 1/256 by the rule `field` follows, for a centre at distance `d` < reach.
    @inline(__always)
    static func _coverage<Field: _DistanceField>(of field: Field, distance d: Double, _ px: Int, _ py: Int) -> Int {
        if field.needsExactCoverage {
            return d <= -_pixelReach ? 256 : _exactCoverage(field.exactCoverage(pixelX: px, y: py))
        }
        return d >= 0.5 ? 0 : (d <= -0.5 ? 256 : _coverage(d))
    }

    /// An area from 0 to 1 in 1/256, rounded to nearest.
    @inline(__always)
    static func _exactCoverage(_ area: Double) -> Int {
        // Checked: an area computed from an absurd shape must not trap (NaN covers nothing).
        CheckedInt.from(area * 256 + 0.5, in: 0...256) ?? 0
    }

    /// `clamp(0.5 − d, 0, 1)` in 1/256, for `d` strictly between −0.5 and 0.5.
    @inline(__always)
    static func _coverage(_ d: Double) -> Int {
        Int((0.5 - d) * 256 + 0.5)
    }

    /// The clipped pixel columns and rows that `bounds` (grown by a pixel for anti-aliasing) touches.
    private func _pixelRange(of bounds: _Bounds) -> (Range<Int>, Range<Int>)? {
        let c = _clip
        guard !c.isEmpty,
            bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite
        else { return nil }
        let x0 = max(Int(_Fixed.clamp(bounds.minX).rounded(.down)) &- 1, c.x)
        let x1 = min(Int(_Fixed.clamp(bounds.maxX).rounded(.up)) &+ 1, c.maxX)
        let y0 = max(Int(_Fixed.clamp(bounds.minY).rounded(.down)) &- 1, c.y)
        let y1 = min(Int(_Fixed.clamp(bounds.maxY).rounded(.up)) &+ 1, c.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0..<x1, y0..<y1)
    }
}
