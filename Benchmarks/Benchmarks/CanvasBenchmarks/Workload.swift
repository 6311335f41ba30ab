import Canvas
import CanvasReferenceC

/// The frame every case draws: 10,000 rectangles of 40×40 on a 1280×720 target.
enum Workload {
    static let width = 1280
    static let height = 720
    static let count = 10_000
    static let side = 40
    static let background = Color(rgba: 0x1E22_2AFF)

    enum Mode: String {
        case opaque
        case blended
    }

    /// One rectangle: integer top-left corner and a colour.
    struct Rect: Sendable {
        var x: Int32
        var y: Int32
        var color: Color

        /// The same rectangle for the C loop, with its colour premultiplied.
        var reference: CanvasRefRect {
            CanvasRefRect(x: x, y: y, width: Int32(Workload.side), height: Int32(Workload.side), color: Pixel(color).rawValue)
        }
    }

    /// Deterministic positions (a 64-bit LCG) and a small palette; blended ones are 50–80 % opaque.
    static func rects(_ mode: Mode) -> [Rect] {
        let palette: [UInt32] = [0xE571_7300, 0x81C7_8400, 0x4FC3_F700, 0xFFB7_4D00, 0xBA68_C800, 0xF5F5_F500]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int32(Int(state >> 33) % bound)
        }
        return (0..<count).map { i in
            let alpha: UInt32 = mode == .opaque ? 255 : 128 + UInt32(i % 4) * 25
            return Rect(
                x: next(width - side), y: next(height - side),
                color: Color(rgba: palette[i % palette.count] | alpha)
            )
        }
    }

    /// The bundled font, looked up from the Benchmarks folder or the package root; nil if neither has it.
    static func font() -> BitmapFont? {
        for root in ["..", "."] {
            if let font = try? BitmapFont(contentsOfFile: root + "/" + BitmapFont.defaultFontPath) { return font }
        }
        return nil
    }

    /// Overlay lines: ASCII with a few Latin-1 letters, as a tracing panel shows them.
    static let overlayLines: [String] = (0..<40).map { i in
        "performer #\(i) spring(k: 120, ζ: 0.8) ⇢ x \(i * 37 % 1280) y \(i * 53 % 720) état: \(i % 3 == 0 ? "actif" : "repos")"
    }
}
