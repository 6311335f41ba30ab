/// A width and a height, in pixels.
///
/// ```swift
/// let box = Size(width: 80, height: 60)
/// print(box)   // 80×60
/// ```
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    /// `80×60`.
    public var description: String {
        "\(_Formatting.number(width))×\(_Formatting.number(height))"
    }
}
