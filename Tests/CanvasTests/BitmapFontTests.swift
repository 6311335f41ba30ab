import Canvas
import Testing

@Suite("BitmapFont")
struct BitmapFontTests {
    let font = TestSupport.font

    // MARK: - The bundled font

    @Test("The bundled font is 8 by 16 with 256 glyphs")
    func bundledFontDimensions() {
        #expect(font.glyphWidth == 8)
        #expect(font.glyphHeight == 16)
        #expect(font.glyphCount == 256)
        #expect(font.lineHeight(scale: 2) == 32)
    }

    @Test("The bundled font covers printable ASCII and Latin-1")
    func coverage() {
        let scalars = (0x20...0x7E).map { Unicode.Scalar($0)! } + (0xA0...0xFF).map { Unicode.Scalar($0)! }
        for scalar in scalars {
            #expect(font.hasGlyph(for: scalar), "U+\(String(scalar.value, radix: 16))")
        }
        #expect(!font.hasGlyph(for: "漢"))
    }

    // MARK: - Measuring

    @Test("A line is as wide as its scalars times the glyph width times the scale")
    func measuring() {
        #expect(font.width(of: "Hello") == 40)
        #expect(font.width(of: "Hello", scale: 2) == 80)
        #expect(font.width(of: "") == 0)
        #expect(font.width(of: "né") == 16)
    }

    @Test("A line wider than its maximum keeps what fits before a one-cell ellipsis")
    func truncatedWidth() {
        // 100 px fits 12 cells: 11 characters and the ellipsis.
        #expect(font.width(of: "Tossable performer", maxWidth: 100) == 96)
        #expect(font.width(of: "short", maxWidth: 100) == 40)
        #expect(font.width(of: "Tossable", scale: 2, maxWidth: 40) == 32)
    }

    @Test("A maximum narrower than the ellipsis draws nothing")
    func tooNarrowForEllipsis() {
        #expect(font.width(of: "Tossable", maxWidth: 7) == 0)
    }

    // MARK: - PSF2 and errors

    @Test("A PSF2 font with a Unicode table maps scalars to its glyphs")
    func psf2UnicodeTable() throws {
        let font = try BitmapFont(psfData: Self.psf2(glyphs: [0xFF, 0x81], table: [["A"], ["é", "e"]]))
        #expect(font.glyphWidth == 6)
        #expect(font.glyphHeight == 2)
        #expect(font.hasGlyph(for: "A"))
        #expect(font.hasGlyph(for: "é"))
        #expect(!font.hasGlyph(for: "B"))
        var fb = Framebuffer(width: 6, height: 2, fill: .black)
        fb.drawText("é", x: 0, y: 0, font: font, color: .white)
        // Glyph 1's first row is 0x81: only its leftmost of six columns is ink (the rightmost bit is padding).
        #expect(fb[0, 0] == Pixel(Color.white))
        #expect(fb[1, 0] == Pixel(Color.black))
    }

    @Test("A font without a replacement character draws a hollow box for missing scalars")
    func hollowBoxReplacement() throws {
        let font = try BitmapFont(psfData: Self.psf2(glyphs: [0, 0], table: [["A"], ["B"]], width: 8, height: 8))
        var fb = Framebuffer(width: 8, height: 8, fill: .black)
        fb.drawText("?", x: 0, y: 0, font: font, color: .white)
        #expect(fb[1, 1] == Pixel(Color.white))
        #expect(fb[6, 6] == Pixel(Color.white))
        #expect(fb[3, 3] == Pixel(Color.black))
        #expect(fb[0, 0] == Pixel(Color.black))
    }

    @Test("Data that is not a PSF font is rejected")
    func notPSF() {
        #expect(throws: BitmapFontError.notPSF) { try BitmapFont(psfData: [1, 2, 3, 4, 5]) }
    }

    @Test("A truncated font is rejected with the sizes involved")
    func truncatedFont() throws {
        let bytes = try #require(try? Array(Self.bundledBytes().prefix(1000)))
        #expect(throws: BitmapFontError.truncated(expected: 4 + 256 * 16, actual: 1000)) {
            try BitmapFont(psfData: bytes)
        }
    }

    @Test("A PSF2 header whose glyph size disagrees with its dimensions is rejected")
    func inconsistentHeader() {
        var bytes = Self.psf2(glyphs: [0xFF], table: [["A"]])
        bytes[20] = 9  // bytes per glyph
        #expect(throws: BitmapFontError.invalidHeader("9 bytes per glyph for 6x2 glyphs")) {
            try BitmapFont(psfData: bytes)
        }
    }

    @Test("A missing font file is reported with its path")
    func missingFile() {
        #expect(throws: BitmapFontError.cannotReadFile(path: "/nonexistent/font.psf", reason: "No such file or directory")) {
            try BitmapFont(contentsOfFile: "/nonexistent/font.psf")
        }
    }

    // MARK: - Helpers

    static func bundledBytes() throws -> [UInt8] {
        try #require(TestSupport.bytes(atPath: TestSupport.packageRoot + "/" + BitmapFont.defaultFontPath))
    }

    /// A PSF2 font whose glyph `i` has every row equal to `glyphs[i]` (one byte per row), with a Unicode table.
    static func psf2(glyphs: [UInt8], table: [[String]], width: Int = 6, height: Int = 2) -> [UInt8] {
        func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> ($0 * 8)) } }
        var bytes: [UInt8] = [0x72, 0xB5, 0x4A, 0x86] + le32(0) + le32(32) + le32(1)
        bytes += le32(glyphs.count) + le32(height * ((width + 7) / 8)) + le32(height) + le32(width)
        for g in glyphs { bytes += [UInt8](repeating: g, count: height * ((width + 7) / 8)) }
        for entry in table {
            for s in entry { bytes += Array(s.utf8) }
            bytes.append(0xFF)
        }
        return bytes
    }
}
