import Canvas
import CanvasSnapshotTesting
import SnapshotTesting
import Testing

private extension Double {
    /// The value within 0...1.
    var clamped: Double { Swift.max(0, Swift.min(1, self)) }
}

@Suite("Framebuffer rectangles")
struct FramebufferRectanglesTests {
    // MARK: - Coverage

    @Test("A rectangle at a quarter-pixel offset covers its edge pixels by a quarter")
    func quarterPixelEdges() {
        var fb = Framebuffer(width: 20, height: 3, fill: .black)
        fb.fillRectangle(x: 2.75, y: 0, width: 10, height: 3, color: .white)
        // Column 2 is covered from 2.75 to 3: a quarter, 255 × 64/256 rounded = 64.
        #expect(fb[2, 1] == Pixel(red: 64, green: 64, blue: 64, alpha: 255))
        #expect(fb[3, 1] == Pixel(Color.white))
        #expect(fb[11, 1] == Pixel(Color.white))
        // The right edge at 12.75 covers column 12 by three quarters: 191.
        #expect(fb[12, 1] == Pixel(red: 191, green: 191, blue: 191, alpha: 255))
        #expect(fb[13, 1] == Pixel(Color.black))
    }

    @Test("A rectangle inside a single pixel covers it by its area")
    func subPixelRectangle() {
        var fb = Framebuffer(width: 3, height: 3, fill: .black)
        fb.fillRectangle(x: 1.25, y: 1.25, width: 0.5, height: 0.5, color: .white)
        // A quarter of the pixel's area: 64/256.
        #expect(fb[1, 1].red == 64)
        #expect(fb[0, 1] == Pixel(Color.black))
    }

    @Test("Moving a rectangle by a quarter pixel moves coverage from one edge column to the other")
    func quarterPixelMotionIsVisible() {
        var previous: (left: UInt8, right: UInt8)?
        for step in 0..<4 {
            var fb = Framebuffer(width: 12, height: 1, fill: .black)
            fb.fillRectangle(x: 2 + Double(step) * 0.25, y: 0, width: 6, height: 1, color: .white)
            let edges = (left: fb[2, 0].red, right: fb[8, 0].red)
            if let previous {
                #expect(edges.left < previous.left)
                #expect(edges.right > previous.right)
            }
            previous = edges
        }
    }

    @Test("An outline at a fractional position covers each pixel by its exact area")
    func strokeAreaIsExact() {
        var fb = Framebuffer(width: 12, height: 12, fill: .black)
        fb.strokeRectangle(x: 1.5, y: 1.5, width: 8, height: 8, lineWidth: 1, color: .white)
        // The outer edge at 1.5 and inner edge at 2.5 split columns 1 and 2 in halves.
        #expect(fb[1, 5].red == 128)
        #expect(fb[2, 5].red == 128)
        #expect(fb[5, 5] == Pixel(Color.black))
        // A corner pixel (1, 1) is a quarter covered; (2, 2) is three quarters (the L of the corner).
        #expect(fb[1, 1].red == 64)
        #expect(fb[2, 2].red == 191)
    }

    @Test("Scaling a plain rectangle grows it about its centre")
    func scaleAboutCentre() {
        var fb = Framebuffer(width: 20, height: 20, fill: .black)
        fb.fillRectangle(x: 8, y: 8, width: 4, height: 4, color: .white, style: RectangleStyle(scale: 2))
        #expect(fb[6, 6] == Pixel(Color.white))
        #expect(fb[13, 13] == Pixel(Color.white))
        #expect(fb[5, 6] == Pixel(Color.black))
        #expect(fb[14, 13] == Pixel(Color.black))
    }

    @Test("Opacity scales the colour's alpha")
    func opacityScalesAlpha() {
        var fb = Framebuffer(width: 1, height: 1, fill: .black)
        fb.fillRectangle(x: 0, y: 0, width: 1, height: 1, color: .white, style: RectangleStyle(opacity: 0.5))
        #expect(fb[0, 0].red == 128)
    }

