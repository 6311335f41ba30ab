/// An axis-aligned rectangle: an origin (its minimum corner) and a size.
///
/// Used for hit-testing and as the region a `Fling` or `Tossable` (Interactions) keeps a
/// target's position inside. A rectangle with a negative width or height is
/// read as its normalised equivalent by ``minX``/``maxX``/``minY``/``maxY``,
/// so every measure below is well defined.
///
/// ```swift
/// let screen = Rect(x: 0, y: 0, width: 800, height: 600)
/// screen.contains(Point(x: 10, y: 10))           // true
/// screen.clamped(Point(x: -5, y: 700))           // (0, 600)
/// print(screen)                                  // (0, 0, 800, 600)
/// ```
public struct Rect: Sendable, Hashable {
    /// The corner with the smallest coordinates (for a normalised rectangle).
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the components of its origin and size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    // MARK: - Edges

    /// The smallest x inside the rectangle.
    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The largest x inside the rectangle.
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y inside the rectangle.
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest y inside the rectangle.
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The centre of the rectangle.
    @inlinable public var center: Point {
        Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }

    // MARK: - Queries

    /// Whether `point` lies inside the rectangle or on its edge.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The point of the rectangle nearest to `point`: `point` itself when it
    /// is inside, otherwise its projection onto the nearest edge.
    @inlinable
    public func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }
}

extension Rect: CustomStringConvertible, TextOutputStreamable {
    /// `(x, y, width, height)`, e.g. `(0, 0, 800, 600)`.
    public var description: String { _Formatting.describing(self) }

    /// Writes ``description`` piece by piece, making no string of its own.
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(_Formatting.numbers(origin.x, origin.y, size.width, size.height))
    }
}
