/// A monospaced bitmap font loaded from a PSF console font, with glyphs decoded once at load time.
///
/// Reads PSF1 and PSF2 files (Linux console fonts, as in Debian's
/// console-setup), including their Unicode tables. Every glyph is one
/// ``glyphWidth`` × ``glyphHeight`` cell, so measuring a string is counting its
/// Unicode scalars. A scalar the font lacks draws the font's U+FFFD glyph, or a
/// hollow box if it has none, never nothing and never a crash. Drawing is in
/// ``Framebuffer/drawText(_:x:y:font:color:scale:maxWidth:)``.
///
/// The project ships Terminus 8×16 (Latin-1 and Latin-9) at ``defaultFontPath``.
///
/// ```swift
/// let font = try BitmapFont(contentsOfFile: BitmapFont.defaultFontPath)
/// let w = font.width(of: "Hello", scale: 2)   // 80
/// ```
public struct BitmapFont: Sendable {
    /// Where the bundled font lives, relative to the package root: Terminus 8×16, SIL OFL 1.1.
    public static let defaultFontPath = "Assets/Fonts/Lat15-Terminus16.psf"

    /// The width of every glyph cell in pixels, at scale 1.
    public let glyphWidth: Int
    /// The height of every glyph cell in pixels, at scale 1.
    public let glyphHeight: Int
    /// The number of glyphs in the font file.
    public let glyphCount: Int

    /// One `UInt32` per glyph row, bit `i` set when column `i` (from the left) is ink.
    let _rows: [UInt32]
    /// Glyph index for scalars below 256, or -1; the common case needs no search.
    let _latin1: [Int32]
    /// Other mapped scalars, sorted, with their glyph indices alongside.
    let _scalars: [UInt32]
    let _scalarGlyphs: [Int32]
    /// What a missing scalar draws.
    let _replacementGlyph: Int
    /// U+2026 if the font has it; otherwise an ellipsis is three full stops.
    let _ellipsisGlyph: Int?
    let _periodGlyph: Int

    // MARK: - Loading

    /// Loads a PSF1 or PSF2 font file (uncompressed).
    ///
    /// ```swift
    /// let font = try BitmapFont(contentsOfFile: "Assets/Fonts/Lat15-Terminus16.psf")
    /// ```
    public init(contentsOfFile path: String) throws(BitmapFontError) {
        switch _File.read(path, limit: 16 << 20) {
        case let .success(bytes): try self.init(psfData: bytes)
        case let .failure(error): throw .cannotReadFile(path: path, reason: error.reason)
        }
    }

    /// Parses a PSF1 or PSF2 font from its bytes.
    ///
    /// ```swift
    /// let font = try BitmapFont(psfData: bytes)
    /// ```
    public init(psfData data: [UInt8]) throws(BitmapFontError) {
        let parsed = try _PSFParser.parse(data)
        glyphWidth = parsed.width
        glyphHeight = parsed.height
        glyphCount = parsed.glyphCount

        var latin1 = [Int32](repeating: -1, count: 256)
        var others: [(scalar: UInt32, glyph: Int32)] = []
        for (scalar, glyph) in parsed.mapping {
            if scalar < 256 {
                if latin1[Int(scalar)] < 0 { latin1[Int(scalar)] = glyph }
            } else {
                others.append((scalar, glyph))
            }
        }
        // Sorting by (scalar, glyph) makes the first glyph listed for a scalar win, whatever the sort's stability.
        others.sort { ($0.scalar, $0.glyph) < ($1.scalar, $1.glyph) }
        var scalars: [UInt32] = [], glyphs: [Int32] = []
        for entry in others where scalars.last != entry.scalar {
            scalars.append(entry.scalar)
            glyphs.append(entry.glyph)
        }
        _latin1 = latin1
        _scalars = scalars
        _scalarGlyphs = glyphs

        var rows = parsed.rows
        let lookup = { (scalar: UInt32) -> Int? in
            Self._find(scalar, latin1: latin1, scalars: scalars, glyphs: glyphs)
        }
        if let replacement = lookup(0xFFFD) {
            _replacementGlyph = replacement
        } else {
            // A hollow box one pixel inside the cell: unmistakably "missing".
            _replacementGlyph = parsed.glyphCount
            rows.append(contentsOf: Self._hollowBox(width: parsed.width, height: parsed.height))
        }
        _ellipsisGlyph = lookup(0x2026)
        _periodGlyph = lookup(0x2E) ?? _replacementGlyph
        _rows = rows
    }

