import Canvas
import CanvasSnapshotTesting
import SnapshotTesting
import Testing

@Suite("Framebuffer clipping")
struct FramebufferClippingTests {
    @Test("Drawing outside the clip leaves those pixels untouched")
    func outsideUntouched() {
        var fb = Framebuffer(width: 10, height: 10, fill: .black)
        fb.clip = PixelRect(x: 2, y: 2, width: 3, height: 3)
        fb.fillRectangle(x: 0, y: 0, width: 10, height: 10, color: .white)
        #expect(fb[2, 2] == Pixel(Color.white))
        #expect(fb[4, 4] == Pixel(Color.white))
        #expect(fb[5, 4] == Pixel(Color.black))
        #expect(fb[1, 2] == Pixel(Color.black))
    }

    @Test("Setting a clip larger than the framebuffer keeps it inside the bounds")
    func clipIsClampedToBounds() {
        var fb = Framebuffer(width: 8, height: 6)
        fb.clip = PixelRect(x: -5, y: -5, width: 100, height: 100)
        #expect(fb.clip == fb.bounds)
    }

    @Test("Nested withClip narrows to the intersection and restores the outer clip afterwards")
    func nestedWithClip() {
        var fb = Framebuffer(width: 20, height: 20, fill: .black)
        fb.withClip(PixelRect(x: 0, y: 0, width: 10, height: 10)) { fb in
            fb.withClip(PixelRect(x: 5, y: 5, width: 10, height: 10)) { fb in
                #expect(fb.clip == PixelRect(x: 5, y: 5, width: 5, height: 5))
                fb.clear(.white)
            }
            #expect(fb.clip == PixelRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(fb.clip == fb.bounds)
        #expect(fb[5, 5] == Pixel(Color.white))
        #expect(fb[9, 9] == Pixel(Color.white))
        #expect(fb[10, 10] == Pixel(Color.black))
        #expect(fb[4, 5] == Pixel(Color.black))
    }

    @Test("Text at 2× is clipped through the middle of a magnified font pixel")
    func textClipsMidBlock() {
        var clipped = Framebuffer(width: 40, height: 40, fill: .black)
        var full = clipped
        full.drawText("M", x: 3, y: 2, font: TestSupport.font, color: .white, scale: 2)
        clipped.withClip(PixelRect(x: 6, y: 0, width: 3, height: 40)) { fb in
            fb.drawText("M", x: 3, y: 2, font: TestSupport.font, color: .white, scale: 2)
        }
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = x >= 6 && x < 9
                #expect(clipped[x, y] == (inside ? full[x, y] : Pixel(Color.black)), "(\(x), \(y))")
            }
        }
    }

    @Test("Shapes straddling the clip edge match the unclipped drawing inside it")
    func clippedShapesMatchUnclipped() {
        func draw(_ fb: inout Framebuffer) {
            fb.fillRectangle(
                x: 2.5, y: 3.25, width: 30, height: 20, color: .red,
                style: RectangleStyle(cornerRadius: 6, rotation: 0.3))
            fb.fillRectangle(x: 10.75, y: 12.5, width: 25, height: 9.5, color: Color.green.withAlpha(160))
            fb.drawLine(fromX: 0, fromY: 30, toX: 40, toY: 0, width: 3, color: .white)
        }
        var full = Framebuffer(width: 40, height: 32, fill: .black)
        draw(&full)
        var clipped = Framebuffer(width: 40, height: 32, fill: .black)
        let panel = PixelRect(x: 7, y: 9, width: 17, height: 11)
        clipped.withClip(panel) { draw(&$0) }
        for y in 0..<32 {
            for x in 0..<40 {
                let want = panel.contains(x: x, y: y) ? full[x, y] : Pixel(Color.black)
                #expect(clipped[x, y] == want, "(\(x), \(y))")
            }
        }
    }

    // MARK: - Golden

    @Test("An overlay panel clips shapes and text to its frame, and a nested clip narrows it further")
    func clippedPanel() {
        var fb = Framebuffer(width: 160, height: 96, fill: TestSupport.background)
        let panel = PixelRect(x: 20, y: 16, width: 120, height: 64)
        fb.fillRectangle(x: 20, y: 16, width: 120, height: 64, color: Color.black.withAlpha(140))
        fb.withClip(panel) { fb in
            // Everything here is larger than the panel and must stop at its edge.
            fb.fillCircle(centerX: 24, centerY: 20, radius: 18, color: Color(rgba: 0x66BB_6AFF))
            fb.drawLine(fromX: 0, fromY: 96, toX: 160, toY: 0, width: 3, color: Color(rgba: 0xFFB7_4DFF))
            fb.drawText("clipped to the panel frame", x: 16, y: 40, font: TestSupport.font, color: .white)
            fb.withClip(PixelRect(x: 60, y: 60, width: 40, height: 40)) { fb in
                fb.fillRectangle(x: 0, y: 0, width: 160, height: 96, color: Color(rgba: 0x4FC3_F780))
            }
        }
        fb.strokeRectangle(x: 20, y: 16, width: 120, height: 64, lineWidth: 1, color: Color.white.withAlpha(90))
        assertSnapshot(of: fb, as: .png)

        // Outside the panel's frame nothing but the background; inside the nested clip, the blue fill
        // blended over what the panel had; inside the panel but outside the nested clip, no blue.
        for y in 0..<96 {
            for x in 0..<160 where !(19...140).contains(x) || !(15...80).contains(y) {
                #expect(fb[x, y] == Pixel(TestSupport.background), "(\(x), \(y)) outside the panel")
            }
        }
        var panelOnly = Framebuffer(width: 160, height: 96, fill: TestSupport.background)
        panelOnly.fillRectangle(x: 20, y: 16, width: 120, height: 64, color: Color.black.withAlpha(140))
        let shaded = Color(panelOnly[70, 70])
        #expect(GoldenChecks.near(fb[70, 72], GoldenChecks.over(shaded, Color(rgba: 0x4FC3_F780))))
        #expect(fb[110, 72] == panelOnly[110, 72], "inside the panel, outside the nested clip")
    }
}
