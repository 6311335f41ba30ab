import Canvas
import Foundation
import Testing

/// Computed checks that stand beside each golden image, so a golden is never the only assertion.
///
/// They work from geometry and arithmetic written here, independently of the renderer:
/// where a shape surely covers or misses a pixel, what a blend gives, how much area a
/// shape covers, and which pixels a font's glyphs set.
enum GoldenChecks {
    /// `color` blended over an opaque `background` with `coverage` in 0...256: each channel
    /// `round(c·a·k/256/255 + b·(1 − a·k/256/255))`, in floating point.
    static func over(_ background: Color, _ color: Color, coverage: Int = 256) -> Pixel {
        let alpha = Double(color.alpha) / 255 * Double(coverage) / 256
        func channel(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(c) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return Pixel(
            Color(
                red: channel(color.red, background.red), green: channel(color.green, background.green),
                blue: channel(color.blue, background.blue)))
    }

    /// Whether two pixels differ by at most `delta` in every channel (blends round at each step).
    static func near(_ a: Pixel, _ b: Pixel, _ delta: Int = 1) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= delta && abs(Int(a.green) - Int(b.green)) <= delta
            && abs(Int(a.blue) - Int(b.blue)) <= delta && abs(Int(a.alpha) - Int(b.alpha)) <= delta
    }

    /// Checks, from a signed distance to a shape (negative inside; NaN to skip a pixel), that pixels
    /// whose centre lies more than √2/2 outside are `outside` and those more than √2/2 inside are `inside`.
    static func expectShape(
        _ fb: Framebuffer, distance: (Double, Double) -> Double, inside: Pixel, outside: Pixel, _ what: String,
        requireInside: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var wrongInside = 0, wrongOutside = 0, checkedInside = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let d = distance(Double(x) + 0.5, Double(y) + 0.5)
                if d > 0.7072, !near(fb[x, y], outside, 0) { wrongOutside += 1 }
                if d < -0.7072 {
                    checkedInside += 1
                    if !near(fb[x, y], inside) { wrongInside += 1 }
                }
            }
        }
        #expect(checkedInside > 0 || !requireInside, "\(what): nothing surely inside", sourceLocation: sourceLocation)
        #expect(
            wrongInside == 0 && wrongOutside == 0,
            "\(what): \(wrongInside) pixels surely inside and \(wrongOutside) surely outside are wrong",
            sourceLocation: sourceLocation)
    }

    /// Σ alpha / 255 of a framebuffer drawn on transparent black: the area it covers.
    static func ink(_ fb: Framebuffer) -> Double {
        var area = 0.0
        for y in 0..<fb.height {
            for x in 0..<fb.width { area += Double(fb[x, y].alpha) / 255 }
        }
        return area
    }

    // MARK: - Distances

    static func toSegment(_ px: Double, _ py: Double, _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let t = max(0, min(1, ((px - a.0) * dx + (py - a.1) * dy) / max(dx * dx + dy * dy, 1e-300)))
        return hypot(px - a.0 - t * dx, py - a.1 - t * dy)
    }

    static func toCircle(_ px: Double, _ py: Double, _ cx: Double, _ cy: Double, _ r: Double) -> Double {
        hypot(px - cx, py - cy) - r
    }
}

/// An independent reader of the bundled PSF1 font, to know which pixels a glyph sets.
struct PSFReference {
    private let data: [UInt8]
    private var glyphOf: [UInt32: Int] = [:]
    let height: Int

    init() {
        data = TestSupport.bytes(atPath: TestSupport.packageRoot + "/" + BitmapFont.defaultFontPath) ?? []
        precondition(data.count > 4 && data[0] == 0x36 && data[1] == 0x04, "the bundled font is PSF1")
        height = Int(data[3])
        let count = data[2] & 1 == 1 ? 512 : 256
        // The Unicode table: per glyph, UTF-16 values up to 0xFFFF; 0xFFFE starts sequences, which are skipped.
        var offset = 4 + count * height
        for glyph in 0..<count {
            var inSequence = false
            while offset + 1 < data.count {
                let value = UInt32(data[offset]) | UInt32(data[offset + 1]) << 8
                offset += 2
                if value == 0xFFFF { break }
                if value == 0xFFFE { inSequence = true }
                if !inSequence && glyphOf[value] == nil { glyphOf[value] = glyph }
            }
        }
    }

    /// Whether pixel (x, y) of the 8-wide cell for `scalar` is set (nil if the font lacks the scalar).
    func isSet(_ scalar: Unicode.Scalar, x: Int, y: Int) -> Bool? {
        guard let glyph = glyphOf[scalar.value] else { return nil }
        return data[4 + glyph * height + y] & (0x80 >> UInt8(x)) != 0
    }

    /// Checks that `text`, drawn at (x, y) with `scale`, sets exactly its glyphs' pixels to `ink` over `background`.
    func expectText(
        _ text: String, in fb: Framebuffer, x: Int, y: Int, scale: Int = 1, ink: Pixel, background: Pixel,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var wrong = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let shown = isSet(scalar, x: 0, y: 0) == nil ? "\u{FFFD}" : scalar
            for row in 0..<height * scale {
                for column in 0..<8 * scale {
                    let set = isSet(shown, x: column / scale, y: row / scale) ?? false
                    let pixel = fb[x + (index * 8 * scale) + column, y + row]
                    if pixel != (set ? ink : background) && !(set && GoldenChecks.near(pixel, ink)) { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0, "\(text): \(wrong) pixels differ from the font's glyphs", sourceLocation: sourceLocation)
    }
}
