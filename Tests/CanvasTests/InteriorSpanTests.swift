@testable import Canvas
import Testing

/// An unturned rounded box fills each row's interior in one span, found in closed form
/// (`_RoundedBoxField.interiorRowEnd`), where the distance alone would stop every few pixels.
/// The span must change nothing: the same field with the closed form hidden draws the same bytes.
@Suite("Interior spans of rounded boxes")
struct InteriorSpanTests {
    /// The field as it was: every answer forwarded except the closed-form row end.
    struct DistanceOnly<Field: _DistanceField>: _DistanceField {
        let field: Field
        func distance(x: Double, y: Double) -> Double { field.distance(x: x, y: y) }
        var bounds: _Bounds { field.bounds }
        var needsExactCoverage: Bool { field.needsExactCoverage }
        func exactCoverage(pixelX px: Int, y py: Int) -> Double { field.exactCoverage(pixelX: px, y: py) }
    }

    static func field(_ cx: Double, _ cy: Double, _ hw: Double, _ hh: Double, _ r: Double) -> _RoundedBoxField {
        _RoundedBoxField(
            centerX: cx, centerY: cy, halfWidth: hw, halfHeight: hh, radius: min(r, hw, hh),
            sin: 0, cos: 1, inset: 0)
    }

    static func drawn(_ fill: (inout Framebuffer) -> Void) -> Framebuffer {
        var framebuffer = Framebuffer(width: 96, height: 64, fill: Color(rgba: 0x20304080))
        fill(&framebuffer)
        return framebuffer
    }

    @Test("400 rounded boxes at fractional places, some clipped, some pills, some with tiny radii, draw the same bytes")
    func sameBytes() {
        var random = CoverageTests.Random()
        let source = Pixel(Color(rgba: 0xE0A040C0)).rawValue
        for index in 0..<400 {
            let hw = random.between(0.6, 60), hh = random.between(0.6, 40)
            let radius = [0, 0.3, 0.5, 0.7, random.between(0, 20), .infinity][index % 6]
            let shape = Self.field(random.between(-20, 116), random.between(-20, 84), hw, hh, radius)
            let fast = Self.drawn { $0._fill(shape, source: source) }
            let slow = Self.drawn { $0._fill(DistanceOnly(field: shape), source: source) }
            #expect(fast == slow, "box \(index): centre (\(shape.centerX), \(shape.centerY)), half \(hw)×\(hh), radius \(shape.radius)")
        }
    }

    @Test("Only unturned fills take the span: a turned box or an outline has no closed-form row end")
    func onlyUnturnedFills() {
        let plain = Self.field(40, 30, 30, 8, 4)
        #expect(plain.interiorRowEnd(y: 30.5) == 70 - 0.5, "on the straight band, the side less half a pixel")
        #expect(plain.interiorRowEnd(y: 37.9) == nil, "past the shrunk box's bottom there is no full pixel")
        let turned = _RoundedBoxField(centerX: 40, centerY: 30, halfWidth: 30, halfHeight: 8, radius: 8, sin: 0.1, cos: 0.995, inset: 0)
        let outline = _RoundedBoxField(centerX: 40, centerY: 30, halfWidth: 30, halfHeight: 8, radius: 8, sin: 0, cos: 1, inset: 2)
        #expect(turned.interiorRowEnd(y: 30.5) == nil)
        #expect(outline.interiorRowEnd(y: 30.5) == nil)
    }

    @Test("A pill drawn through the public API looks the same turned by a full turn, which takes the distance path")
    func publicPath() {
        let straight = Self.drawn { $0.fillRectangle(x: 10.3, y: 20.6, width: 70.2, height: 15.5, color: .white, style: RectangleStyle(cornerRadius: .infinity)) }
        let turned = Self.drawn {
            $0.fillRectangle(x: 10.3, y: 20.6, width: 70.2, height: 15.5, color: .white, style: RectangleStyle(cornerRadius: .infinity, rotation: 2 * .pi))
        }
        #expect(straight.difference(from: turned, tolerance: PixelTolerance(maxChannelDelta: 1)).differingPixels == 0)
    }
}
