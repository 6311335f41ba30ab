import Canvas
import Geometry

/// Places rectangles one after another inside a bounding rectangle: a row
/// (left to right, and from the right end leftward), a row that wraps onto
/// the next line when an item does not fit, or a column.
///
/// A trailing row (``trailingRow(in:gap:)``) fills from its right end, so
/// buttons aligned right take their place in the order they are made.
///
/// A flow is a small value that a build function makes, asks for the next
/// item's rectangle as it goes, and drops: laying out with one allocates
/// nothing. Items on one end are separated by ``gap``; the first item of a
/// line starts at the bounds' edge. Rows give their items the bounds'
/// height (or ``lineHeight`` when they wrap); columns give theirs the
/// bounds' width. Nothing is clipped: an item that does not fit overflows
/// (check ``fits(_:)`` first to leave it out instead).
///
/// It works in any unit: the overlay's points, or a window's pixels
/// (``init(pixels:axis:gap:)``).
///
/// ```swift
/// var tabs = Flow.row(in: Rect(x: 6, y: 47, width: 408, height: 19), gap: 4)
/// let log = tabs.next(width: 40)           // x 6
/// let traces = tabs.next(width: 64)        // x 50
/// let clear = tabs.last(width: 52)         // x 362, from the right end
/// tabs.fits(300)                           // false: 240 points are left between them
///
/// var chips = Flow.wrapping(in: content, lineHeight: 18, gap: 4, lineGap: 4)
/// for badge in badges { _ = chips.next(width: 8 * Double(badge.count) + 8) }
/// let below = chips.lineBottom + 4         // under the last line of chips
/// ```
package struct Flow: Sendable {
    /// The direction items follow.
    package enum Axis: Sendable {
        /// Left to right (rows).
        case horizontal
        /// Top to bottom (columns).
        case vertical
    }

    /// The rectangle items are placed in.
    package let bounds: Rect
    /// The direction items follow.
    package let axis: Axis
    /// The space between neighbouring items.
    package let gap: Double
    /// Whether a row starts a new line when an item does not fit.
    package let wraps: Bool
    /// Whether ``next(width:)`` places from the right end (a row of buttons aligned right).
    package let fillsFromEnd: Bool
    /// The height of a row's line (the bounds' height unless it wraps).
    package let lineHeight: Double
    /// The space between a wrapping row's lines.
    package let lineGap: Double

    /// Where the next item from the leading end starts (its gap included).
    package private(set) var start: Double
    /// Where the next item from the trailing end ends (its gap included).
    package private(set) var end: Double
    /// The top of a row's current line.
    package private(set) var lineTop: Double

    /// A flow along `axis` in `bounds`.
    package init(
        in bounds: Rect, axis: Axis, gap: Double = 0, wraps: Bool = false, fillsFromEnd: Bool = false, lineHeight: Double? = nil, lineGap: Double = 0
    ) {
        self.bounds = bounds
        self.axis = axis
        self.gap = gap
        self.wraps = wraps && axis == .horizontal
        self.fillsFromEnd = fillsFromEnd && !wraps
        self.lineHeight = lineHeight ?? bounds.size.height
        self.lineGap = lineGap
        start = axis == .horizontal ? bounds.minX : bounds.minY
        end = axis == .horizontal ? bounds.maxX : bounds.maxY
        lineTop = bounds.minY
    }

    /// A flow in a window's pixels: rectangles come out in the same pixels (whole, for whole sizes).
    package init(pixels bounds: PixelRect, axis: Axis, gap: Int = 0) {
        self.init(in: Rect(bounds), axis: axis, gap: Double(gap))
    }

    /// A row: items left to right (``next(width:)``) and right to left (``last(width:)``), as tall as `bounds`.
    package static func row(in bounds: Rect, gap: Double = 0) -> Flow {
        Flow(in: bounds, axis: .horizontal, gap: gap)
    }

    /// A row that fills from its right end: each ``next(width:)`` goes left of the one before.
    package static func trailingRow(in bounds: Rect, gap: Double = 0) -> Flow {
        Flow(in: bounds, axis: .horizontal, gap: gap, fillsFromEnd: true)
    }

    /// A row that starts a new line, `lineGap` lower, when an item would pass the right edge.
    package static func wrapping(in bounds: Rect, lineHeight: Double, gap: Double = 0, lineGap: Double = 0) -> Flow {
        Flow(in: bounds, axis: .horizontal, gap: gap, wraps: true, lineHeight: lineHeight, lineGap: lineGap)
    }

    /// A column: items top to bottom (``next(height:)``) and bottom to top (``last(height:)``), as wide as `bounds`.
    package static func column(in bounds: Rect, gap: Double = 0) -> Flow {
        Flow(in: bounds, axis: .vertical, gap: gap)
    }

    // MARK: - Placing

    /// The next item of a row, `width` wide: after the last one, or at the start of a new line if
    /// it wraps and must (in a trailing row, left of the last one).
    package mutating func next(width: Double) -> Rect {
        precondition(axis == .horizontal, "Flow.next(width:) places along a row")
        if fillsFromEnd { return last(width: width) }
        if wraps, start + width > end, start > bounds.minX {
            lineTop += lineHeight + lineGap
            start = bounds.minX
            end = bounds.maxX
        }
        defer { start += width + gap }
        return Rect(x: start, y: lineTop, width: width, height: lineHeight)
    }

    /// The next item of a row from its right end, `width` wide, left of the last one placed there.
    package mutating func last(width: Double) -> Rect {
        precondition(axis == .horizontal, "Flow.last(width:) places along a row")
        end -= width
        defer { end -= gap }
        return Rect(x: end, y: lineTop, width: width, height: lineHeight)
    }

    /// The next item of a column, `height` tall, under the last one.
    package mutating func next(height: Double) -> Rect {
        precondition(axis == .vertical, "Flow.next(height:) places down a column")
        defer { start += height + gap }
        return Rect(x: bounds.minX, y: start, width: bounds.size.width, height: height)
    }

    /// The next item of a column from its bottom, `height` tall, above the last one placed there.
    package mutating func last(height: Double) -> Rect {
        precondition(axis == .vertical, "Flow.last(height:) places up a column")
        end -= height
        defer { end -= gap }
        return Rect(x: bounds.minX, y: end, width: bounds.size.width, height: height)
    }

    /// Leaves `length` more room before the next item from the leading end.
    package mutating func skip(_ length: Double) {
        start += length
    }

    // MARK: - Reading

    /// Whether an item `length` long still fits between the two ends (on the current line).
    package func fits(_ length: Double) -> Bool {
        start + length <= end
    }

    /// The room between the two ends: the rest of the current line, or of the column.
    package var remaining: Rect {
        switch axis {
        case .horizontal: Rect(x: start, y: lineTop, width: max(0, end - start), height: lineHeight)
        case .vertical: Rect(x: bounds.minX, y: start, width: bounds.size.width, height: max(0, end - start))
        }
    }

    /// The bottom of a row's current line.
    package var lineBottom: Double { lineTop + lineHeight }

    /// An equal share of the room left for `count` items with gaps between them: `count` columns, say.
    package func share(of count: Int) -> Double {
        guard count > 0 else { return 0 }
        return max(0, end - start - gap * Double(count - 1)) / Double(count)
    }
}
