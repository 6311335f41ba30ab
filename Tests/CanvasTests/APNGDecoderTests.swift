@testable import Canvas
import Testing

/// Reading animated PNGs back, frame by frame: what the review window steps
/// through in a failure's clip. Every frame the encoder took comes back as it
/// was drawn; damaged files fail when the decoder is made, in one message.
@Suite("Reading animated PNG clips")
struct APNGDecoderTests {
    /// Six frames: a box moving right, stopping (one frame repeated), then a half-transparent dot.
    static func frames() -> [Framebuffer] {
        var frames: [Framebuffer] = []
        for step in 0..<6 {
            var frame = Framebuffer(width: 48, height: 32, fill: Color(rgba: 0x1B1D24FF))
            frame.fillRectangle(x: Double(4 + 6 * min(step, 3)), y: 8, width: 12, height: 12, color: Color(rgba: 0x4FC3F7FF))
            if step == 5 { frame.fillCircle(centerX: 40, centerY: 24, radius: 5, color: Color(rgba: 0xEF535080)) }
            frames.append(frame)
        }
        return frames
    }

    static func encoded(_ frames: [Framebuffer]) throws -> [UInt8] {
        var encoder = APNGEncoder(width: 48, height: 32, framePeriod: 1.0 / 30)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    @Test("Every distinct frame the encoder took comes back pixel for pixel; a repeated frame shows longer")
    func roundTrip() throws {
        let frames = Self.frames()
        var clip = try APNGDecoder(data: Self.encoded(frames))
        #expect(clip.width == 48 && clip.height == 32)
        // Frames 3 and 4 are the same: the encoder merges them.
        #expect(clip.frameCount == 5)
        #expect(clip.delays.map { ($0 * 30).rounded() } == [1, 1, 1, 1 + 1, 1])
        let distinct = [frames[0], frames[1], frames[2], frames[3], frames[5]]
        for (index, expected) in distinct.enumerated() {
            #expect(try clip.frame(at: index) == expected, "frame \(index)")
        }
        // Back to the start, then out of order: composed again from the first frame.
        #expect(try clip.frame(at: 1) == frames[1])
        #expect(try clip.frame(at: 4) == frames[5])
        #expect(try clip.frame(at: 0) == frames[0])
    }

    @Test("A plain PNG reads as a clip of one frame")
    func plainPNG() throws {
        let image = Self.frames()[2]
        var clip = try APNGDecoder(data: image.pngData())
        #expect(clip.frameCount == 1)
        #expect(try clip.frame(at: 0) == image)
    }

    @Test("Damaged clips fail when read, each with one message", arguments: ["not a PNG", "cut", "crc", "frame outside", "no data"])
    func damaged(kind: String) throws {
        var bytes = try Self.encoded(Self.frames())
        switch kind {
        case "not a PNG": bytes = Array("GIF89a".utf8) + bytes
        case "cut": bytes = Array(bytes.prefix(bytes.count - 30))
        case "crc": bytes[bytes.count / 2] ^= 0xFF
        case "frame outside":
            // The second fcTL's x offset, far outside the clip (its CRC made good again).
            let chunks = _PNGChunks.parse(bytes)
            var offset = 8, seen = 0
            for chunk in chunks {
                if chunk.type == "fcTL" {
                    seen += 1
                    if seen == 2 {
                        bytes[offset + 8 + 12] = 0x7F
                        let crc = _CRC32.checksum(bytes[offset + 4..<offset + 8 + chunk.data.count])
                        for byte in 0..<4 { bytes[offset + 8 + chunk.data.count + byte] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(byte))) }
                    }
                }
                offset += 12 + chunk.data.count
            }
        default:
            // Signature, header and the end: no image data at all.
            let chunks = _PNGChunks.parse(bytes)
            var rebuilt = _PNGChunks.signature
            for chunk in chunks where chunk.type == "IHDR" || chunk.type == "IEND" { _PNGChunks.append(chunk.type, chunk.data, to: &rebuilt) }
            bytes = rebuilt
        }
        #expect(throws: PNGError.self) { try APNGDecoder(data: bytes) }
        do {
            _ = try APNGDecoder(data: bytes)
        } catch {
            #expect(!error.description.contains("\n"))
        }
    }
}
