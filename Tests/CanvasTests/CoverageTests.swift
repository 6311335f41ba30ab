@testable import Canvas
import Foundation
import Testing

/// Coverage against the true area of each shape, on every drawing path.
///
/// A framebuffer stores 8-bit alpha, so a pixel's coverage is rounded (to 1/256, then to
/// 1/255); the rendered totals therefore allow, beside 1 % of the area, 1.5/255 per
/// partially covered pixel. The coverage the rasteriser computes before rounding is checked
/// against the area directly.
@Suite("Coverage against the true area")
struct CoverageTests {
    // MARK: - Measuring

    /// Σ alpha / 255 over the framebuffer, and how many pixels are partly covered.
    static func ink(_ fb: Framebuffer) -> (area: Double, partial: Int) {
        var area = 0.0, partial = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let alpha = fb[x, y].alpha
                area += Double(alpha) / 255
                if alpha > 0 && alpha < 255 { partial += 1 }
            }
        }
        return (area, partial)
    }

    static func expectArea(_ draw: (inout Framebuffer) -> Void, equals area: Double, _ what: String) {
        var fb = Framebuffer(width: 64, height: 64)
        draw(&fb)
        let (ink, partial) = ink(fb)
        let allowance = 0.01 * area + Double(partial) * 1.5 / 255
        #expect(abs(ink - area) <= allowance, "\(what): ink \(ink), area \(area), allowance \(allowance)")
    }

    static func boxArea(_ w: Double, _ h: Double, radius r: Double) -> Double {
        let r = max(0, min(r, w / 2, h / 2))
        return w * h - (4 - Double.pi) * r * r
    }

    struct Random {
        var generator = TestSupport.LCG(state: 7)
        mutating func unit() -> Double { Double(generator.next()) / Double(UInt32.max) }
        mutating func between(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
    }

    // MARK: - Thin rectangles on every path

    static let thinWidths = [0.05, 0.1, 0.3, 0.6, 0.95]

    @Test(
        "A bar thinner than a pixel covers its area on the exact box path, rotated by 1e-6, rounded by 0.001, and turned",
        arguments: thinWidths)
    func thinBars(width: Double) {
        var random = Random()
        for length in [3.0, 10.0, 37.5] {
            let styles: [(String, RectangleStyle)] = [
                ("plain", .plain),
                ("scaled", RectangleStyle(scale: 1.25)),
                ("rotated 1e-6", RectangleStyle(rotation: 1e-6)),
                ("radius 0.001", RectangleStyle(cornerRadius: 0.001)),
                ("rotated", RectangleStyle(rotation: random.between(0, 3.1))),
                ("rounded and rotated", RectangleStyle(cornerRadius: width / 3, rotation: random.between(0, 3.1))),
            ]
            for (name, style) in styles {
                for vertical in [false, true] {
                    // Centred near the middle, so every turn stays inside the framebuffer.
                    let (w, h) = vertical ? (width, length) : (length, width)
                    let x = random.between(31, 33) - w / 2, y = random.between(31, 33) - h / 2
                    let s = style.scale
                    Self.expectArea(
                        { $0.fillRectangle(x: x, y: y, width: w, height: h, color: .white, style: style) },
                        equals: Self.boxArea(w * s, h * s, radius: style.cornerRadius * s),
                        "\(w)×\(h) \(name) at (\(x), \(y))")
                }
            }
        }
    }

    @Test("An outline thinner than a pixel covers its area, plain, rounded and rotated", arguments: thinWidths)
    func thinOutlines(lineWidth: Double) {
        var random = Random()
        for style in [
            RectangleStyle.plain, RectangleStyle(cornerRadius: 4), RectangleStyle(cornerRadius: 3, rotation: 0.4),
            RectangleStyle(rotation: 1e-6),
        ] {
            let x = random.between(10, 12), y = random.between(10, 12), w = 30.5, h = 21.25
            let inner = Self.boxArea(w - 2 * lineWidth, h - 2 * lineWidth, radius: max(style.cornerRadius - lineWidth, 0))
            Self.expectArea(
                { $0.strokeRectangle(x: x, y: y, width: w, height: h, lineWidth: lineWidth, color: .white, style: style) },
                equals: Self.boxArea(w, h, radius: style.cornerRadius) - inner, "outline \(lineWidth) \(style)")
        }
    }

    // MARK: - Lines, discs and rings

    @Test("A line thinner than a pixel covers its area at any angle", arguments: [0.05, 0.2, 0.5, 0.9])
    func thinLines(width: Double) {
        var random = Random()
        for _ in 0..<12 {
            let x0 = random.between(8, 56), y0 = random.between(8, 56), x1 = random.between(8, 56), y1 = random.between(8, 56)
            let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
            Self.expectArea(
                { $0.drawLine(fromX: x0, fromY: y0, toX: x1, toY: y1, width: width, color: .white) },
                equals: width * length + Double.pi * width * width / 4, "line \(width) from (\(x0), \(y0))")
        }
    }

    @Test("A disc smaller than a pixel, and a ring thinner than one, cover their areas", arguments: [0.05, 0.2, 0.45])
    func tinyDiscsAndThinRings(size: Double) {
        var random = Random()
        for _ in 0..<8 {
            let cx = random.between(20, 40), cy = random.between(20, 40)
            Self.expectArea(
                { $0.fillCircle(centerX: cx, centerY: cy, radius: size, color: .white) },
                equals: Double.pi * size * size, "disc \(size) at (\(cx), \(cy))")
            let r = 9.3, line = size * 2
            Self.expectArea(
                { $0.strokeCircle(centerX: cx, centerY: cy, radius: r, lineWidth: line, color: .white) },
                equals: Double.pi * (r * r - (r - line) * (r - line)), "ring \(line) at (\(cx), \(cy))")
        }
    }

    // MARK: - Thick shapes on the distance path

    @Test("Thick rotated and rounded boxes and discs of the sizes a scene draws cover their areas within 1 %")
    func thickShapes() {
        var random = Random()
        for _ in 0..<20 {
            let x = random.between(6, 10), y = random.between(6, 10)
            let style = RectangleStyle(cornerRadius: random.between(0, 12), rotation: random.between(0, 3.1))
            Self.expectArea(
                { $0.fillRectangle(x: x, y: y, width: 44, height: 36, color: .white, style: style) },
                equals: Self.boxArea(44, 36, radius: style.cornerRadius), "box \(style)")
            let r = random.between(6, 20)
            Self.expectArea(
                { $0.fillCircle(centerX: 32 + x, centerY: 32 - y, radius: r, color: .white) },
                equals: Double.pi * r * r, "disc \(r)")
        }
    }

    // MARK: - What the rasteriser computes before rounding

    @Test("Exact coverage sums to the true area within 0.1 %, before any rounding")
    func exactCoverageBeforeRounding() {
        var random = Random()
        for _ in 0..<40 {
            let hw = random.between(0.02, 0.49), hh = random.between(1, 9), r = random.between(0, hw)
            let angle = random.between(0, 3.1)
            let (sin, cos) = (Foundation.sin(angle), Foundation.cos(angle))
            let box = _RoundedBoxField(
                centerX: 30.3, centerY: 29.8, halfWidth: hw, halfHeight: hh, radius: r,
                sin: sin, cos: cos, inset: 0)
            #expect(box.needsExactCoverage)
            Self.expectSum(box, equals: Self.boxArea(2 * hw, 2 * hh, radius: r))
            let disc = _CircleField(centerX: 30.7, centerY: 31.1, radius: hw, lineWidth: 0)
            Self.expectSum(disc, equals: Double.pi * hw * hw)
            // Turned between -0.45 and 0.9 rad, so it stays inside the 64 × 64 pixels summed.
            let turn = random.between(-0.45, 0.9)
            let capsule = _CapsuleField(
                ax: 20.2, ay: 21.9, bx: 20.2 + 40 * Foundation.cos(turn), by: 21.9 + 40 * Foundation.sin(turn),
                halfWidth: hw)
            Self.expectSum(capsule, equals: 4 * hw * 20 + Double.pi * hw * hw)
        }
    }

    static func expectSum<Field: _DistanceField>(_ field: Field, equals area: Double) {
        // Every pixel the shape's bounds touch, and a margin of one more.
        let b = field.bounds
        var sum = 0.0
        for y in Int(b.minY) - 2...Int(b.maxY) + 2 {
            for x in Int(b.minX) - 2...Int(b.maxX) + 2 { sum += field.exactCoverage(pixelX: x, y: y) }
        }
        #expect(abs(sum - area) <= 0.001 * area + 1e-12, "\(field): \(sum) for \(area)")
    }

    // MARK: - The picture

    @Test("A thin bar looks the same the moment it starts to turn or gets a tiny corner radius")
    func thinBarDoesNotThicken() {
        func draw(_ style: RectangleStyle) -> Framebuffer {
            var fb = Framebuffer(width: 40, height: 8, fill: .black)
            fb.fillRectangle(x: 4, y: 3.45, width: 32, height: 0.1, color: .white, style: style)
            return fb
        }
        let still = draw(.plain)
        #expect(still[20, 3].red == 26, "0.1 of a pixel: 26/255")
        for style in [RectangleStyle(rotation: 1e-6), RectangleStyle(cornerRadius: 0.001)] {
            let turned = draw(style)
            #expect(
                turned.difference(from: still, tolerance: PixelTolerance(maxChannelDelta: 1, maxDifferingPixels: 0)).matches,
                "\(style): \(turned[20, 3]) where \(still[20, 3]) is right")
        }
    }
}
