import CPNG

// MARK: - PNG files, and encoding (libpng's simplified write API)

extension Framebuffer {
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
            for i in 0..<straight.count {
                straight[i] = Pixel(rawValue: pixels[i])._straight
            }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = CPNG_FORMAT_RGBA
        let result: Result<[UInt8], PNGError> = straight.withUnsafeBytes { source in
            // One pass into room for the largest file the image can make (libpng's bound), then trimmed.
            var size = CPNG_image_png_size_max(&image)
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
}

extension Color {
    /// The colour in the framebuffer's byte order (R, G, B, A in memory), without premultiplying.
    var _packed: UInt32 { UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24 }
}

extension Pixel {
    /// The pixel un-premultiplied, packed as stored (`Color(self)._packed`):
    /// an opaque pixel is its own straight value and a transparent one is 0, so only the
    /// few partly transparent pixels (edges, shadows) are divided.
    @inline(__always)
    var _straight: UInt32 {
        switch rawValue >> 24 {
        case 0xFF: rawValue
        case 0: 0
        default: Color(self)._packed
        }
    }
}
