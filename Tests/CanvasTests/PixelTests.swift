import Canvas
import Testing

@Suite("Pixel")
struct PixelTests {
    @Test("A pixel's bytes in memory are red, green, blue, alpha")
    func memoryOrder() {
        var fb = Framebuffer(width: 1, height: 1)
        fb[0, 0] = Pixel(red: 1, green: 2, blue: 3, alpha: 4)
        let bytes = fb.withUnsafeBytes { Array($0) }
        #expect(bytes == [1, 2, 3, 4])
    }

    @Test("Premultiplying rounds each channel to nearest")
    func premultiplyRounds() {
        // 255 × 128 / 255 = 128; 100 × 128 / 255 = 50.2 → 50; 3 × 128 / 255 = 1.5 → 2.
        let p = Pixel(Color(red: 255, green: 100, blue: 3, alpha: 128))
        #expect(p == Pixel(red: 128, green: 50, blue: 2, alpha: 128))
    }

    @Test("The raw value packs alpha in the top byte and red in the bottom byte")
    func rawValueLayout() {
        #expect(Pixel(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44).rawValue == 0x4433_2211)
    }
}
