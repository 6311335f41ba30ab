// Fuzzes the PSF font reader: any bytes either load as a font or throw
// BitmapFontError with a one-line description. A font that loads must
// measure and draw any text (mapped, unmapped, ellipsis, every scale)
// inside its framebuffer.

import Canvas

let sample = "Box#1 é € … \u{FFFD} \u{10FFFF} Tossable performer with a long name"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let font: BitmapFont
    do {
        font = try BitmapFont(psfData: Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        if error.description.isEmpty || error.description.contains("\n") {
            fatalError("a rejection must be one line, got: \(error.description.debugDescription)")
        }
        return 0
    }
    var framebuffer = Framebuffer(width: 96, height: 40, fill: .black)
    for scale in [1, 2, 3] {
        let width = framebuffer.drawText(sample, x: -5, y: 2, font: font, color: .white, scale: scale, maxWidth: 90)
        precondition(width == font.width(of: sample, scale: scale, maxWidth: 90))
        _ = framebuffer.drawText(sample, x: 3, y: 20, font: font, color: Color(rgba: 0xFF00_0080), scale: scale)
    }
    for scalar in sample.unicodeScalars { _ = font.hasGlyph(for: scalar) }
    return 0
}
