/// What differs between an image and its golden: counts, the largest channel difference, and where.
///
/// Produced by ``Framebuffer/difference(from:tolerance:)``; its ``description``
/// is the sentence a failing golden test prints.
///
/// ```swift
/// let diff = actual.difference(from: golden, tolerance: .exact)
/// if !diff.matches { print(diff) }   // 12 of 4096 pixels differ (largest channel difference 255) …
/// ```
public struct ImageDifference: Hashable, Sendable {
    /// The golden's size as `(width, height)`.
    public var expectedWidth: Int, expectedHeight: Int
    /// The actual image's size.
    public var actualWidth: Int, actualHeight: Int
    /// Pixels whose largest channel difference exceeds the tolerance (all of them if the sizes differ).
    public var differingPixels: Int
    /// The largest difference of any channel of any pixel, 0 to 255, tolerated or not.
    public var maxChannelDelta: Int
    /// The first differing pixel in row order, if any, with both values.
    package var firstDifference: (x: Int, y: Int, expected: Pixel, actual: Pixel)? {
        _first.map { ($0.x, $0.y, $0.expected, $0.actual) }
    }
    /// The tolerance the comparison used.
    public var tolerance: PixelTolerance
    /// The smallest rectangle holding every differing pixel, or `nil` when none differs
    /// (the larger of the two images when the sizes differ).
    package var differingBounds: PixelRect?

    var _first: _FirstDifference?

    struct _FirstDifference: Hashable, Sendable {
        var x: Int, y: Int, expected: Pixel, actual: Pixel
    }

    /// Whether the sizes agree.
    package var sizesMatch: Bool { expectedWidth == actualWidth && expectedHeight == actualHeight }

    /// Whether the images match within ``tolerance``.
    public var matches: Bool { sizesMatch && differingPixels <= tolerance.maxDifferingPixels }
}

extension ImageDifference: CustomStringConvertible {
    /// How many pixels differ and by how much, in one or two sentences.
    public var description: String {
        guard sizesMatch else {
            return "Image is \(actualWidth)x\(actualHeight) but the golden is \(expectedWidth)x\(expectedHeight)."
        }
        let total = expectedWidth * expectedHeight
        var text =
            "\(differingPixels) of \(total) pixels differ by more than \(tolerance.maxChannelDelta) "
            + "(largest channel difference \(maxChannelDelta); "
            + "tolerance: channel delta \(tolerance.maxChannelDelta), differing pixels \(tolerance.maxDifferingPixels))."
        if let first = firstDifference {
            text += " First at (\(first.x), \(first.y)): expected \(first.expected), actual \(first.actual)."
        }
        return text
    }
}
