// Fuzzes the PNG reader: any bytes either decode or throw PNGError. A PNG
// that decodes must encode and decode again to the same pixels.

import Canvas

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? Framebuffer(pngData: bytes) else { return 0 }
    guard image.width > 0, image.height > 0 else { return 0 }
    guard let encoded = try? image.pngData(), let decoded = try? Framebuffer(pngData: encoded), decoded == image else {
        fatalError("a decoded PNG does not survive a round trip through PNG")
    }
    return 0
}
