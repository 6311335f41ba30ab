/// A point in the plane, in pixels; also used for translations (px) and
/// velocities (px/s), as UIKit does with `CGPoint`.
///
/// `Point` is a plain value: arithmetic is component-wise, and its
/// `description` is compact, `(200, 120)`, so plans print readably in
/// runtime logs (`Spring(to: (200, 120))`). Components are rounded to two
/// decimals for display only.
///
/// ```swift
/// let start = Point(x: 10, y: 20)
/// let moved = start + Point(x: 5, y: -5)      // (15, 15)
/// let rest = start + velocity / 4.2           // where a fling stops
/// ```
public struct Point: Sendable, Hashable {
    /// The horizontal component.
    public var x: Double
    /// The vertical component (downwards on screen, as in most 2D toolkits).
    public var y: Double

    /// Creates a point from its components.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, or a zero translation or velocity.
    public static let zero = Point(x: 0, y: 0)

    // MARK: - Measures

    /// The Euclidean length of the point seen as a vector: a speed for a
    /// velocity, a distance for a translation.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The Euclidean distance to `other`.
    @inlinable
    public func distance(to other: Point) -> Double { (self - other).length }
}

// MARK: - Arithmetic

extension Point {
    /// The component-wise sum.
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The component-wise difference.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The point with both components negated.
    @inlinable
    public static prefix func - (point: Point) -> Point {
        Point(x: -point.x, y: -point.y)
    }

    /// Both components scaled by `rhs`.
    @inlinable
    public static func * (lhs: Point, rhs: Double) -> Point {
        Point(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    /// Both components scaled by `lhs`.
    @inlinable
    public static func * (lhs: Double, rhs: Point) -> Point {
        Point(x: lhs * rhs.x, y: lhs * rhs.y)
    }

    /// Both components divided by `rhs`.
    @inlinable
    public static func / (lhs: Point, rhs: Double) -> Point {
        Point(x: lhs.x / rhs, y: lhs.y / rhs)
    }

    /// Adds `rhs` to `lhs`, component-wise.
    @inlinable
    public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs`, component-wise.
    @inlinable
    public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }
}

extension Point: CustomStringConvertible, TextOutputStreamable {
    /// `(200, 120)`, or `(12.5, -3.25)`: components rounded to two decimals.
    public var description: String { _Formatting.describing(self) }

    /// Writes ``description`` piece by piece, making no string of its own (plans write their log lines this way).
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(_Formatting.numbers(x, y))
    }
}