    @Test(
        "Degenerate rectangles draw nothing and never trap",
        arguments: [
            (Double.nan, 0.0, 4.0, 4.0), (0, 0, -4, 4), (0, 0, 0, 4), (Double.infinity, 0, 4, 4), (0, 0, 1e300, 1e300),
        ])
    func degenerateRectangles(x: Double, y: Double, width: Double, height: Double) {
        var fb = Framebuffer(width: 4, height: 4, fill: .black)
        fb.fillRectangle(x: x, y: y, width: width, height: height, color: .white)
        fb.fillRectangle(
            x: x, y: y, width: width, height: height, color: .white,
            style: RectangleStyle(cornerRadius: 2, rotation: 1))
        if width.isFinite && width < 1e300 {
            #expect(fb == Framebuffer(width: 4, height: 4, fill: .black))
        } else {
            // A huge rectangle covers everything: it must still be drawn, exactly.
            #expect(fb == Framebuffer(width: 4, height: 4, fill: .white))
        }
    }

    // MARK: - Goldens

    @Test("Bars stepped by an eighth of a pixel show eight distinct edge coverages")
    func fractionalRectangles() {
        var fb = Framebuffer(width: 128, height: 48, fill: TestSupport.background)
        for i in 0..<8 {
            let x = 4 + Double(i) * 15 + Double(i) * 0.125
            fb.fillRectangle(x: x, y: 8 + Double(i) * 0.125, width: 10, height: 30, color: .white)
        }
        assertSnapshot(of: fb, as: .png)

        // Bar i starts i/8 into its first column and row and ends i/8 into the column and row after its last.
        let background = TestSupport.background
        for i in 0..<8 {
            let left = 4 + 15 * i, top = 8, eighths = i * 32
            // Within 1: the renderer rounds after scaling and again after blending.
            #expect(GoldenChecks.near(fb[left, 20], GoldenChecks.over(background, .white, coverage: 256 - eighths)), "bar \(i) left")
            #expect(GoldenChecks.near(fb[left + 10, 20], GoldenChecks.over(background, .white, coverage: eighths)), "bar \(i) right")
            #expect(GoldenChecks.near(fb[left + 5, top], GoldenChecks.over(background, .white, coverage: 256 - eighths)), "bar \(i) top")
            #expect(
                GoldenChecks.near(fb[left + 5, top + 30], GoldenChecks.over(background, .white, coverage: eighths)),
                "bar \(i) bottom")
            #expect(fb[left + 5, 20] == Pixel(Color.white) && fb[left - 1, 20] == Pixel(background), "bar \(i) inside and out")
        }
    }

    @Test("Rounded rectangles from square corners to a pill, filled and outlined")
    func roundedRectangles() {
        var fb = Framebuffer(width: 160, height: 72, fill: TestSupport.background)
        let radii: [Double] = [0, 4, 10, 100]
        for (i, radius) in radii.enumerated() {
            let x = 6 + Double(i) * 38.5
            fb.fillRectangle(
                x: x, y: 6, width: 32, height: 26, color: Color(rgba: 0x4FC3_F7FF),
                style: RectangleStyle(cornerRadius: radius))
            fb.strokeRectangle(
                x: x, y: 40, width: 32, height: 26, lineWidth: 2, color: Color(rgba: 0xFFB7_4DFF),
                style: RectangleStyle(cornerRadius: radius))
        }
        assertSnapshot(of: fb, as: .png)

        // Each shape alone on transparent black covers its area: w·h − (4 − π)·r², r at most half the shorter side.
        for radius in radii {
            let r = min(radius, 13), inner = max(r - 2, 0)
            var filled = Framebuffer(width: 40, height: 34), outlined = Framebuffer(width: 40, height: 34)
            filled.fillRectangle(x: 3.5, y: 4, width: 32, height: 26, color: .white, style: RectangleStyle(cornerRadius: radius))
            outlined.strokeRectangle(
                x: 3.5, y: 4, width: 32, height: 26, lineWidth: 2, color: .white,
                style: RectangleStyle(cornerRadius: radius))
            let area = 32 * 26 - (4 - Double.pi) * r * r
            let ring = area - (28 * 22 - (4 - Double.pi) * inner * inner)
            #expect(abs(GoldenChecks.ink(filled) - area) <= 0.01 * area, "fill, radius \(radius)")
            #expect(abs(GoldenChecks.ink(outlined) - ring) <= 0.01 * ring, "outline, radius \(radius)")
        }
    }

    @Test("Rectangles rotated and scaled about their centres")
    func rotatedAndScaledRectangles() {
        var fb = Framebuffer(width: 160, height: 80, fill: TestSupport.background)
        let turns: [(rotation: Double, scale: Double)] = [(0, 1), (Double.pi / 12, 1), (Double.pi / 4, 1), (0.3, 0.6), (-0.5, 1.4)]
        for (i, t) in turns.enumerated() {
            let x = 8 + Double(i) * 30
            // A faint frame shows where the untransformed rectangle would be.
            fb.strokeRectangle(x: x, y: 28, width: 22, height: 22, lineWidth: 1, color: Color.white.withAlpha(60))
            fb.fillRectangle(
                x: x, y: 28, width: 22, height: 22, color: Color(rgba: 0xE571_73FF),
                style: RectangleStyle(cornerRadius: 3, rotation: t.rotation, scale: t.scale))
        }
        assertSnapshot(of: fb, as: .png)

        // Turned about its centre and scaled, each still covers (22s)² − (4 − π)(3s)², and its centre.
        for (i, t) in turns.enumerated() {
            var alone = Framebuffer(width: 40, height: 40)
            alone.fillRectangle(
                x: 9, y: 9, width: 22, height: 22, color: .white,
                style: RectangleStyle(cornerRadius: 3, rotation: t.rotation, scale: t.scale))
            let area = 22 * 22 * t.scale * t.scale - (4 - Double.pi) * 9 * t.scale * t.scale
            #expect(abs(GoldenChecks.ink(alone) - area) <= 0.01 * area, "turn \(t)")
            #expect(fb[8 + i * 30 + 11, 39] == Pixel(Color(rgba: 0xE571_73FF)), "turn \(t): centre")
        }
    }

    @Test("Outlines one, one and a half, two and a half and six pixels wide")
    func strokedRectangles() {
        var fb = Framebuffer(width: 128, height: 48, fill: TestSupport.background)
        let widths: [Double] = [1, 1.5, 2.5, 6]
        for (i, w) in widths.enumerated() {
            fb.strokeRectangle(
                x: 6 + Double(i) * 30 + Double(i) * 0.25, y: 8.5, width: 24, height: 32,
                lineWidth: w, color: .white)
        }
        assertSnapshot(of: fb, as: .png)

        // The outer edge of outline i sits i/4 into column 6 + 30i; its inner edge w further in.
        let background = TestSupport.background
        for (i, w) in widths.enumerated() {
            let column = 6 + 30 * i, start = Double(i) * 0.25
            func covered(_ c: Int) -> Int {
                Int(((min(Double(c + 1), start + w) - max(Double(c), start)).clamped * 256).rounded())
            }
            for c in 0..<8 {
                #expect(
                    GoldenChecks.near(fb[column + c, 24], GoldenChecks.over(background, .white, coverage: covered(c))),
                    "outline \(w), column \(c)")
            }
            var alone = Framebuffer(width: 32, height: 40)
            alone.strokeRectangle(x: 4 + start, y: 4.5, width: 24, height: 32, lineWidth: w, color: .white)
            let area = 24 * 32 - (24 - 2 * w) * (32 - 2 * w)
            #expect(abs(GoldenChecks.ink(alone) - area) <= 0.005 * area, "outline \(w) area")
        }
    }

    @Test("Translucent rectangles blend where they overlap")
    func translucentRectangles() {
        var fb = Framebuffer(width: 96, height: 80, fill: TestSupport.background)
        fb.fillRectangle(x: 8, y: 8, width: 48, height: 40, color: Color.red.withAlpha(160))
        fb.fillRectangle(x: 28.5, y: 20.5, width: 48, height: 40, color: Color.green.withAlpha(160))
        fb.fillRectangle(x: 18.25, y: 32.25, width: 48, height: 40, color: .blue, style: RectangleStyle(opacity: 0.5))
        assertSnapshot(of: fb, as: .png)

        // Where all three overlap, each blended once in order; where only one lies, only it.
        let red = GoldenChecks.over(TestSupport.background, Color.red.withAlpha(160))
        let redGreen = GoldenChecks.over(Color(red), Color.green.withAlpha(160))
        let all = GoldenChecks.over(Color(redGreen), Color.blue.withAlpha(128))
        #expect(GoldenChecks.near(fb[12, 12], red))
        #expect(GoldenChecks.near(fb[40, 40], all, 2), "\(fb[40, 40]) for \(all)")
        #expect(GoldenChecks.near(fb[70, 24], GoldenChecks.over(TestSupport.background, Color.green.withAlpha(160))))
        #expect(fb[4, 76] == Pixel(TestSupport.background))
    }
}
