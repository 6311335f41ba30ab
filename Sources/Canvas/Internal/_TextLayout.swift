/// How much of a line of text fits: the shared answer for measuring and drawing.
///
/// Computed by counting scalars, so it never allocates. When the text is wider
/// than `maxWidth`, as many leading scalars as fit are kept and followed by an
/// ellipsis (U+2026, or three full stops when the font lacks it).
struct _TextLayout {
    /// Scalars of the text to draw.
    var visibleScalars: Int
    /// Whether an ellipsis follows them.
    var ellipsis: Bool
    /// The total width in pixels.
    var width: Int
    /// The pixel advance of one cell.
    var advance: Int

    init(_ text: some StringProtocol, font: BitmapFont, scale: Int, maxWidth: Int?) {
        advance = font.glyphWidth &* Self.clampScale(scale)
        let count = text.unicodeScalars.count
        let full = count &* advance
        visibleScalars = count
        ellipsis = false
        width = full
        guard let maxWidth, full > maxWidth else { return }
        let ellipsisWidth = font._ellipsisGlyph == nil ? 3 &* advance : advance
        guard maxWidth >= ellipsisWidth else {
            visibleScalars = 0
            width = 0
            return
        }
        visibleScalars = (maxWidth &- ellipsisWidth) / advance
        ellipsis = true
        width = visibleScalars &* advance &+ ellipsisWidth
    }

    /// Scales below 1 draw at 1; above 16 at 16 (a 512-pixel-wide glyph is already absurd).
    static func clampScale(_ scale: Int) -> Int { max(1, min(scale, 16)) }
}
