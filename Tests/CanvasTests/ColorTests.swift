import Canvas
import Testing

@Suite("Color")
struct ColorTests {
    @Test("A hex literal reads as red, green, blue, alpha")
    func hexLiteral() {
        #expect(Color(rgba: 0x1234_56FF) == Color(red: 0x12, green: 0x34, blue: 0x56, alpha: 0xFF))
    }

    @Test("Un-premultiplying an opaque pixel gives back the same channels")
    func opaqueRoundTrip() {
        let c = Color(red: 200, green: 100, blue: 3)
        #expect(Color(Pixel(c)) == c)
    }

    @Test("Every premultiplied pixel survives a trip through a straight colour and back")
    func premultipliedRoundTripIsExact() {
        // This is what makes PNG encoding lossless for anything the renderer can produce.
        for alpha in 0...255 {
            for channel in 0...alpha {
                let p = Pixel(red: UInt8(channel), green: 0, blue: UInt8(alpha - channel), alpha: UInt8(alpha))
                #expect(Pixel(Color(p)) == p, "alpha \(alpha), channel \(channel)")
            }
        }
    }

    @Test("A fully transparent pixel is transparent black whatever its channels")
    func transparentIsBlack() {
        #expect(Color(Pixel.transparent) == .clear)
    }

    @Test("withAlpha keeps the colour channels")
    func withAlphaKeepsChannels() {
        #expect(Color.red.withAlpha(10) == Color(red: 255, green: 0, blue: 0, alpha: 10))
    }
}
