// MARK: - PNG decoding

extension Framebuffer {
    /// The largest width or height ``init(pngData:)`` accepts.
    public static let maximumPNGDimension = 16384

    /// Decodes a PNG of any colour type, bit depth or interlacing into a framebuffer.
    ///
    /// Palette, grey, grey+alpha, RGB and RGBA images at 1 to 16 bits,
    /// interlaced or not, become 8-bit colour, then premultiplied: samples
    /// below 8 bits scale exactly, 16-bit samples round to the nearest 8-bit
    /// value, a tRNS chunk gives transparency. Colour-space chunks (gAMA,
    /// sRGB, iCCP) are not applied; samples are taken as sRGB.
    ///
    /// The whole file is read and checked: every chunk's CRC up to IEND, so a
    /// file cut anywhere, or damaged after its pixels, throws. Memory grows
    /// with the pixel data actually decoded, never with what the header
    /// claims, so a tiny file that claims 16384 × 16384 pixels fails on its
    /// missing data without allocating for them. Bad input throws; it never traps.
    ///
    /// ```swift
    /// let golden = try Framebuffer(pngData: bytes)
    /// ```
    public init(pngData data: [UInt8]) throws(PNGError) {
        guard !data.isEmpty else { throw .invalidData("no data") }
        // libpng reads from `data` until the end, so the whole decode stays in this closure.
        let result: Result<Framebuffer, PNGError> = data.withUnsafeBytes { bytes in
            do throws(PNGError) {
                return .success(try Self._decodePNG(bytes))
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    private static func _decodePNG(_ bytes: UnsafeRawBufferPointer) throws(PNGError) -> Framebuffer {
        let reader = try _PNGReader(bytes: bytes)
        let header = try reader.readHeader()
        let width = header.width, height = header.height
        guard width <= maximumPNGDimension, height <= maximumPNGDimension, width * height <= maximumPixelCount else {
            throw .dimensionsTooLarge(width: width, height: height)
        }
        let samples = try _PNGSamples(header)
        let passes = _Adam7Pass.passes(width: width, height: height, interlaced: header.isInterlaced)

        // Pixels in file order (pass after pass), appended as rows arrive: a file that claims
        // more rows than it holds fails at the first missing one, having allocated only for what it held.
        var decoded: [UInt32] = []
        var row = [UInt8](repeating: 0, count: header.rowBytes)
        for pass in passes {
            for _ in 0..<pass.rows {
                try row.withUnsafeMutableBufferPointer { (buffer) throws(PNGError) in
                    try reader.readRow(into: buffer.baseAddress!)
                    try samples.append(row: buffer.baseAddress!, count: pass.columns, to: &decoded)
                }
            }
        }
        try reader.readEnd()

        var framebuffer = Framebuffer(width: width, height: height)
        framebuffer.withUnsafeMutablePixels { pixels in
            var next = 0
            for pass in passes {
                for j in 0..<pass.rows {
                    let start = (pass.y0 + j * pass.dy) * width + pass.x0
                    for i in 0..<pass.columns {
                        pixels[start + i * pass.dx] = decoded[next]
                        next += 1
                    }
                }
            }
        }
        return framebuffer
    }
}
