import Canvas
import Testing

@Suite("Framebuffer")
struct FramebufferTests {
    @Test("A new framebuffer is filled with its fill colour, premultiplied")
    func newFramebufferIsFilled() {
        let fb = Framebuffer(width: 3, height: 2, fill: Color.white.withAlpha(128))
        #expect(fb[2, 1] == Pixel(red: 128, green: 128, blue: 128, alpha: 128))
        #expect(fb.bytesPerRow == 12)
    }

    @Test("Clearing replaces every pixel without blending")
    func clearReplaces() {
        var fb = Framebuffer(width: 4, height: 4, fill: .white)
        fb.clear(Color.red.withAlpha(0))
        #expect(fb[3, 3] == .transparent)
    }

    @Test("Copies are independent once one of them is drawn into")
    func copyOnWrite() {
        let original = Framebuffer(width: 2, height: 2, fill: .black)
        var copy = original
        copy[0, 0] = Pixel(Color.white)
        #expect(original[0, 0] == Pixel(Color.black))
        #expect(copy[0, 0] == Pixel(Color.white))
        #expect(original != copy)
    }

    @Test("Raw bytes are rows of width × 4 bytes with no padding")
    func rawBytesLayout() {
        var fb = Framebuffer(width: 3, height: 2)
        fb[2, 1] = Pixel(red: 9, green: 8, blue: 7, alpha: 255)
        let bytes = fb.withUnsafeBytes { Array($0) }
        #expect(bytes.count == 24)
        #expect(Array(bytes[20..<24]) == [9, 8, 7, 255])
    }

    @Test("Half-transparent white over black gives mid grey")
    func halfWhiteOverBlack() {
        var fb = Framebuffer(width: 1, height: 1, fill: .black)
        fb.fillRectangle(x: 0, y: 0, width: 1, height: 1, color: Color.white.withAlpha(128))
        #expect(fb[0, 0] == Pixel(red: 128, green: 128, blue: 128, alpha: 255))
    }

    @Test("Source-over matches the rounded formula for thousands of colour pairs")
    func sourceOverArithmetic() {
        var random = TestSupport.LCG(state: 7)
        for _ in 0..<4000 {
            let source = Color(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte())
            let destination = Pixel(Color(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte()))
            var fb = Framebuffer(width: 1, height: 1)
            fb[0, 0] = destination
            fb.fillRectangle(x: 0, y: 0, width: 1, height: 1, color: source)

            let s = Pixel(source)
            func expected(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
                // result = s + d × (255 − αs) / 255, rounded to nearest, in exact rational arithmetic.
                let numerator = Int(dc) * (255 - Int(s.alpha))
                return UInt8(Int(sc) + (2 * numerator + 255) / 510)
            }
            let want = Pixel(
                red: expected(s.red, destination.red), green: expected(s.green, destination.green),
                blue: expected(s.blue, destination.blue), alpha: expected(s.alpha, destination.alpha)
            )
            #expect(fb[0, 0] == want, "\(source) over \(destination)")
        }
    }

    @Test("Source-over across a wide span matches the rounded formula at every pixel")
    func wideSpanArithmetic() {
        // Spans of four or more pixels take the vectorised loop; this checks it against the formula.
        var random = TestSupport.LCG(state: 99)
        for _ in 0..<50 {
            var fb = Framebuffer(width: 37, height: 1)
            var before: [Pixel] = []
            for x in 0..<37 {
                let p = Pixel(Color(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte()))
                fb[x, 0] = p
                before.append(p)
            }
            let source = Color(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte() | 1)
            fb.fillRectangle(x: 0, y: 0, width: 37, height: 1, color: source)
            let s = Pixel(source)
            for x in 0..<37 {
                var single = Framebuffer(width: 1, height: 1)
                single[0, 0] = before[x]
                single.fillRectangle(x: 0, y: 0, width: 1, height: 1, color: source)
                #expect(fb[x, 0] == single[0, 0], "pixel \(x), source \(s)")
            }
        }
    }

    @Test("Drawing the same scene twice gives identical bytes")
    func deterministic() {
        func scene() -> Framebuffer {
            var fb = Framebuffer(width: 96, height: 64, fill: TestSupport.background)
            fb.fillRectangle(
                x: 3.3, y: 4.7, width: 50.1, height: 20.9, color: Color.red.withAlpha(200),
                style: RectangleStyle(cornerRadius: 5, opacity: 0.7, rotation: 0.4, scale: 1.1))
            fb.drawLine(fromX: 1.1, fromY: 60.2, toX: 90.3, toY: 2.9, width: 2.5, color: .green)
            fb.fillCircle(centerX: 70.5, centerY: 40.25, radius: 12.3, color: Color.blue.withAlpha(150))
            fb.drawText("Déjà vu…", x: 4, y: 40, font: TestSupport.font, color: .white)
            return fb
        }
        #expect(scene() == scene())
    }
}
