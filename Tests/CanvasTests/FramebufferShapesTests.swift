import Canvas
import CanvasSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@Suite("Framebuffer lines, polylines and circles")
struct FramebufferShapesTests {
    // MARK: - Coverage

    @Test("A horizontal two-pixel line centred on a pixel boundary fully covers the two rows it straddles")
    func horizontalLineCoverage() {
        var fb = Framebuffer(width: 20, height: 6, fill: .black)
        fb.drawLine(fromX: 4, fromY: 3, toX: 16, toY: 3, width: 2, color: .white)
        #expect(fb[10, 2] == Pixel(Color.white))
        #expect(fb[10, 3] == Pixel(Color.white))
        #expect(fb[10, 1] == Pixel(Color.black))
        #expect(fb[10, 4] == Pixel(Color.black))
    }

    @Test("A one-pixel line through pixel centres covers exactly one row")
    func onePixelLine() {
        var fb = Framebuffer(width: 20, height: 5, fill: .black)
        fb.drawLine(fromX: 2, fromY: 2.5, toX: 18, toY: 2.5, width: 1, color: .white)
        #expect(fb[9, 2] == Pixel(Color.white))
        #expect(fb[9, 1] == Pixel(Color.black))
        #expect(fb[9, 3] == Pixel(Color.black))
    }

    @Test("A filled circle is opaque at its centre, empty outside and partial on its edge")
    func circleCoverage() {
        var fb = Framebuffer(width: 21, height: 21, fill: .black)
        fb.fillCircle(centerX: 10.5, centerY: 10.5, radius: 6, color: .white)
        #expect(fb[10, 10] == Pixel(Color.white))
        #expect(fb[0, 0] == Pixel(Color.black))
        // The pixel centre 6 px right of the centre lies exactly on the edge: half covered.
        #expect(fb[16, 10].red == 128)
    }

    @Test("A translucent polyline blends its joints once")
    func polylineJointsBlendOnce() {
        let color = Color.white.withAlpha(128)
        var joined = Framebuffer(width: 30, height: 30, fill: .black)
        joined.drawPolyline([(x: 5.0, y: 15.0), (x: 15.0, y: 15.0), (x: 15.0, y: 25.0)], width: 3, color: color)
        // The joint pixel gets the same value as the middle of a straight run.
        #expect(joined[15, 15] == joined[10, 15])
        #expect(joined[15, 15].red == 128)
    }

    @Test("A polyline skips segments with non-finite points and draws the rest")
    func polylineSkipsNaN() {
        var fb = Framebuffer(width: 30, height: 10, fill: .black)
        fb.drawPolyline(
            [(x: 2.0, y: 5.0), (x: 10.0, y: 5.0), (x: .nan, y: 5.0), (x: 20.0, y: 5.0), (x: 28.0, y: 5.0)],
            width: 2, color: .white)
        #expect(fb[6, 4] == Pixel(Color.white))
        #expect(fb[24, 4] == Pixel(Color.white))
        #expect(fb[15, 4] == Pixel(Color.black))
    }

    // MARK: - Goldens

    @Test("A fan of anti-aliased lines one, two and four pixels wide")
    func lines() {
        var fb = Framebuffer(width: 128, height: 72, fill: TestSupport.background)
        let widths: [Double] = [1, 2, 4]
        var segments: [(a: (Double, Double), b: (Double, Double), halfWidth: Double)] = []
        for (i, width) in widths.enumerated() {
            let cx = 22 + Double(i) * 42
            for k in 0..<6 {
                let angle = Double(k) * Double.pi / 10
                let end = (cx + 30 * cosine(angle) - 15, 66 - 58 * sine(angle) - 2)
                fb.drawLine(fromX: cx, fromY: 66, toX: end.0, toY: end.1, width: width, color: Color(rgba: 0x81C7_84FF))
                segments.append(((cx, 66), end, width / 2))
            }
        }
        assertSnapshot(of: fb, as: .png)

        // Pixels well inside a line are its colour, pixels well away from every line the background.
        GoldenChecks.expectShape(
            fb, distance: { x, y in segments.map { GoldenChecks.toSegment(x, y, $0.a, $0.b) - $0.halfWidth }.min()! },
            inside: Pixel(Color(rgba: 0x81C7_84FF)), outside: Pixel(TestSupport.background), "fan of lines"
        )
        // A 4 px line alone covers 4·length + π·2² within 1 %.
        var alone = Framebuffer(width: 80, height: 80)
        alone.drawLine(fromX: 8, fromY: 70, toX: 60.5, toY: 12.25, width: 4, color: .white)
        let area = 4 * hypot(52.5, 57.75) + Double.pi * 4
        #expect(abs(GoldenChecks.ink(alone) - area) <= 0.01 * area)
    }

