import Canvas
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// The largest font and PNG file Canvas reads, and what happens beyond: a clear error, before reading.
@Suite("Resource bounds of fonts and PNG files")
struct CanvasResourceBoundsTests {
    /// A sparse file of `size` bytes: large on paper and empty on disk, so reading it would never finish.
    private func sparseFile(_ size: Int, _ name: String = #function) -> String {
        let path = "/tmp/canvas-bounds-\(name.filter(\.isLetter))-\(getpid())"
        let file = fopen(path, "wb")
        fclose(file)
        #expect(truncate(path, off_t(size)) == 0)
        return path
    }

    @Test("A font file over 16 MiB (here a terabyte) is refused at once, unread")
    func hugeFontRefusedUnread() {
        let path = sparseFile(1 << 40)
        defer { unlink(path) }
        #expect(throws: BitmapFontError.cannotReadFile(path: path, reason: "file is 1099511627776 bytes, larger than the limit of 16777216 bytes")) {
            try BitmapFont(contentsOfFile: path)
        }
    }

    @Test("A PNG file over 1 GiB (here a terabyte) is refused at once, unread")
    func hugePNGRefusedUnread() {
        let path = sparseFile(1 << 40)
        defer { unlink(path) }
        #expect(throws: PNGError.cannotReadFile(path: path, reason: "file is 1099511627776 bytes, larger than the limit of 1073741824 bytes")) {
            try Framebuffer(contentsOfPNGFile: path)
        }
    }

    @Test("A PSF2 header promising 65,537 glyphs, or more data than it holds, is refused before the glyphs are allocated")
    func fontHeadersRefused() {
        func psf2(glyphs: UInt32, width: UInt32 = 8, height: UInt32 = 16) -> [UInt8] {
            let fields: [UInt32] = [0x864A_B572, 0, 32, 0, glyphs, height * ((width + 7) / 8), height, width]
            return fields.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        }
        #expect(throws: BitmapFontError.invalidHeader("65537 glyphs")) { try BitmapFont(psfData: psf2(glyphs: 65537)) }
        #expect(throws: BitmapFontError.truncated(expected: 32 + 65536 * 16, actual: 32)) { try BitmapFont(psfData: psf2(glyphs: 65536)) }
        #expect(throws: BitmapFontError.unsupportedGlyphSize(width: 33, height: 16)) { try BitmapFont(psfData: psf2(glyphs: 1, width: 33)) }
    }
}
