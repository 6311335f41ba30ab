import Canvas

/// A flow in a window's pixels (``Flow/init(pixels:axis:gap:)``), placing
/// whole-pixel rectangles: what the review window lays out with, the same
/// rows and columns the overlay uses in points.
///
/// ```swift
/// var window = Flow(pixels: PixelRect(x: 0, y: 0, width: 1280, height: 720), axis: .vertical, gap: 8)
/// let header = window.next(pixels: 60)      // y 0, 60 tall
/// let footer = window.last(pixels: 90)      // y 630
/// let body = window.remainingPixels         // y 68 to 622
/// ```
extension Flow {
    /// The next item, `length` pixels long along the flow (wide in a row, tall in a column).
    package mutating func next(pixels length: Int) -> PixelRect {
        PixelRect(covering: axis == .horizontal ? next(width: Double(length)) : next(height: Double(length)))
    }

    /// The next item from the far end, `length` pixels long along the flow.
    package mutating func last(pixels length: Int) -> PixelRect {
        PixelRect(covering: axis == .horizontal ? last(width: Double(length)) : last(height: Double(length)))
    }

    /// The room between the two ends, in pixels.
    package var remainingPixels: PixelRect { PixelRect(covering: remaining) }
}
