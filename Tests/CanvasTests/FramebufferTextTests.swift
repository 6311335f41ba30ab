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
        for y in 0 ..< 32 {
            for x in 0 ..< 16 {
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
    }

    @Test("Text at 2×, opaque and translucent")
    func textAtTwoX() {
        var fb = Framebuffer(width: 200, height: 80, fill: TestSupport.background)
        fb.drawText("Spring", x: 6, y: 6, font: font, color: .white, scale: 2)
        fb.drawText("Fling", x: 6, y: 42, font: font, color: Color(rgba: 0x81C7_8499), scale: 2)
        fb.drawText("x1", x: 120, y: 14, font: font, color: .white)
        assertSnapshot(of: fb, as: .png)
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
    }
}
