@testable import Canvas
import MotionMath
import Testing

/// An animated PNG's later frames hold only the rectangle that changed since
/// the frame before (its `fcTL` offset and size), so a long clip is small and
/// quick to encode; decoded, every frame is still the one drawn, whatever its
/// pixels' alpha.
@Suite("Animated PNG frames: only what changed")
struct APNGChangedRegionTests {
    /// Each frame's control: its rectangle, and whether it is drawn over the frame before.
    static func controls(_ bytes: [UInt8]) -> [(rect: PixelRect, blendOver: Bool, dispose: UInt8)] {
        _PNGChunks.parse(bytes).filter { $0.type == "fcTL" }.map { chunk in
            let d = Array(chunk.data)
            let rect = PixelRect(
                x: Int(_PNGChunks.readUInt32(d, at: 12)), y: Int(_PNGChunks.readUInt32(d, at: 16)),
                width: Int(_PNGChunks.readUInt32(d, at: 4)), height: Int(_PNGChunks.readUInt32(d, at: 8)))
            return (rect, d[25] == 1, d[24])
        }
    }

    static func encode(_ frames: [Framebuffer]) throws -> [UInt8] {
        var encoder = APNGEncoder(width: frames[0].width, height: frames[0].height)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    @Test("A box moving over an opaque scene: each later frame is the box's old and new place only, drawn over the one before")
    func movingBox() throws {
        var frames: [Framebuffer] = []
        for step in 0..<4 {
            var frame = Framebuffer(width: 96, height: 64, fill: Color(rgba: 0x1B1D24FF))
            frame.fillRectangle(x: Double(10 + 7 * step), y: Double(20 + 3 * step), width: 16, height: 12, color: Color(rgba: 0x4FC3F7FF))
            frames.append(frame)
        }
        let bytes = try Self.encode(frames)
        let controls = Self.controls(bytes)
        #expect(controls.count == 4)
        #expect(controls[0].rect == PixelRect(x: 0, y: 0, width: 96, height: 64), "the first frame is whole")
        for step in 1..<4 {
            let old = PixelRect(x: 10 + 7 * (step - 1), y: 20 + 3 * (step - 1), width: 16, height: 12)
            let new = PixelRect(x: 10 + 7 * step, y: 20 + 3 * step, width: 16, height: 12)
            let union = PixelRect(x: old.x, y: old.y, width: new.maxX - old.x, height: new.maxY - old.y)
            #expect(controls[step].rect == union, "frame \(step)")
            #expect(controls[step].blendOver, "every changed pixel is opaque: unchanged ones are left transparent")
            #expect(controls[step].dispose == 0, "never disposed")
        }
        var clip = try APNGDecoder(data: bytes)
        for (index, frame) in frames.enumerated() { #expect(try clip.frame(at: index) == frame, "frame \(index)") }
    }

    @Test("Translucent and transparent pixels changing over a transparent canvas come back exactly, put in place")
    func translucentChanges() throws {
        var frames: [Framebuffer] = []
        var random = SplitMix64(seed: 34)
        var frame = Framebuffer(width: 40, height: 30)
        for _ in 0..<24 {
            let alpha = UInt32(random.next() % 256)
            let color = Color(rgba: UInt32(truncatingIfNeeded: random.next()) & 0xFFFF_FF00 | alpha)
            frame.fillCircle(
                centerX: Double(random.next() % 40), centerY: Double(random.next() % 30), radius: Double(1 + random.next() % 8),
                color: color)
            if random.next() % 4 == 0 { frame.clear(.clear) }
            frames.append(frame)
        }
        let bytes = try Self.encode(frames)
        #expect(Self.controls(bytes).dropFirst().contains { !$0.blendOver }, "a translucent change is put in place")
        var clip = try APNGDecoder(data: bytes)
        var shown = 0
        for (index, expected) in frames.enumerated() where index == 0 || expected != frames[index - 1] {
            #expect(try clip.frame(at: shown) == expected, "frame \(index)")
            shown += 1
        }
        #expect(clip.frameCount == shown, "frames that changed nothing are merged into the one before")
    }
}
