import CPNG

/// One libpng read session over bytes in memory, through libpng's sequential API.
///
/// Every libpng call that can fail goes through a guarded C shim (see
/// CPNG.h), so a libpng error comes back as a thrown ``PNGError`` and never
/// unwinds a Swift frame. libpng's own interlace handling and transforms are
/// left off: rows arrive raw, one Adam7 pass after another, and
/// ``_PNGSamples`` turns them into pixels. That sidesteps libpng 1.6.39's
/// simplified-API bug that corrupts 16-bit interlaced images (libpng issue
/// 853), and lets the decoder grow its memory with the rows that actually
/// arrive instead of allocating what the header claims.
///
/// Use it only inside the closure that keeps `bytes` alive.
final class _PNGReader {
    private let source: UnsafeMutablePointer<CPNG_source>
    private var png: OpaquePointer?
    private var info: OpaquePointer?

    /// Starts a session over `bytes`; nothing is read yet.
    init(bytes: UnsafeRawBufferPointer) throws(PNGError) {
        source = .allocate(capacity: 1)
        source.initialize(to: CPNG_source())
        source.pointee.data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        source.pointee.size = bytes.count
        png = CPNG_create_reader(source)
        if png != nil { info = png_create_info_struct(png) }
        guard png != nil, info != nil else { throw .invalidData("libpng could not start reading") }
    }

    deinit {
        png_destroy_read_struct(&png, &info, nil)
        source.deinitialize(count: 1)
        source.deallocate()
    }

    // MARK: - Reading

    /// Reads the signature and every chunk up to the first image data; throws on bad or missing data.
    func readHeader() throws(PNGError) -> _PNGHeader {
        try check(CPNG_read_info(png, info))
        var palette: [(UInt8, UInt8, UInt8)] = []
        var paletteEntries: UnsafeMutablePointer<png_color>?
        var paletteCount: Int32 = 0
        if png_get_PLTE(png, info, &paletteEntries, &paletteCount) != 0, let paletteEntries {
            palette = (0..<Int(paletteCount)).map { (paletteEntries[$0].red, paletteEntries[$0].green, paletteEntries[$0].blue) }
        }
        var alphas: UnsafeMutablePointer<UInt8>?
        var alphaCount: Int32 = 0
        var key: UnsafeMutablePointer<png_color_16>?
        var paletteAlpha: [UInt8] = []
        var transparentKey: (UInt16, UInt16, UInt16)?
        if png_get_tRNS(png, info, &alphas, &alphaCount, &key) != 0 {
            if let alphas { paletteAlpha = (0..<Int(alphaCount)).map { alphas[$0] } }
            if let key { transparentKey = (key.pointee.red, key.pointee.green, key.pointee.blue) }
            if let key, png_get_color_type(png, info) == PNG_COLOR_TYPE_GRAY { transparentKey = (key.pointee.gray, 0, 0) }
        }
        return _PNGHeader(
            width: Int(png_get_image_width(png, info)), height: Int(png_get_image_height(png, info)),
            bitDepth: Int(png_get_bit_depth(png, info)), colorType: Int(png_get_color_type(png, info)),
            isInterlaced: png_get_interlace_type(png, info) != PNG_INTERLACE_NONE,
            rowBytes: png_get_rowbytes(png, info),
            palette: palette, paletteAlpha: paletteAlpha, transparentKey: transparentKey
        )
    }

    /// Reads the next raw row (of the current pass, for an interlaced image) into `row`.
    func readRow(into row: UnsafeMutablePointer<UInt8>) throws(PNGError) {
        try check(CPNG_read_row(png, row))
    }

    /// Reads every chunk after the image data up to IEND, checking each CRC:
    /// a file cut short or damaged after its pixels still throws.
    func readEnd() throws(PNGError) {
        try check(CPNG_read_end(png))
    }

    private func check(_ status: Int32) throws(PNGError) {
        guard status == 0 else { return }
        let message = withUnsafeBytes(of: &source.pointee.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        throw .invalidData(message.isEmpty ? "unknown libpng error" : message)
    }
}

/// What a PNG's header and the chunks before its image data say.
struct _PNGHeader {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let isInterlaced: Bool
    /// Bytes in one full-width raw row, without the filter byte.
    let rowBytes: Int
    let palette: [(UInt8, UInt8, UInt8)]
    /// Alpha for the first palette entries (tRNS); the rest are opaque.
    let paletteAlpha: [UInt8]
    /// The one transparent colour of a grey (first value) or RGB image, in its own bit depth.
    let transparentKey: (UInt16, UInt16, UInt16)?
}
