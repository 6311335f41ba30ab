/// Why a bitmap font could not be loaded.
///
/// ```swift
/// do { _ = try BitmapFont(contentsOfFile: "missing.psf") }
/// catch { print(error) }   // cannot read font file missing.psf: No such file or directory
/// ```
public enum BitmapFontError: Error, Equatable, Sendable {
    /// The file could not be opened or read; `reason` is the system's explanation.
    case cannotReadFile(path: String, reason: String)
    /// The data does not start with a PSF1 or PSF2 magic number.
    case notPSF
    /// The header promises more bytes than the data holds.
    case truncated(expected: Int, actual: Int)
    /// The header is inconsistent, for example its glyph size does not match its dimensions.
    case invalidHeader(String)
    /// Glyphs must be 1 to 32 pixels wide and 1 to 64 pixels tall.
    case unsupportedGlyphSize(width: Int, height: Int)
}

extension BitmapFontError: CustomStringConvertible {
    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case let .cannotReadFile(path, reason): "cannot read font file \(path): \(reason)"
        case .notPSF: "not a PSF1 or PSF2 console font"
        case let .truncated(expected, actual): "font data truncated: header needs \(expected) bytes, found \(actual)"
        case let .invalidHeader(detail): "invalid PSF header: \(detail)"
        case let .unsupportedGlyphSize(width, height): "unsupported glyph size \(width)x\(height) (at most 32x64)"
        }
    }
}