    @Test("A translucent frame-time graph drawn as a polyline with sharp turns")
    func polylineGraph() {
        var fb = Framebuffer(width: 160, height: 64, fill: TestSupport.background)
        let frameTimes: [Double] = [16, 17, 16, 15, 16, 33, 16, 16, 17, 50, 16, 15, 16, 16, 24, 16, 16, 17, 16, 16, 16]
        // Budget line first, then the graph over it.
        fb.drawLine(fromX: 4, fromY: 60 - 16.7, toX: 156, toY: 60 - 16.7, width: 1, color: Color.white.withAlpha(80))
        fb.drawPolyline(
            frameTimes.indices.lazy.map { (x: 4 + Double($0) * 7.6, y: 60 - frameTimes[$0]) },
            width: 2, color: Color(rgba: 0xFFD5_4FC0))
        assertSnapshot(of: fb, as: .png)

        // Well inside the graph, away from the budget line, every pixel is the colour blended once
        // over the background, joints included; well away from both, the background.
        let points = frameTimes.indices.map { (4 + Double($0) * 7.6, 60 - frameTimes[$0]) }
        func graph(_ x: Double, _ y: Double) -> Double {
            zip(points, points.dropFirst()).map { GoldenChecks.toSegment(x, y, $0, $1) - 1 }.min()!
        }
        let budget = { (x: Double, y: Double) in GoldenChecks.toSegment(x, y, (4, 60 - 16.7), (156, 60 - 16.7)) - 0.5 }
        GoldenChecks.expectShape(
            // NaN: pixels near the budget line are neither checked inside nor outside.
            fb, distance: { x, y in budget(x, y) < 0.71 ? .nan : graph(x, y) },
            inside: GoldenChecks.over(TestSupport.background, Color(rgba: 0xFFD5_4FC0)), outside: Pixel(TestSupport.background),
            "graph"
        )
    }

    @Test("Filled and outlined circles from three to twelve pixels in radius")
    func circles() {
        var fb = Framebuffer(width: 128, height: 64, fill: TestSupport.background)
        let radii: [Double] = [3, 6.5, 12]
        for (i, r) in radii.enumerated() {
            let cx = 16 + Double(i) * 40
            fb.fillCircle(centerX: cx, centerY: 18, radius: r, color: Color(rgba: 0x66BB_6AFF))
            fb.strokeCircle(centerX: cx + 0.5, centerY: 46.5, radius: r, lineWidth: 1.5, color: .white)
        }
        assertSnapshot(of: fb, as: .png)

        // Every disc and ring where it surely covers or misses a pixel; the larger discs cover πr² within 1 %.
        // (A ring 1.5 px wide holds no pixel wholly, so only its outside is checked.)
        GoldenChecks.expectShape(
            fb,
            distance: { x, y in
                y < 32 ? .nan : radii.indices.map { abs(GoldenChecks.toCircle(x, y, 16.5 + Double($0) * 40, 46.5, radii[$0] - 0.75)) - 0.75 }.min()!
            },
            inside: Pixel(Color.white), outside: Pixel(TestSupport.background), "rings", requireInside: false
        )
        for (i, r) in radii.enumerated() {
            let cx = 16 + Double(i) * 40
            var disc = Framebuffer(width: 128, height: 32, fill: TestSupport.background)
            disc.fillCircle(centerX: cx, centerY: 18, radius: r, color: Color(rgba: 0x66BB_6AFF))
            GoldenChecks.expectShape(
                disc, distance: { GoldenChecks.toCircle($0, $1, cx, 18, r) },
                inside: Pixel(Color(rgba: 0x66BB_6AFF)), outside: Pixel(TestSupport.background), "disc \(r)")
            var alone = Framebuffer(width: 32, height: 32)
            alone.fillCircle(centerX: 16.3, centerY: 15.6, radius: r, color: .white)
            if r >= 6 { #expect(abs(GoldenChecks.ink(alone) - Double.pi * r * r) <= 0.01 * Double.pi * r * r, "disc \(r) area") }
        }
    }

    /// Sine and cosine from a short Taylor series, so the goldens don't depend on libm.
    private func sine(_ x: Double) -> Double { x - x * x * x / 6 + x * x * x * x * x / 120 - x * x * x * x * x * x * x / 5040 }
    private func cosine(_ x: Double) -> Double { 1 - x * x / 2 + x * x * x * x / 24 - x * x * x * x * x * x / 720 }
}
