import Canvas
import Geometry

// MARK: - Rectangles for layout: insets, hit tests, pixels

extension Rect {
    /// The rectangle made smaller by `left`, `top`, `right` and `bottom` (never below zero size).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 40).inset(left: 6, top: 4, right: 6, bottom: 4)   // (6, 4, 88, 32)
    /// ```
    package func inset(left: Double = 0, top: Double = 0, right: Double = 0, bottom: Double = 0) -> Rect {
        Rect(x: minX + left, y: minY + top, width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
    }

    /// The rectangle made smaller by `dx` on the left and right and `dy` on the top and bottom.
    package func inset(dx: Double, dy: Double) -> Rect {
        inset(left: dx, top: dy, right: dx, bottom: dy)
    }

    /// Whether `point` is inside, counting the top and left edges but not the bottom and right,
    /// so neighbouring rectangles never both claim a point (what a press hits).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).containsHalfOpen(Point(x: 10, y: 5))   // false: the next one's
    /// ```
    package func containsHalfOpen(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The part of the rectangle inside `other` (zero-sized where they do not meet).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 5, y: 5, width: 10, height: 10))   // (5, 5, 5, 5)
    /// ```
    package func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// A framebuffer's pixel rectangle, as a rectangle in pixels.
    ///
    /// ```swift
    /// var panes = Flow.row(in: Rect(layout.header), gap: 8)   // the review window lays out in pixels
    /// ```
    package init(_ pixels: PixelRect) {
        self.init(x: Double(pixels.x), y: Double(pixels.y), width: Double(pixels.width), height: Double(pixels.height))
    }

    /// A rectangle so large it contains every point a window has: the clip when nothing clips.
    package static let everywhere = Rect(x: -Double(CheckedInt.limit), y: -Double(CheckedInt.limit), width: 2 * Double(CheckedInt.limit), height: 2 * Double(CheckedInt.limit))
}

extension PixelRect {
    /// The whole pixels `rect` covers (its edges rounded outward); an empty rectangle for one that cannot be placed.
    ///
    /// ```swift
    /// PixelRect(covering: Rect(x: 1.5, y: 2, width: 3, height: 4))   // x 1, y 2, width 4, height 4
    /// ```
    package init(covering rect: Rect) {
        guard let x0 = CheckedInt.from(rect.minX, rounding: .down), let y0 = CheckedInt.from(rect.minY, rounding: .down),
            let x1 = CheckedInt.from(rect.maxX, rounding: .up), let y1 = CheckedInt.from(rect.maxY, rounding: .up)
        else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
