/// One stored framebuffer pixel: 8-bit channels with premultiplied alpha, packed in a `UInt32`.
///
/// ## Byte order
/// In memory a pixel is the four bytes **R, G, B, A** in that order. Read as a
/// little-endian `UInt32`, ``rawValue`` is `A << 24 | B << 16 | G << 8 | R`. This
/// is SDL's `SDL_PIXELFORMAT_ABGR8888` (alias `SDL_PIXELFORMAT_RGBA32`) on
/// little-endian machines, and the layout libpng's `PNG_FORMAT_RGBA` uses.
///
/// ## Alpha convention
/// Colour channels are premultiplied: each is already scaled by `alpha / 255`,
/// so `red <= alpha` and so on. An opaque pixel (alpha 255) holds the same
/// channels as its ``Color``. Source-over blending is then
/// `result = source + destination × (255 − source.alpha) / 255`, rounded to nearest.
///
/// ```swift
/// let p = Pixel(Color(red: 255, green: 0, blue: 0, alpha: 128))
/// // p.red == 128, p.alpha == 128
/// ```
public struct Pixel: Hashable, Sendable {
    /// The packed value: `A << 24 | B << 16 | G << 8 | R`.
    public var rawValue: UInt32

    /// Wraps a packed value without checking the premultiplied invariant.
    ///
    /// ```swift
    /// let opaqueBlue = Pixel(rawValue: 0xFFFF_0000)
    /// ```
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Creates a premultiplied pixel from premultiplied channel values.
    ///
    /// ```swift
    /// let halfWhite = Pixel(red: 128, green: 128, blue: 128, alpha: 128)
    /// ```
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        rawValue = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// Premultiplies a straight-alpha colour, rounding each channel to nearest.
    ///
    /// ```swift
    /// let stored = Pixel(Color.white.withAlpha(64))   // channels 64, 64, 64, 64
    /// ```
    public init(_ color: Color) {
        let a = UInt32(color.alpha)
        func scale(_ c: UInt8) -> UInt8 { UInt8(_div255(UInt32(c) * a)) }
        self.init(red: scale(color.red), green: scale(color.green), blue: scale(color.blue), alpha: color.alpha)
    }

    /// The premultiplied red channel.
    public var red: UInt8 { UInt8(truncatingIfNeeded: rawValue) }
    /// The premultiplied green channel.
    public var green: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 8) }
    /// The premultiplied blue channel.
    public var blue: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 16) }
    /// The alpha channel.
    public var alpha: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 24) }

    /// Fully transparent black, the value of a new framebuffer.
    public static let transparent = Pixel(rawValue: 0)
}

extension Pixel: CustomStringConvertible {
    /// The stored channels as `premultiplied(r, g, b, a)`.
    public var description: String { "premultiplied(\(red), \(green), \(blue), \(alpha))" }
}

/// `x / 255` rounded to nearest, exact for every `x` in `0...65535`, without a division.
@inline(__always)
func _div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}
