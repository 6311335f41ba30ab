/// An axis-aligned rectangle of whole pixels, used for clipping and for regions of a framebuffer.
///
/// It covers columns `x ..< x + width` and rows `y ..< y + height`. Because it
/// is made of whole pixels, clipping to it never needs coverage arithmetic.
///
/// ```swift
/// let panel = PixelRect(x: 8, y: 8, width: 200, height: 120)
/// framebuffer.withClip(panel) { fb in fb.drawText("FPS 60", x: 12, y: 12, font: font, color: .white) }
/// ```
public struct PixelRect: Hashable, Sendable, Codable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns; zero or negative means empty.
    public var width: Int
    /// The number of rows; zero or negative means empty.
    public var height: Int

    /// Creates a rectangle from its top-left pixel and size.
    ///
    /// ```swift
    /// let badge = PixelRect(x: 0, y: 0, width: 16, height: 16)
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The column just past the right edge (saturating at `Int.max`, so any Ints are a rectangle).
    package var maxX: Int { Self.saturatingSum(x, width) }
    /// The row just past the bottom edge (saturating at `Int.max`).
    package var maxY: Int { Self.saturatingSum(y, height) }
    /// Whether the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the pixel at column `px`, row `py` is inside.
    ///
    /// ```swift
    /// PixelRect(x: 0, y: 0, width: 2, height: 2).contains(x: 1, y: 1)   // true
    /// ```
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The pixels inside both rectangles; empty (with zero size) when they do not overlap.
    ///
    /// ```swift
    /// let visible = panel.intersection(PixelRect(x: 0, y: 0, width: 1280, height: 720))
    /// ```
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: x0, y: y0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: Self.saturatingDifference(x1, x0), height: Self.saturatingDifference(y1, y0))
    }

    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }

    /// `a - b` for `a > b`, at most `Int.max` (two far-apart Ints differ by more than an Int holds).
    private static func saturatingDifference(_ a: Int, _ b: Int) -> Int {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? .max : difference
    }
}
