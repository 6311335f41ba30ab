import Canvas
import Testing

@Suite("Framebuffer comparison")
struct FramebufferComparisonTests {
    static let golden = Framebuffer(width: 8, height: 8, fill: TestSupport.background)

    @Test("Two images with the same pixels, drawn separately, match exactly")
    func identical() {
        // Built pixel by pixel in its own storage, so a comparison must read both images to match them.
        var twin = Framebuffer(width: 8, height: 8, fill: .black)
        for y in 0..<8 {
            for x in 0..<8 { twin[x, y] = Pixel(TestSupport.background) }
        }
        let diff = twin.difference(from: Self.golden)
        #expect(diff.matches)
        #expect(diff.differingPixels == 0)
        #expect(diff.maxChannelDelta == 0)
        #expect(twin == Self.golden)
        // And the last pixel alone is enough to tell them apart.
        twin[7, 7] = Pixel(Color(rgba: 0x1E22_2BFF))
        #expect(!twin.difference(from: Self.golden).matches)
        #expect(twin != Self.golden)
    }

    @Test("One changed pixel is counted, located and measured")
    func onePixel() {
        var actual = Self.golden
        actual[3, 5] = Pixel(Color.white)
        let diff = actual.difference(from: Self.golden)
        #expect(!diff.matches)
        #expect(diff.differingPixels == 1)
        #expect(diff.maxChannelDelta == 255 - 0x1E)
        #expect(diff.firstDifference?.x == 3)
        #expect(diff.firstDifference?.y == 5)
        #expect(diff.description.hasPrefix("1 of 64 pixels differ by more than 0"))
    }

    @Test("Differences within the channel tolerance do not count")
    func channelTolerance() {
        var actual = Self.golden
        actual[0, 0] = Pixel(Color(rgba: 0x1F22_2AFF))
        #expect(!actual.difference(from: Self.golden).matches)
        let diff = actual.difference(from: Self.golden, tolerance: PixelTolerance(maxChannelDelta: 1))
        #expect(diff.matches)
        #expect(diff.maxChannelDelta == 1)
    }

    @Test("A few differing pixels pass when the tolerance allows that many")
    func pixelCountTolerance() {
        var actual = Self.golden
        actual[0, 0] = Pixel(Color.white)
        actual[1, 0] = Pixel(Color.white)
        #expect(actual.difference(from: Self.golden, tolerance: PixelTolerance(maxDifferingPixels: 2)).matches)
        #expect(!actual.difference(from: Self.golden, tolerance: PixelTolerance(maxDifferingPixels: 1)).matches)
    }

    @Test("Images of different sizes never match")
    func sizeMismatch() {
        let diff = Framebuffer(width: 8, height: 9).difference(from: Self.golden, tolerance: PixelTolerance(maxDifferingPixels: 1000))
        #expect(!diff.matches)
        #expect(diff.description == "Image is 8x9 but the golden is 8x8.")
    }

    @Test("The difference image is red where pixels differ and a faded golden elsewhere")
    func differenceImage() {
        var actual = Self.golden
        actual[2, 2] = Pixel(Color.white)
        let image = actual.differenceImage(from: Self.golden)
        #expect(image[2, 2] == Pixel(Color.red))
        // 0x1E22_2A faded two thirds of the way to white: (c + 510) / 3.
        #expect(image[0, 0] == Pixel(Color(red: 180, green: 181, blue: 184)))
    }
}
