import Canvas
import Foundation
import Testing

/// Every input in the PNG and font fuzz corpora (Fuzzing/Corpus) and every finding that
/// became a regression input (Fuzzing/Regressions), through the same checks as the
/// harnesses FuzzPNG and FuzzFont, in the ordinary test suite.
@Suite("Fuzz corpora of PNG files and fonts")
struct CanvasFuzzCorpusTests {
    static func inputs(_ target: String) -> [String] {
        ["Corpus", "Regressions"].flatMap { folder -> [String] in
            let path = "\(TestSupport.packageRoot)/Fuzzing/\(folder)/\(target)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
        }
    }

    @Test("The PNG corpus and its regressions decode or throw, and what decodes survives a round trip", arguments: inputs("png"))
    func pngInput(path: String) throws {
        let bytes = try #require(TestSupport.bytes(atPath: path))
        guard let image = try? Framebuffer(pngData: bytes), image.width > 0, image.height > 0 else { return }
        #expect(try Framebuffer(pngData: image.pngData()) == image)
    }

    @Test("The font corpus and its regressions load or are refused in one line, and what loads draws any text", arguments: inputs("font"))
    func fontInput(path: String) throws {
        let bytes = try #require(TestSupport.bytes(atPath: path))
        let font: BitmapFont
        do {
            font = try BitmapFont(psfData: bytes)
        } catch {
            #expect(!error.description.contains("\n"))
            return
        }
        let sample = "Box#1 é € … \u{FFFD} \u{10FFFF} Tossable performer with a long name"
        var framebuffer = Framebuffer(width: 96, height: 40, fill: .black)
        for scale in [1, 2, 3] {
            let width = framebuffer.drawText(sample, x: -5, y: 2, font: font, color: .white, scale: scale, maxWidth: 90)
            #expect(width == font.width(of: sample, scale: scale, maxWidth: 90))
        }
    }
}
