/// Why a PNG could not be decoded, encoded, read or written.
///
/// Decoding never traps on bad input: a truncated file, a checksum mismatch or
/// a header with absurd dimensions all end up here, with libpng's own words
/// where it gave some.
///
/// ```swift
/// do { _ = try Framebuffer(pngData: Array(bytes.prefix(40))) }
/// catch { print(error) }   // invalid PNG data: Read error: truncated data
/// ```
public enum PNGError: Error, Equatable, Sendable {
    /// libpng rejected the data; the message is its explanation (for example a CRC error).
    case invalidData(String)
    /// The header declares a size beyond ``Framebuffer/maximumPNGDimension`` or
    /// ``Framebuffer/maximumPixelCount``; nothing was allocated for it.
    case dimensionsTooLarge(width: Int, height: Int)
    /// libpng could not encode the framebuffer (for example because it is empty).
    case encodingFailed(String)
    /// The file could not be opened or read; `reason` is the system's explanation.
    case cannotReadFile(path: String, reason: String)
    /// The file could not be created or written; `reason` is the system's explanation.
    case cannotWriteFile(path: String, reason: String)
}

extension PNGError: CustomStringConvertible {
    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case let .invalidData(message): "invalid PNG data: \(message)"
        case let .dimensionsTooLarge(width, height): "PNG dimensions \(width)x\(height) are too large to decode"
        case let .encodingFailed(message): "PNG encoding failed: \(message)"
        case let .cannotReadFile(path, reason): "cannot read PNG file \(path): \(reason)"
        case let .cannotWriteFile(path, reason): "cannot write PNG file \(path): \(reason)"
        }
    }
}
