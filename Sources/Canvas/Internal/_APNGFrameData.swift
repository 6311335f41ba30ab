import CPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The image data of an animated PNG's later frames: the rectangle that
/// changed since the frame before, found row by row, written as PNG scanlines
/// and compressed by zlib directly.
///
/// libpng is not asked: its writer would choose a filter for every row by
/// trying all five, which took most of a long clip's encoding, and these
/// frames (mostly transparent, their changed pixels in runs of one colour)
/// compress smaller unfiltered. Every row is written with filter type 0
/// (none), so the data is the pixels themselves, straight alpha, each row
/// after a zero byte, as any PNG decoder reads it.
enum _APNGFrames {
    /// zlib's compression level for frame data: its default, the level libpng uses.
    static let compressionLevel: Int32 = 6

    /// The smallest rectangle holding every pixel of `frame` that differs from
    /// `previous` (both of one size), and whether every such pixel is opaque;
    /// `nil` if none differs. Rows that are equal are passed over whole.
    static func change(from previous: Framebuffer, to frame: Framebuffer) -> (rect: PixelRect, isOpaque: Bool)? {
        let width = frame.width, rowBytes = width * 4
        var minX = width, minY = frame.height, maxX = -1, maxY = -1
        var isOpaque = true
        previous.withUnsafeBytes { old in
            frame.withUnsafeBytes { new in
                let a = old.assumingMemoryBound(to: UInt32.self), b = new.assumingMemoryBound(to: UInt32.self)
                for y in 0..<frame.height {
                    let row = y * width
                    guard memcmp(old.baseAddress! + row * 4, new.baseAddress! + row * 4, rowBytes) != 0 else { continue }
                    var first = 0, last = width - 1
                    while a[row + first] == b[row + first] { first += 1 }
                    while a[row + last] == b[row + last] { last -= 1 }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                    if isOpaque {
                        for x in first...last where a[row + x] != b[row + x] && b[row + x] >> 24 != 0xFF {
                            isOpaque = false
                            break
                        }
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), isOpaque)
    }

    /// The compressed image data (the contents of `fdAT` after its sequence
    /// number) of `frame`'s pixels in `rect`, un-premultiplied. Where
    /// `blendOver`, a pixel equal to `previous`'s is left transparent, so the
    /// one before shows through and the run of zeros costs almost nothing.
    static func imageData(of frame: Framebuffer, over previous: Framebuffer, in rect: PixelRect, blendOver: Bool) throws(PNGError) -> [UInt8] {
        let width = frame.width, lineBytes = rect.width * 4 + 1
        let scanlines = [UInt8](unsafeUninitializedCapacity: rect.height * lineBytes) { buffer, count in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            previous.withUnsafeBytes { old in
                frame.withUnsafeBytes { new in
                    let a = old.assumingMemoryBound(to: UInt32.self), b = new.assumingMemoryBound(to: UInt32.self)
                    for line in 0..<rect.height {
                        let row = (rect.y + line) * width + rect.x, start = line * lineBytes
                        out.storeBytes(of: 0, toByteOffset: start, as: UInt8.self)  // filter type 0: none
                        for x in 0..<rect.width {
                            let pixel = b[row + x]
                            let value = blendOver && pixel == a[row + x] ? 0 : Pixel(rawValue: pixel)._straight
                            out.storeBytes(of: value.littleEndian, toByteOffset: start + 1 + x * 4, as: UInt32.self)
                        }
                    }
                }
            }
            count = rect.height * lineBytes
        }
        return try deflate(scanlines)
    }

    /// `bytes` as one zlib stream.
    static func deflate(_ bytes: [UInt8]) throws(PNGError) -> [UInt8] {
        var size = Int(compressBound(UInt(bytes.count)))
        var output = [UInt8](repeating: 0, count: size)
        let succeeded = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { CPNG_deflate($0.baseAddress, $0.count, out.baseAddress, &size, compressionLevel) }
        }
        guard succeeded != 0 else { throw .encodingFailed("zlib could not compress a frame of \(bytes.count) bytes") }
        output.removeLast(output.count - size)
        return output
    }

    /// `frame` cut or padded (transparent) to `width` × `height`.
    static func fitted(_ frame: Framebuffer, width: Int, height: Int) -> Framebuffer {
        var fitted = Framebuffer(width: width, height: height)
        let columns = min(width, frame.width), rows = min(height, frame.height)
        frame.withUnsafeBytes { source in
            let pixels = source.assumingMemoryBound(to: UInt32.self)
            fitted.withUnsafeMutablePixels { target in
                for y in 0..<rows {
                    for x in 0..<columns { target[y * width + x] = pixels[y * frame.width + x] }
                }
            }
        }
        return fitted
    }
}
