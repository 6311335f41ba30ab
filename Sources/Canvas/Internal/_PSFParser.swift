/// Parses PSF1 and PSF2 console fonts into row bitmasks and a Unicode mapping.
///
/// PSF1: 4-byte header (magic 36 04, mode, glyph height), 8-pixel-wide glyphs,
/// 256 or 512 of them, then optionally a table of little-endian UCS-2 values per
/// glyph ending in FFFF (FFFE starts multi-scalar sequences, which we skip).
/// PSF2: 32-byte little-endian header, glyph rows padded to whole bytes, then
/// optionally a table of UTF-8 scalars per glyph ending in FF (FE starts sequences).
/// Every length is checked against the data before it is read.
enum _PSFParser {
    struct Result {
        var width: Int
        var height: Int
        var glyphCount: Int
        /// One entry per glyph row, bit `i` = column `i` from the left.
        var rows: [UInt32]
        /// Scalars and the glyph each maps to, in file order.
        var mapping: [(UInt32, Int32)]
    }

    static func parse(_ data: [UInt8]) throws(BitmapFontError) -> Result {
        if data.count >= 2, data[0] == 0x36, data[1] == 0x04 { return try parsePSF1(data) }
        if data.count >= 4, data[0] == 0x72, data[1] == 0xB5, data[2] == 0x4A, data[3] == 0x86 {
            return try parsePSF2(data)
        }
        throw .notPSF
    }

    // MARK: - PSF1

    private static func parsePSF1(_ data: [UInt8]) throws(BitmapFontError) -> Result {
        guard data.count >= 4 else { throw .truncated(expected: 4, actual: data.count) }
        let mode = data[2], height = Int(data[3])
        guard height >= 1, height <= 64 else { throw .unsupportedGlyphSize(width: 8, height: height) }
        let glyphCount = mode & 0x01 != 0 ? 512 : 256
        let glyphsEnd = 4 + glyphCount * height
        guard data.count >= glyphsEnd else { throw .truncated(expected: glyphsEnd, actual: data.count) }
        let rows = decodeRows(data, offset: 4, glyphCount: glyphCount, width: 8, height: height)

        var mapping: [(UInt32, Int32)] = []
        if mode & 0x06 != 0 {
            var glyph = 0, i = glyphsEnd, inSequence = false
            while glyph < glyphCount, i + 1 < data.count {
                let value = UInt32(data[i]) | UInt32(data[i + 1]) << 8
                i += 2
                switch value {
                case 0xFFFF: glyph += 1; inSequence = false
                case 0xFFFE: inSequence = true
                default: if !inSequence { mapping.append((value, Int32(glyph))) }
                }
            }
        } else {
            mapping = (0..<glyphCount).map { (UInt32($0), Int32($0)) }
        }
        return Result(width: 8, height: height, glyphCount: glyphCount, rows: rows, mapping: mapping)
    }

    // MARK: - PSF2

    private static func parsePSF2(_ data: [UInt8]) throws(BitmapFontError) -> Result {
        guard data.count >= 32 else { throw .truncated(expected: 32, actual: data.count) }
        func field(_ index: Int) -> Int {
            let o = index * 4
            return Int(UInt32(data[o]) | UInt32(data[o + 1]) << 8 | UInt32(data[o + 2]) << 16 | UInt32(data[o + 3]) << 24)
        }
        let headerSize = field(2), flags = field(3), glyphCount = field(4)
        let bytesPerGlyph = field(5), height = field(6), width = field(7)
        guard width >= 1, width <= 32, height >= 1, height <= 64 else {
            throw .unsupportedGlyphSize(width: width, height: height)
        }
        guard headerSize >= 32 else { throw .invalidHeader("header size \(headerSize) is below 32") }
        guard bytesPerGlyph == height * ((width + 7) / 8) else {
            throw .invalidHeader("\(bytesPerGlyph) bytes per glyph for \(width)x\(height) glyphs")
        }
        guard glyphCount >= 1, glyphCount <= 65536 else { throw .invalidHeader("\(glyphCount) glyphs") }
        let glyphsEnd = headerSize + glyphCount * bytesPerGlyph
        guard data.count >= glyphsEnd else { throw .truncated(expected: glyphsEnd, actual: data.count) }
        let rows = decodeRows(data, offset: headerSize, glyphCount: glyphCount, width: width, height: height)

        var mapping: [(UInt32, Int32)] = []
        if flags & 0x01 != 0 {
            var glyph = 0, i = glyphsEnd, inSequence = false
            while glyph < glyphCount, i < data.count {
                let lead = data[i]
                if lead == 0xFF { glyph += 1; inSequence = false; i += 1; continue }
                if lead == 0xFE { inSequence = true; i += 1; continue }
                let (scalar, length) = decodeUTF8(data, at: i)
                i += length
                if !inSequence, let scalar { mapping.append((scalar, Int32(glyph))) }
            }
        } else {
            mapping = (0..<glyphCount).map { (UInt32($0), Int32($0)) }
        }
        return Result(width: width, height: height, glyphCount: glyphCount, rows: rows, mapping: mapping)
    }

    // MARK: - Helpers

    /// Glyph rows are stored most significant bit first; we flip them so bit `i` is column `i`.
    private static func decodeRows(_ data: [UInt8], offset: Int, glyphCount: Int, width: Int, height: Int) -> [UInt32] {
        let bytesPerRow = (width + 7) / 8
        var rows = [UInt32](repeating: 0, count: glyphCount * height)
        for r in 0..<glyphCount * height {
            var bits: UInt32 = 0
            for column in 0..<width {
                let byte = data[offset + r * bytesPerRow + column / 8]
                if byte & (0x80 >> UInt8(column % 8)) != 0 { bits |= 1 << UInt32(column) }
            }
            rows[r] = bits
        }
        return rows
    }

    /// One UTF-8 scalar at `index`; malformed bytes yield `nil` and are skipped one at a time.
    private static func decodeUTF8(_ data: [UInt8], at index: Int) -> (UInt32?, Int) {
        let lead = data[index]
        let length: Int, initial: UInt32
        switch lead {
        case 0x00..<0x80: return (UInt32(lead), 1)
        case 0xC2..<0xE0: length = 2; initial = UInt32(lead & 0x1F)
        case 0xE0..<0xF0: length = 3; initial = UInt32(lead & 0x0F)
        case 0xF0..<0xF5: length = 4; initial = UInt32(lead & 0x07)
        default: return (nil, 1)
        }
        guard index + length <= data.count else { return (nil, 1) }
        var value = initial
        for k in 1..<length {
            let b = data[index + k]
            guard b & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard Unicode.Scalar(value) != nil else { return (nil, length) }
        return (value, length)
    }
}
