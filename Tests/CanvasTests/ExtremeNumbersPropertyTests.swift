import Canvas
import PropertyBased
import Testing

/// Every drawing entry point of Canvas fed numbers nobody should send: NaN,
/// ±infinity, ±1e308, subnormals, and integers up to ±Int.max. Nothing may
/// trap, nothing may be drawn outside the clip, and a shape that cannot be
/// placed (a non-finite coordinate) draws nothing at all.
@Suite("Drawing with extreme numbers")
struct ExtremeNumbersPropertyTests {
    static let special: [Double] = [
        .nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, Double.leastNormalMagnitude.nextDown, 0, -0.0,
        0x1p70, -0x1p70, 4_194_304, -4_194_304, 1e12, 0.5, 7.25, 40,
    ]

    /// Any double: a special one, any bit pattern, or an ordinary coordinate.
    static let anyDouble = zip(Gen.int(in: 0...2), Gen.int(in: 0..<special.count), Gen.uint64(), Gen.double(in: -80...80))
        .map { kind, index, bits, moderate in
            switch kind {
            case 0: special[index]
            case 1: Double(bitPattern: bits)
            default: moderate
            }
        }

    /// Any Int, weighted toward the extremes and toward the framebuffer.
    static let anyInt = zip(Gen.int(in: 0...2), Gen.int(), Gen.int(in: -40...40), Gen.int(in: 0...5))
        .map { kind, any, small, edge in
            switch kind {
            case 0: [Int.min, Int.max, Int.min + 1, Int.max - 1, 1 << 62, -(1 << 62)][edge]
            case 1: any
            default: small
            }
        }

    static let shapes = zip(anyDouble, anyDouble, anyDouble, anyDouble, anyDouble, Gen.int(in: 0...7)).array(of: 1...6)

    /// The pixels outside `clip` of a framebuffer drawn into, compared with a fresh one.
    private static func untouchedOutside(_ clip: PixelRect, _ framebuffer: Framebuffer) -> Bool {
        for y in 0..<framebuffer.height {
            for x in 0..<framebuffer.width where !clip.contains(x: x, y: y) && framebuffer[x, y] != Pixel(Color.black) {
                return false
            }
        }
        return true
    }

    @Test("Rectangles, outlines, lines, polylines and circles at any doubles never trap or draw outside the clip")
    func shapesAtAnyDoubles() async {
        let clip = PixelRect(x: 4, y: 3, width: 24, height: 18)
        await propertyCheck(count: 500, input: Self.shapes) { shapes in
            var framebuffer = Framebuffer(width: 32, height: 24, fill: .black)
            framebuffer.withClip(clip) { framebuffer in
                for (a, b, c, d, e, kind) in shapes {
                    let color = Color(rgba: 0xFF80_40C0)
                    switch kind {
                    case 0: framebuffer.fillRectangle(x: a, y: b, width: c, height: d, color: color)
                    case 1:
                        framebuffer.fillRectangle(
                            x: a, y: b, width: c, height: d, color: color,
                            style: RectangleStyle(cornerRadius: e, opacity: e, rotation: e, scale: e))
                    case 2: framebuffer.strokeRectangle(x: a, y: b, width: c, height: d, lineWidth: e, color: color)
                    case 3:
                        framebuffer.strokeRectangle(
                            x: a, y: b, width: c, height: d, lineWidth: e, color: color,
                            style: RectangleStyle(cornerRadius: d, rotation: e))
                    case 4: framebuffer.drawLine(fromX: a, fromY: b, toX: c, toY: d, width: e, color: color)
                    case 5: framebuffer.drawPolyline([(a, b), (c, d), (e, a), (b, c)], width: e, color: color)
                    case 6: framebuffer.fillCircle(centerX: a, centerY: b, radius: c, color: color)
                    default: framebuffer.strokeCircle(centerX: a, centerY: b, radius: c, lineWidth: d, color: color)
                    }
                }
            }
            #expect(Self.untouchedOutside(clip, framebuffer))
        }
    }

    @Test("A turned or rounded box too thin to have an inside draws without trapping (found by shapesAtAnyDoubles)")
    func vanishingTurnedBoxes() {
        for size in [Double.leastNonzeroMagnitude, 1e-300, 1e-20, 1e-9] {
            for (width, height) in [(size, 5.0), (5.0, size), (size, size)] {
                var framebuffer = Framebuffer(width: 16, height: 16, fill: .black)
                let turned = RectangleStyle(cornerRadius: 0.25, rotation: 0.3)
                framebuffer.fillRectangle(x: 5, y: 5, width: width, height: height, color: .white, style: turned)
                framebuffer.strokeRectangle(x: 5, y: 5, width: width, height: height, lineWidth: size, color: .white, style: turned)
                framebuffer.strokeRectangle(x: 5, y: 5, width: width, height: height, lineWidth: 1, color: .white, style: turned)
                #expect(Self.untouchedOutside(PixelRect(x: 2, y: 2, width: 12, height: 12), framebuffer), "nothing beyond the box's reach")
            }
        }
    }

