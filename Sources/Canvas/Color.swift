/// A colour with 8-bit red, green, blue and straight (non-premultiplied) alpha channels.
///
/// `Color` is what you pass to drawing calls: its channels are the sRGB values
/// a person would pick in an image editor, and `alpha` is independent of them.
/// The framebuffer stores pixels premultiplied (see ``Pixel``); drawing calls
/// convert for you.
///
/// ```swift
/// let accent = Color(red: 255, green: 128, blue: 0)
/// let glass = Color.white.withAlpha(64)
/// ```
public struct Color: Hashable, Sendable {
    /// The red channel, 0 to 255.
    public var red: UInt8
    /// The green channel, 0 to 255.
    public var green: UInt8
    /// The blue channel, 0 to 255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) to 255 (opaque); it does not scale the colour channels.
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    ///
    /// ```swift
    /// let translucentRed = Color(red: 255, green: 0, blue: 0, alpha: 128)
    /// ```
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from a `0xRRGGBBAA` literal, the way design tools write colours.
    ///
    /// ```swift
    /// let teal = Color(rgba: 0x0080_80FF)
    /// ```
    public init(rgba: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgba >> 24),
            green: UInt8(truncatingIfNeeded: rgba >> 16),
            blue: UInt8(truncatingIfNeeded: rgba >> 8),
            alpha: UInt8(truncatingIfNeeded: rgba)
        )
    }

    /// Creates the straight-alpha colour that a premultiplied pixel represents.
    ///
    /// Each channel is divided by alpha with rounding, so converting a colour to a
    /// ``Pixel`` and back gives the original channels whenever alpha is 255, and
    /// `Pixel(Color(p)) == p` for every valid premultiplied pixel `p`.
    ///
    /// ```swift
    /// let seen = Color(framebuffer[3, 4])
    /// ```
    public init(_ pixel: Pixel) {
        let a = UInt32(pixel.alpha)
        guard a != 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        // Round to nearest; clamp because a malformed pixel may have a channel above alpha.
        func unscale(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
        self.init(red: unscale(pixel.red), green: unscale(pixel.green), blue: unscale(pixel.blue), alpha: pixel.alpha)
    }

    /// Returns this colour with a different alpha.
    ///
    /// ```swift
    /// let shadow = Color.black.withAlpha(96)
    /// ```
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}

// MARK: - Named colours

extension Color {
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque pure red.
    public static let red = Color(red: 255, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 255, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 255)
}

extension Color: CustomStringConvertible {
    /// The colour as `rgba(r, g, b, a)`, which is how failure messages print it.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
