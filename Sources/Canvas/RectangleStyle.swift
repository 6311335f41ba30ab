/// How a rectangle is shaped and transformed: corner radius, opacity, and rotation and scale about its centre.
///
/// The defaults draw a plain, opaque, axis-aligned rectangle, which takes the
/// fastest path. Rotation and scale are what material-motion targets animate
/// when they turn and pinch; opacity multiplies the colour's own alpha.
///
/// ```swift
/// let card = RectangleStyle(cornerRadius: 8, opacity: 0.9, rotation: .pi / 12, scale: 1.1)
/// fb.fillRectangle(x: 100, y: 80, width: 120, height: 80, color: .white, style: card)
/// ```
public struct RectangleStyle: Hashable, Sendable {
    /// The radius of each corner's quarter circle in pixels, before scaling; clamped to half the shorter side.
    public var cornerRadius: Double
    /// A multiplier for the colour's alpha, from 0 (invisible) to 1 (as is); values outside are clamped.
    public var opacity: Double
    /// The turn about the rectangle's centre in radians; positive turns clockwise on screen (y grows down).
    public var rotation: Double
    /// A uniform scale about the rectangle's centre; it also scales the corner radius and line width. Zero or less draws nothing.
    public var scale: Double

    /// Creates a style; every parameter has the neutral default.
    ///
    /// ```swift
    /// let pill = RectangleStyle(cornerRadius: .infinity)   // radius clamps to half the height
    /// ```
    public init(cornerRadius: Double = 0, opacity: Double = 1, rotation: Double = 0, scale: Double = 1) {
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.rotation = rotation
        self.scale = scale
    }

    /// A plain, opaque, axis-aligned rectangle.
    public static let plain = RectangleStyle()
}
