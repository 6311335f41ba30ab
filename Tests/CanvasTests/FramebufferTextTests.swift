import Canvas
import CanvasSnapshotTesting
import SnapshotTesting
import Testing

@Suite("Framebuffer text")
struct FramebufferTextTests {
    let font = TestSupport.font

    // MARK: - Drawing

    @Test("Drawing returns the width it measured")
    func drawReturnsWidth() {
        var fb = Framebuffer(width: 100, height: 20)
        #expect(fb.drawText("Hello", x: 0, y: 0, font: font, color: .white) == font.width(of: "Hello"))
        #expect(fb.drawText("Hello", x: 0, y: 0, font: font, color: .white, scale: 2) == 80)
    }

    @Test("A character missing from the font draws the replacement glyph, not nothing")
    func missingCharacterDrawsReplacement() {
        var missing = Framebuffer(width: 8, height: 16, fill: .black)
        missing.drawText("漢", x: 0, y: 0, font: font, color: .white)
        var replacement = Framebuffer(width: 8, height: 16, fill: .black)
        replacement.drawText("\u{FFFD}", x: 0, y: 0, font: font, color: .white)
        #expect(missing == replacement)
        #expect(missing != Framebuffer(width: 8, height: 16, fill: .black))
    }

    @Test("Text at 2× turns each font pixel into a two-by-two block")
    func doubleScale() {
        var one = Framebuffer(width: 8, height: 16, fill: .black)
        one.drawText("g", x: 0, y: 0, font: font, color: .white)
        var two = Framebuffer(width: 16, height: 32, fill: .black)
        two.drawText("g", x: 0, y: 0, font: font, color: .white, scale: 2)
        for y in 0..<32 {
            for x in 0..<16 {
                #expect(two[x, y] == one[x / 2, y / 2], "(\(x), \(y))")
            }
        }
    }

    @Test("Translucent text blends over what is below")
    func translucentText() {
        var fb = Framebuffer(width: 8, height: 16, fill: .black)
        fb.drawText("#", x: 0, y: 0, font: font, color: Color.white.withAlpha(128))
        let inked = TestSupport.colors(fb).filter { $0 != .black }
        #expect(!inked.isEmpty)
        #expect(inked.allSatisfy { $0 == Color(red: 128, green: 128, blue: 128) })
    }

    @Test("Text entirely outside the framebuffer draws nothing and still reports its width")
    func offscreenText() {
        var fb = Framebuffer(width: 10, height: 10, fill: .black)
        #expect(fb.drawText("far away", x: -500, y: 400, font: font, color: .white) == 64)
        #expect(fb == Framebuffer(width: 10, height: 10, fill: .black))
    }

    // MARK: - Goldens

    @Test("ASCII, Latin-1 and a missing character at 1×")
    func textAtOneX() {
        var fb = Framebuffer(width: 200, height: 72, fill: TestSupport.background)
        fb.drawText("Hello, Canvas! 01234567", x: 4, y: 4, font: font, color: .white)
        fb.drawText("ÀÉÎÕÜ çñß £¥© «»±½", x: 4, y: 24, font: font, color: Color(rgba: 0x4FC3_F7FF))
        fb.drawText("missing: 漢 ok", x: 4, y: 44, font: font, color: Color(rgba: 0xFFB7_4DFF))
        assertSnapshot(of: fb, as: .png)

        // Every pixel of every cell is its glyph's bit, read from the font file by an independent reader;
        // the missing character shows the replacement glyph.
        let psf = PSFReference(), background = Pixel(TestSupport.background)
        psf.expectText("Hello, Canvas! 01234567", in: fb, x: 4, y: 4, ink: Pixel(Color.white), background: background)
        psf.expectText("ÀÉÎÕÜ çñß £¥© «»±½", in: fb, x: 4, y: 24, ink: Pixel(Color(rgba: 0x4FC3_F7FF)), background: background)
        psf.expectText("missing: 漢 ok", in: fb, x: 4, y: 44, ink: Pixel(Color(rgba: 0xFFB7_4DFF)), background: background)
        #expect(psf.isSet("漢", x: 0, y: 0) == nil)
    }

    @Test("Text at 2×, opaque and translucent")
    func textAtTwoX() {
        var fb = Framebuffer(width: 200, height: 80, fill: TestSupport.background)
        fb.drawText("Spring", x: 6, y: 6, font: font, color: .white, scale: 2)
        fb.drawText("Fling", x: 6, y: 42, font: font, color: Color(rgba: 0x81C7_8499), scale: 2)
        fb.drawText("x1", x: 120, y: 14, font: font, color: .white)
        assertSnapshot(of: fb, as: .png)

        // At 2× each glyph bit is a 2 × 2 block; translucent text is its colour blended once over the background.
        let psf = PSFReference(), background = Pixel(TestSupport.background)
        psf.expectText("Spring", in: fb, x: 6, y: 6, scale: 2, ink: Pixel(Color.white), background: background)
        psf.expectText(
            "Fling", in: fb, x: 6, y: 42, scale: 2,
            ink: GoldenChecks.over(TestSupport.background, Color(rgba: 0x81C7_8499)), background: background)
        psf.expectText("x1", in: fb, x: 120, y: 14, ink: Pixel(Color.white), background: background)
    }

    @Test("Long labels end in an ellipsis within their maximum width")
    func ellipsis() {
        var fb = Framebuffer(width: 160, height: 96, fill: TestSupport.background)
        let label = "Tossable performer with a long name"
        for (i, maxWidth) in [152, 100, 60, 20, 4].enumerated() {
            let y = 4 + i * 18
            // A guide shows each maximum width.
            fb.fillRectangle(x: 4, y: Double(y), width: Double(maxWidth), height: 16, color: Color.white.withAlpha(30))
            fb.drawText(label, x: 4, y: y, font: font, color: .white, maxWidth: maxWidth)
        }
        assertSnapshot(of: fb, as: .png)

        // Each line is as many whole cells of the label as fit before one more cell for "…",
        // and nothing is drawn beyond its maximum width (4 px holds not even the ellipsis).
        let psf = PSFReference(), guide = GoldenChecks.over(TestSupport.background, Color.white.withAlpha(30))
        for (i, maxWidth) in [152, 100, 60, 20, 4].enumerated() {
            let y = 4 + i * 18
            let kept = maxWidth >= 8 ? (maxWidth - 8) / 8 : 0
            let shown = maxWidth >= 8 ? String(label.prefix(kept)) + "…" : ""
            psf.expectText(shown, in: fb, x: 4, y: y, ink: Pixel(Color.white), background: guide)
            #expect(font.width(of: label, maxWidth: maxWidth) == shown.count * 8)
            for row in y..<y + 16 {
                for x in 4 + shown.count * 8..<4 + maxWidth {
                    #expect(GoldenChecks.near(fb[x, row], guide), "line \(i): (\(x), \(row)) beyond the text")
                }
            }
        }
    }
}