    // MARK: - Glyphs and measuring

    /// Whether the font has its own glyph for `scalar` (otherwise it draws the replacement glyph).
    ///
    /// ```swift
    /// font.hasGlyph(for: "é")   // true for the bundled font
    /// ```
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        Self._find(scalar.value, latin1: _latin1, scalars: _scalars, glyphs: _scalarGlyphs) != nil
    }

    /// The height of a line of text in pixels: ``glyphHeight`` × `scale`.
    package func lineHeight(scale: Int = 1) -> Int { glyphHeight &* _TextLayout.clampScale(scale) }

    /// The width in pixels that drawing `text` takes, after truncation to `maxWidth` if given.
    ///
    /// Each Unicode scalar takes one cell of ``glyphWidth`` × `scale` pixels. With
    /// `maxWidth`, a longer text is cut and ends in an ellipsis, exactly as
    /// drawing would do it; if not even the ellipsis fits, the width is 0.
    ///
    /// ```swift
    /// font.width(of: "Spring", scale: 1)                  // 48
    /// font.width(of: "Tossable performer", maxWidth: 64)  // 64: "Tossabl…"
    /// ```
    public func width(of text: some StringProtocol, scale: Int = 1, maxWidth: Int? = nil) -> Int {
        _TextLayout(text, font: self, scale: scale, maxWidth: maxWidth).width
    }

    /// The glyph that draws `scalar`: its own, or the replacement glyph.
    @inline(__always)
    func _glyph(for scalar: Unicode.Scalar) -> Int {
        Self._find(scalar.value, latin1: _latin1, scalars: _scalars, glyphs: _scalarGlyphs) ?? _replacementGlyph
    }

    @inline(__always)
    static func _find(_ scalar: UInt32, latin1: [Int32], scalars: [UInt32], glyphs: [Int32]) -> Int? {
        if scalar < 256 {
            let g = latin1[Int(scalar)]
            return g < 0 ? nil : Int(g)
        }
        // Binary search: a few hundred entries at most for console fonts.
        var lo = 0, hi = scalars.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if scalars[mid] < scalar { lo = mid &+ 1 } else { hi = mid }
        }
        return lo < scalars.count && scalars[lo] == scalar ? Int(glyphs[lo]) : nil
    }

    /// A box outline one pixel inside the cell, for fonts without U+FFFD.
    private static func _hollowBox(width: Int, height: Int) -> [UInt32] {
        guard width > 2, height > 2 else {
            return [UInt32](repeating: width >= 32 ? .max : (1 << UInt32(width)) - 1, count: height)
        }
        let left: UInt32 = 1 << 1, right: UInt32 = 1 << UInt32(width - 2)
        let span = (right << 1) - left  // columns 1 ... width − 2
        var rows = [UInt32](repeating: 0, count: height)
        for r in 1...height - 2 {
            rows[r] = (r == 1 || r == height - 2) ? span : (left | right)
        }
        return rows
    }
}

extension BitmapFont {
    /// The whole magnification text takes on a framebuffer of `pixelScale`
    /// pixels per point: the largest whole number not above it (1× at 1 or
    /// 1.5, 2× at 2), at least 1, so text always fits the cells a layout
    /// measured in points. A hair of slack absorbs a 2 stored as 1.9999….
    ///
    /// ```swift
    /// BitmapFont.magnification(forPixelScale: 2)     // 2
    /// BitmapFont.magnification(forPixelScale: 1.5)   // 1
    /// ```
    package static func magnification(forPixelScale pixelScale: Double) -> Int {
        CheckedInt.from(pixelScale + 1e-9, in: 1...CheckedInt.limit) ?? 1
    }
}
