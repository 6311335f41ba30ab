import Canvas
import Foundation
import Testing

@Suite("Framebuffer PNG")
struct FramebufferPNGTests {
    // MARK: - Round trips

    @Test("Encoding and decoding gives back every pixel, translucent ones included")
    func roundTrip() throws {
        var fb = Framebuffer(width: 16, height: 16, fill: .clear)
        var random = TestSupport.LCG(state: 42)
        for y in 0..<16 {
            for x in 0..<16 {
                fb[x, y] = Pixel(Color(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte()))
            }
        }
        let decoded = try Framebuffer(pngData: fb.pngData())
        #expect(decoded == fb)
    }

    /// A small scene with translucent, anti-aliased pixels, encoded.
    static func encodedScene() throws -> [UInt8] {
        var fb = Framebuffer(width: 20, height: 10, fill: TestSupport.background)
        fb.fillRectangle(x: 2.5, y: 2.5, width: 10, height: 5, color: Color.red.withAlpha(100))
        fb.fillCircle(centerX: 15.3, centerY: 4.7, radius: 3.2, color: Color.green.withAlpha(180))
        return try fb.pngData()
    }

    @Test("Encoding the same framebuffer gives the same bytes in another process")
    func deterministicEncoding() async throws {
        let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            FileHandle.standardOutput.write(Data(try! FramebufferPNGTests.encodedScene()))
        }
        let bytes = try #require(child).standardOutputContent
        #expect(bytes.count > 60)
        #expect(Array(bytes) == (try Self.encodedScene()))
    }

    @Test("Writing a file and reading it back gives the same pixels")
    func fileRoundTrip() throws {
        let path = NSTemporaryDirectory() + "canvas-roundtrip-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fb = Framebuffer(width: 3, height: 2, fill: Color(rgba: 0x1020_30FF))
        try fb.writePNG(toFile: path)
        #expect(try Framebuffer(contentsOfPNGFile: path) == fb)
    }

    // MARK: - Every colour type

    /// The straight-alpha pattern make_png_fixtures.py writes.
    static func pattern(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (
            UInt8((x * 37 + y * 11) & 0xFF), UInt8((x * 5 + y * 71) & 0xFF), UInt8((x * y * 13 + 7) & 0xFF),
            UInt8((x * 29 + y * 53 + 40) & 0xFF)
        )
    }

    static let palette: [Color] = [
        Color(red: 0, green: 0, blue: 0, alpha: 255), Color(red: 255, green: 64, blue: 0, alpha: 128),
        Color(red: 32, green: 160, blue: 255, alpha: 64), Color(red: 255, green: 255, blue: 255, alpha: 0),
    ]

    static let fixtures: [(file: String, expected: @Sendable (Int, Int) -> Color)] = [
        (
            "grey-1bit.png",
            { x, y in
                let v: UInt8 = (x + y) & 1 == 1 ? 255 : 0; return Color(red: v, green: v, blue: v)
            }
        ),
        (
            "grey-2bit.png",
            { x, y in
                let v = UInt8(((x + 2 * y) & 3) * 85); return Color(red: v, green: v, blue: v)
            }
        ),
        (
            "grey-8bit.png",
            { x, y in
                let v = pattern(x, y).r; return Color(red: v, green: v, blue: v)
            }
        ),
        (
            "grey-alpha-8bit.png",
            { x, y in
                let p = pattern(x, y); return Color(red: p.r, green: p.r, blue: p.r, alpha: p.a)
            }
        ),
        (
            "rgb-8bit.png",
            { x, y in
                let p = pattern(x, y); return Color(red: p.r, green: p.g, blue: p.b)
            }
        ),
        (
            "rgba-8bit.png",
            { x, y in
                let p = pattern(x, y); return Color(red: p.r, green: p.g, blue: p.b, alpha: p.a)
            }
        ),
        ("palette-4bit.png", { x, y in palette[(x + y) % 4] }),
        (
            "rgb-16bit.png",
            { x, y in
                let p = pattern(x, y); return Color(red: p.r, green: p.g, blue: p.b)
            }
        ),
        (
            "grey-16bit.png",
            { x, y in
                let v = pattern(x, y).g; return Color(red: v, green: v, blue: v)
            }
        ),
        (
            "rgba-8bit-interlaced.png",
            { x, y in
                let p = pattern(x, y); return Color(red: p.r, green: p.g, blue: p.b, alpha: p.a)
            }
        ),
        ("palette-2bit-interlaced.png", { x, y in palette[(x + y) % 4].withAlpha(255) }),
    ]

    @Test(
        "Every colour type, bit depth and interlacing decodes to the pixels that were written",
        arguments: fixtures.indices)
    func decodesFixture(index: Int) throws {
        let (file, expected) = Self.fixtures[index]
        let fb = try Framebuffer(contentsOfPNGFile: TestSupport.fixtures + "/" + file)
        #expect(fb.width == 11)
        #expect(fb.height == 7)
        for y in 0..<7 {
            for x in 0..<11 {
                #expect(fb[x, y] == Pixel(expected(x, y)), "\(file) at (\(x), \(y))")
            }
        }
    }

    // MARK: - Corrupt input

    /// A small valid PNG to corrupt.
    static func validPNG() throws -> [UInt8] {
        var fb = Framebuffer(width: 32, height: 32, fill: .white)
        fb.fillCircle(centerX: 16, centerY: 16, radius: 10, color: .red)
        return try fb.pngData()
    }

    @Test("A truncated PNG throws instead of crashing", arguments: [8, 20, 33, 60, 100])
    func truncated(length: Int) throws {
        let bytes = try Array(Self.validPNG().prefix(length))
        #expect(throws: PNGError.self) { try Framebuffer(pngData: bytes) }
    }

    @Test("A PNG whose chunk checksum is wrong throws a CRC error", arguments: ["IHDR", "IDAT"])
    func badCRC(chunk: String) throws {
        var bytes = try Self.validPNG()
        let offset = try #require(Self.chunkOffset(chunk, in: bytes))
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        bytes[offset + 8 + length] ^= 0x5A  // the first byte of the stored CRC; the data itself is intact
        let error = try #require(throws: PNGError.self) { try Framebuffer(pngData: bytes) }
        guard case let .invalidData(message) = error else { Issue.record("unexpected \(error)"); return }
        #expect(message.lowercased().contains("crc"), "\(message)")
    }

    @Test("A PNG whose compressed data is damaged throws instead of crashing")
    func damagedData() throws {
        var bytes = try Self.validPNG()
        let idat = try #require(Self.chunkOffset("IDAT", in: bytes))
        bytes[idat + 8 + 5] ^= 0x55
        #expect(throws: PNGError.self) { try Framebuffer(pngData: bytes) }
    }

    @Test("A header claiming 100000 by 100000 pixels is refused before anything is allocated")
    func absurdDimensions() throws {
        var bytes = try Self.validPNG()
        Self.setDimensions(width: 100_000, height: 100_000, in: &bytes)
        #expect(throws: PNGError.dimensionsTooLarge(width: 100_000, height: 100_000)) {
            try Framebuffer(pngData: bytes)
        }
    }

    @Test("A header beyond libpng's own limits is reported as invalid data")
    func beyondLibpngLimits() throws {
        var bytes = try Self.validPNG()
        Self.setDimensions(width: 0x7FFF_FFFF, height: 1, in: &bytes)
        #expect(throws: PNGError.self) { try Framebuffer(pngData: bytes) }
    }

    @Test("Empty data and data that is not a PNG throw invalidData", arguments: [[], Array("GIF89a not a png".utf8)])
    func notPNG(bytes: [UInt8]) {
        #expect {
            try Framebuffer(pngData: bytes)
        } throws: { error in
            guard case .invalidData? = error as? PNGError else { return false }
            return true
        }
    }

    @Test("An empty framebuffer cannot be encoded")
    func emptyFramebuffer() {
        #expect(throws: PNGError.encodingFailed("a PNG needs at least one pixel")) {
            try Framebuffer(width: 0, height: 5).pngData()
        }
    }

    @Test("A missing file is reported with its path")
    func missingFile() {
        #expect(throws: PNGError.cannotReadFile(path: "/nonexistent/x.png", reason: "No such file or directory")) {
            try Framebuffer(contentsOfPNGFile: "/nonexistent/x.png")
        }
    }

    // MARK: - Helpers

    /// The offset of the first chunk of `type` (its length field), if any.
    static func chunkOffset(_ type: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if Array(bytes[offset + 4..<offset + 8]) == Array(type.utf8) { return offset }
            offset += 12 + length
        }
        return nil
    }

    /// Rewrites IHDR's width and height and fixes its CRC, so only the dimensions are wrong.
    static func setDimensions(width: UInt32, height: UInt32, in bytes: inout [UInt8]) {
        for (i, value) in [width, height].enumerated() {
            for k in 0..<4 { bytes[16 + i * 4 + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
        }
        let crc = crc32(bytes[12..<29])
        for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
    }

    /// PNG's CRC-32 (polynomial 0xEDB88320), bit by bit: slow and obviously right.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
