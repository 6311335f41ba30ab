import MotionMath

/// The similarity transform (a translation, a uniform scale and a rotation)
/// that one or two fingers have applied since the gesture's first touch.
///
/// Every point that was under a finger when it went down is mapped to where
/// that finger is now. With two fingers the transform of the current
/// *segment* (since the set of fingers last changed) is the one that takes
/// both fingers' reference positions to their current ones: the centroid to
/// the centroid, scaled by the ratio of their distances and turned by the
/// angle between them. Segments compose, so a finger added or lifted
/// mid-gesture changes nothing already done.
///
/// The transform is kept as where it takes the first touch point
/// (``pivot``), with ``scale`` and ``rotation`` (radians, positive turning
/// from +x towards +y: clockwise on a y-down screen).
///
/// Its translation is the centroid's: how far the fingers' centroid has
/// moved, added up over the segments (``translatedOrigin``), so it never
/// jumps when a finger comes or goes, and with one finger it is exactly the
/// finger's move.
struct _FingerTransform {
    /// Where the first finger went down.
    private(set) var origin = Point.zero
    /// Where the transform takes ``origin``.
    private(set) var pivot = Point.zero
    private(set) var scale = 1.0
    private(set) var rotation = 0.0
    /// The fingers' centroid now.
    private(set) var centroid = Point.zero
    /// The sum of the centroid's jumps when fingers came or went, taken
    /// away, so ``translatedOrigin`` is continuous.
    private var centroidOffset = Point.zero

    /// ``origin`` moved by the centroid's movements: the origin plus the translation.
    var translatedOrigin: Point { centroid + centroidOffset }

    // The segment: the transform when it started, and the fingers then.
    private var segmentPivot = Point.zero
    private var segmentScale = 1.0
    private var segmentRotation = 0.0
    private var referenceCentroid = Point.zero
    /// The second finger minus the first at the segment's start, while two
    /// fingers far enough apart measure scale and rotation.
    private var referenceSpan: Point?
    /// The segment's angle so far, so the next is taken within half a turn of
    /// it: turns add up instead of wrapping at ±π.
    private var segmentAngle = 0.0

    /// Whether two fingers measure scale and rotation in this segment.
    var isMeasuring: Bool { referenceSpan != nil }

    /// Starts over at the first touch: the identity.
    mutating func start(at point: Point) {
        self = _FingerTransform()
        origin = point
        pivot = point
        centroid = point
        segmentPivot = point
        referenceCentroid = point
    }

    /// Starts a segment with the fingers (one, or two) where they are now.
    mutating func rebase(_ first: Point, _ second: Point?, measuring: Bool) {
        segmentPivot = pivot
        segmentScale = scale
        segmentRotation = rotation
        referenceCentroid = Self.centroid(first, second)
        referenceSpan = measuring ? second.map { $0 - first } : nil
        segmentAngle = 0
        // The centroid jumps when a finger comes or goes; the translation does not.
        centroidOffset += centroid - referenceCentroid
        centroid = referenceCentroid
    }

    /// Recomputes the transform for the fingers' current positions.
    mutating func update(_ first: Point, _ second: Point?) {
        var segmentScaleFactor = 1.0
        if let second, let reference = referenceSpan {
            let span = second - first
            segmentScaleFactor = span.length / reference.length
            let angle = MotionMath.atan2(reference.x * span.y - reference.y * span.x, reference.x * span.x + reference.y * span.y)
            let turns = ((angle - segmentAngle) / (2 * Double.pi)).rounded()
            segmentAngle = angle - turns * (2 * Double.pi)
        }
        let offset = Self.rotated(segmentPivot - referenceCentroid, by: segmentAngle)
        centroid = Self.centroid(first, second)
        pivot = centroid + offset * segmentScaleFactor
        scale = segmentScale * segmentScaleFactor
        rotation = segmentRotation + segmentAngle
    }

    /// Where the transform takes `point`, a position at the first touch.
    func apply(to point: Point) -> Point {
        pivot + Self.rotated(point - origin, by: rotation) * scale
    }

    /// The point at the first touch that the transform takes to `point`.
    func unapply(to point: Point) -> Point {
        origin + Self.rotated(point - pivot, by: -rotation) / scale
    }

    static func centroid(_ first: Point, _ second: Point?) -> Point {
        second.map { (first + $0) * 0.5 } ?? first
    }

    /// `v` turned by `angle` radians (exactly `v` for an angle of 0).
    static func rotated(_ v: Point, by angle: Double) -> Point {
        let (sine, cosine) = MotionMath.sinCos(angle)
        return Point(x: cosine * v.x - sine * v.y, y: sine * v.x + cosine * v.y)
    }
}