    @Test("A shape with a non-finite coordinate or size draws nothing")
    func nonFiniteShapesDrawNothing() async {
        let nonFinite = Gen.int(in: 0...2).map { [Double.nan, .infinity, -.infinity][$0] }
        await propertyCheck(count: 200, input: nonFinite, Gen.int(in: 0...3), Gen.int(in: 0...5)) { bad, slot, kind in
            // x, y, width or height (for circles: x, y, radius or line width) is the one that cannot be placed.
            var v: [Double] = [4, 5, 8, 3]
            v[kind == 4 ? slot % 3 : slot] = bad
            var framebuffer = Framebuffer(width: 24, height: 20, fill: .black)
            let color = Color.white
            switch kind {
            case 0: framebuffer.fillRectangle(x: v[0], y: v[1], width: v[2], height: v[3], color: color)
            case 1:
                framebuffer.fillRectangle(
                    x: v[0], y: v[1], width: v[2], height: v[3], color: color,
                    style: RectangleStyle(cornerRadius: 3, rotation: 0.3))
            case 2: framebuffer.strokeRectangle(x: v[0], y: v[1], width: v[2], height: v[3], lineWidth: 2, color: color)
            case 3: framebuffer.drawLine(fromX: v[0], fromY: v[1], toX: v[2], toY: v[3], width: 2, color: color)
            case 4: framebuffer.fillCircle(centerX: v[0], centerY: v[1], radius: v[2], color: color)
            default: framebuffer.strokeCircle(centerX: v[0], centerY: v[1], radius: v[2], lineWidth: v[3], color: color)
            }
            #expect(framebuffer == Framebuffer(width: 24, height: 20, fill: .black), "kind \(kind), slot \(slot) = \(bad)")
        }
    }

    @Test("Text at any Int position, scale and width limit, in any clip, never traps or draws outside the clip")
    func textAtAnyInts() async throws {
        let font = try BitmapFont(contentsOfFile: BitmapFont.defaultFontPath)
        await propertyCheck(count: 500, input: Self.anyInt, Self.anyInt, Self.anyInt, Self.anyInt, zip(Self.anyInt, Self.anyInt, Self.anyInt, Self.anyInt)) {
            x, y, scale, maxWidth, clipValues in
            let (cx, cy, cw, ch) = clipValues
            let clip = PixelRect(x: cx, y: cy, width: cw, height: ch)
            var framebuffer = Framebuffer(width: 40, height: 30, fill: .black)
            framebuffer.withClip(clip) { framebuffer in
                _ = framebuffer.drawText("Box#1 …é", x: x, y: y, font: font, color: .white, scale: scale, maxWidth: maxWidth)
            }
            _ = font.width(of: "Spring", scale: scale, maxWidth: maxWidth)
            _ = font.lineHeight(scale: scale)
            #expect(Self.untouchedOutside(clip.intersection(framebuffer.bounds), framebuffer))
        }
    }

    @Test("Empty rectangles whose far edge overflows intersect to nothing, without trapping (found by clipsAtAnyInts)")
    func intersectionOfOverflowingEdges() {
        // x + width wrapped past Int.max: an empty rectangle looked like one spanning every Int.
        let wrapped = PixelRect(x: Int.min, y: Int.min, width: -1, height: -1)
        #expect(wrapped.maxX == Int.min && wrapped.isEmpty)
        #expect(wrapped.intersection(wrapped).isEmpty)
        #expect(wrapped.intersection(PixelRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        let far = PixelRect(x: Int.max - 5, y: 0, width: Int.max, height: 1)
        #expect(far.maxX == Int.max)
        #expect(far.intersection(PixelRect(x: 0, y: 0, width: Int.max, height: 1)) == PixelRect(x: Int.max - 5, y: 0, width: 5, height: 1))
        #expect(PixelRect(x: Int.min, y: 0, width: Int.max, height: 1).intersection(PixelRect(x: -1, y: 0, width: Int.max, height: 1)).isEmpty)
    }

    @Test("Clip rectangles at any Ints intersect without trapping, inside the framebuffer")
    func clipsAtAnyInts() async {
        await propertyCheck(count: 500, input: zip(Self.anyInt, Self.anyInt, Self.anyInt, Self.anyInt), zip(Self.anyInt, Self.anyInt, Self.anyInt, Self.anyInt)) {
            a, b in
            let first = PixelRect(x: a.0, y: a.1, width: a.2, height: a.3)
            let second = PixelRect(x: b.0, y: b.1, width: b.2, height: b.3)
            _ = first.intersection(second)
            _ = first.contains(x: b.0, y: b.1)
            var framebuffer = Framebuffer(width: 16, height: 8)
            framebuffer.clip = first
            #expect(framebuffer.clip.isEmpty || framebuffer.bounds.intersection(framebuffer.clip) == framebuffer.clip)
            framebuffer.withClip(second) { $0.clear(.white) }
        }
    }
}
