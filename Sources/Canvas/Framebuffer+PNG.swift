import CPNG

// MARK: - PNG encoding and decoding (libpng's simplified API)

extension Framebuffer {
    /// The largest width or height ``init(pngData:)`` accepts.
    public static let maximumPNGDimension = 16384

    /// Decodes a PNG of any colour type, bit depth or interlacing into a framebuffer.
    ///
    /// Palette, grey, grey+alpha, RGB and RGBA images at 1 to 16 bits, interlaced
    /// or not, are converted to 8-bit RGBA by libpng and then premultiplied.
    /// 16-bit images without colour-space information are taken as sRGB, as
    /// image editors write them. The dimensions are checked before anything is
    /// allocated; corrupt or truncated data throws, it never traps.
    ///
    /// ```swift
    /// let golden = try Framebuffer(pngData: bytes)
    /// ```
    public init(pngData data: [UInt8]) throws(PNGError) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        // libpng keeps reading from `data` until finish_read, so both calls stay in this closure.
        let result: Result<Framebuffer, PNGError> = data.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress, png_image_begin_read_from_memory(&image, start, bytes.count) != 0
            else { return .failure(.invalidData(bytes.isEmpty ? "no data" : Self._message(image))) }
            defer { png_image_free(&image) }

            let width = Int(image.width), height = Int(image.height)
            guard width <= Self.maximumPNGDimension, height <= Self.maximumPNGDimension,
                  width * height <= Self.maximumPixelCount
            else { return .failure(.dimensionsTooLarge(width: width, height: height)) }

            image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            image.format = CPNG_FORMAT_RGBA
            var framebuffer = Framebuffer(width: width, height: height)
            let finished = framebuffer.withUnsafeMutablePixels { pixels in
                png_image_finish_read(&image, nil, pixels.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { return .failure(.invalidData(Self._message(image))) }
            framebuffer.withUnsafeMutablePixels { pixels in
                for i in pixels.indices {
                    pixels[i] = Self._premultiplied(straight: pixels[i])
                }
            }
            return .success(framebuffer)
        }
        self = try result.get()
    }

    /// Reads and decodes a PNG file; see ``init(pngData:)``.
    ///
    /// ```swift
    /// let expected = try Framebuffer(contentsOfPNGFile: "Tests/CanvasTests/__Snapshots__/x.png")
    /// ```
    public init(contentsOfPNGFile path: String) throws(PNGError) {
        switch _File.read(path, limit: 1 << 30) {
        case let .success(bytes): try self.init(pngData: bytes)
        case let .failure(error): throw .cannotReadFile(path: path, reason: error.reason)
        }
    }

    /// Encodes the framebuffer as an 8-bit RGBA PNG with straight alpha.
    ///
    /// Pixels are un-premultiplied on the way out (exactly invertible: decoding
    /// gives back the same pixels). The same framebuffer always gives the same bytes.
    ///
    /// ```swift
    /// let bytes = try fb.pngData()
    /// ```
    public func pngData() throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw .encodingFailed("a PNG needs at least one pixel") }
        var straight = [UInt32](repeating: 0, count: width * height)
        withUnsafeBytes { bytes in
            let pixels = bytes.assumingMemoryBound(to: UInt32.self)
            for i in 0 ..< straight.count {
                straight[i] = Color(Pixel(rawValue: pixels[i]))._packed
            }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = CPNG_FORMAT_RGBA
        let result: Result<[UInt8], PNGError> = straight.withUnsafeBytes { source in
            // First call measures, second writes: libpng's documented two-step for memory output.
            var size = 0
            guard png_image_write_to_memory(&image, nil, &size, 0, source.baseAddress, 0, nil) != 0 else {
                return .failure(.encodingFailed(Self._message(image)))
            }
            var output = [UInt8](repeating: 0, count: size)
            let written = output.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, source.baseAddress, 0, nil)
            }
            guard written != 0 else { return .failure(.encodingFailed(Self._message(image))) }
            output.removeLast(output.count - size)
            return .success(output)
        }
        return try result.get()
    }

    /// Encodes the framebuffer and writes it to `path`, replacing any file there.
    ///
    /// ```swift
    /// try fb.writePNG(toFile: "/tmp/frame.png")
    /// ```
    public func writePNG(toFile path: String) throws(PNGError) {
        let bytes = try pngData()
        if case let .failure(error) = _File.write(bytes, to: path) {
            throw .cannotWriteFile(path: path, reason: error.reason)
        }
    }

    // MARK: - Helpers

    private static func _message(_ image: png_image) -> String {
        var copy = image
        let text = String(cString: CPNG_image_message(&copy))
        return text.isEmpty ? "unknown libpng error" : text
    }

    @inline(__always)
    private static func _premultiplied(straight value: UInt32) -> UInt32 {
        let a = value >> 24
        if a == 255 { return value }
        if a == 0 { return 0 }
        let r = _div255((value & 0xFF) * a), g = _div255((value >> 8 & 0xFF) * a), b = _div255((value >> 16 & 0xFF) * a)
        return r | g << 8 | b << 16 | a << 24
    }
}

extension Color {
    /// The colour in the framebuffer's byte order (R, G, B, A in memory), without premultiplying.
    var _packed: UInt32 { UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24 }
}
