@testable import Canvas
import Testing

/// The source-over kernels: debug builds blend one pixel at a time and optimized builds four at a
/// time in SIMD lanes (see `_Blend.overSpan`), so the two loops must give the same bytes, and both
/// the exact `source + round(destination × (255 − alpha) / 255)` per channel.
@Suite("Source-over kernels")
struct BlendTests {
    /// `round(destination × inverse / 255) + source` per channel, in plain integers.
    static func reference(_ source: UInt32, _ destination: UInt32, inverse: UInt32) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { pixel, channel in
            let shift = UInt32(channel * 8)
            let d = (destination >> shift) & 0xFF, s = (source >> shift) & 0xFF
            let scaled = (d * inverse + 127) / 255  // no ties: an integer over 255 is never k + ½
            return pixel | ((s + scaled) << shift)
        }
    }

    /// Runs `kernel` over all of `pixels` (an empty span has no address to give it, and nothing to blend).
    static func blend(
        _ pixels: inout [UInt32], _ kernel: (UnsafeMutablePointer<UInt32>, Int, UInt32, UInt32) -> Void, source: UInt32, alpha: UInt32
    ) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { kernel(base, buffer.count, source, 255 - alpha) }
        }
    }

    @Test("2,000 seeded spans of 0 to 37 pixels: the lanes, the scalar loop and plain integers agree (the seed is 11)")
    func lanesEqualScalar() {
        var random = TestSupport.LCG(state: 11)
        for index in 0..<2_000 {
            // A premultiplied translucent source: every colour channel at most its alpha.
            let alpha = random.next() % 255
            let channels = (0..<3).map { _ in alpha == 0 ? 0 : random.next() % (alpha + 1) }
            let source = alpha << 24 | channels[2] << 16 | channels[1] << 8 | channels[0]
            let destination = (0..<(Int(random.next() % 38))).map { _ in random.next() }
            var lanes = destination, scalar = destination
            Self.blend(&lanes, _Blend.overSpanInLanes, source: source, alpha: alpha)
            Self.blend(&scalar, _Blend.overSpanOneByOne, source: source, alpha: alpha)
            let expected = destination.map { Self.reference(source, $0, inverse: 255 - alpha) }
            #expect(lanes == expected, "span \(index): source \(source), \(destination.count) pixels")
            #expect(scalar == expected, "span \(index): source \(source), \(destination.count) pixels")
        }
    }
}
