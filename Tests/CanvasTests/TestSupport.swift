import Canvas
import Foundation

/// Paths and fixtures shared by the Canvas tests.
enum TestSupport {
    /// The package root, found from this file's location so tests run from any directory.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // TestSupport.swift, CanvasTests, Tests
        return parts.joined(separator: "/")
    }()

    /// The folder of committed PNG fixtures.
    static let fixtures = packageRoot + "/Tests/CanvasTests/Fixtures"

    /// The bundled Terminus 8×16 font, loaded once.
    static let font: BitmapFont = {
        do {
            return try BitmapFont(contentsOfFile: packageRoot + "/" + BitmapFont.defaultFontPath)
        } catch {
            fatalError("the bundled font must load: \(error)")
        }
    }()

    /// The background every golden starts from: a dark slate, opaque.
    static let background = Color(rgba: 0x1E22_2AFF)

    /// The bytes of a file, or nil if it cannot be read.
    static func bytes(atPath path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Every pixel of a framebuffer as straight-alpha colours, row by row.
    static func colors(_ fb: Framebuffer) -> [Color] {
        var out: [Color] = []
        for y in 0..<fb.height {
            for x in 0..<fb.width { out.append(Color(fb[x, y])) }
        }
        return out
    }

    /// A deterministic pseudo-random sequence (a 64-bit LCG), for reproducible "random" inputs.
    struct LCG {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    }
}
