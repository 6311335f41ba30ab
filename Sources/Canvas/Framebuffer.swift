/// A grid of premultiplied RGBA8 pixels that every drawing call writes into.
///
/// `Framebuffer` is a value type with copy-on-write storage: copying one is
/// cheap, and the first mutation of a shared copy duplicates the pixels once.
/// Rows are stored top to bottom with no padding (``bytesPerRow`` is
/// `width * 4`), each pixel laid out as described in ``Pixel`` (memory bytes
/// R, G, B, A; premultiplied alpha).
///
/// Drawing respects ``clip``. Every drawing call is deterministic: the same
/// calls produce the same bytes in debug and release builds, on every run.
///
/// ```swift
/// var fb = Framebuffer(width: 320, height: 200, fill: .black)
/// fb.fillRectangle(x: 10.25, y: 20, width: 40, height: 30, color: .white)
/// let png = try fb.pngData()
/// ```
public struct Framebuffer: Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int

    var _storage: _PixelStorage
    var _clip: PixelRect

    /// The largest number of pixels a framebuffer may hold (256 Mi), so that sizes never overflow.
    public static let maximumPixelCount = 1 << 28

    /// Creates a framebuffer of the given size, every pixel set to `fill`.
    ///
    /// `width` and `height` must be non-negative and their product at most
    /// ``maximumPixelCount``; anything else is a programming error and traps.
    ///
    /// ```swift
    /// let fb = Framebuffer(width: 64, height: 64, fill: Color(rgba: 0x1E1E_2EFF))
    /// ```
    public init(width: Int, height: Int, fill: Color = .clear) {
        precondition(width >= 0 && height >= 0, "Framebuffer size must not be negative")
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(!overflow && count <= Self.maximumPixelCount, "Framebuffer too large")
        self.width = width
        self.height = height
        self._storage = _PixelStorage(count: count, value: Pixel(fill).rawValue)
        self._clip = PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// Makes the framebuffer `width` × `height` pixels, if it is not already:
    /// a new size starts transparent (as ``init(width:height:fill:)``), the
    /// same size keeps the pixels (a frame about to be drawn over whole).
    ///
    /// ```swift
    /// framebuffer.resize(toWidth: 1280, height: 720)
    /// ```
    public mutating func resize(toWidth width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        self = Framebuffer(width: width, height: height)
    }

    /// The whole framebuffer as a rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The number of bytes from the start of one row to the start of the next: `width * 4`.
    public var bytesPerRow: Int { width &* 4 }

    // MARK: - Pixels

    /// Reads or writes one stored pixel, ignoring ``clip`` and without blending.
    ///
    /// The coordinates must be inside ``bounds``; outside is a programming error and traps.
    ///
    /// ```swift
    /// fb[0, 0] = Pixel(Color.red)
    /// fb[0, 0].red   // 255
    /// ```
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the framebuffer")
            return Pixel(rawValue: _storage.base[y &* width &+ x])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the framebuffer")
            _prepareForWriting()[y &* width &+ x] = newValue.rawValue
        }
    }

    /// Sets every pixel inside ``clip`` to `color`, replacing what was there (no blending).
    ///
    /// With the default clip this clears the whole framebuffer, which is how a frame starts.
    ///
    /// ```swift
    /// fb.clear(.black)
    /// ```
    public mutating func clear(_ color: Color) {
        let value = Pixel(color).rawValue
        let base = _prepareForWriting()
        let c = _clip
        guard !c.isEmpty else { return }
        if c == bounds {
            _Blend.fill(base, count: width &* height, value: value)
        } else {
            for row in c.y..<c.maxY {
                _Blend.fill(base + (row &* width &+ c.x), count: c.width, value: value)
            }
        }
    }

    // MARK: - Raw access

    /// Calls `body` with the pixel bytes, without copying them.
    ///
    /// The buffer holds `height` rows of ``bytesPerRow`` bytes, each pixel the
    /// memory bytes R, G, B, A (premultiplied). This is what an SDL streaming
    /// texture of format `SDL_PIXELFORMAT_ABGR8888` expects on little-endian machines.
    /// The pointer is valid only inside `body`.
    ///
    /// ```swift
    /// import CSDL2
    ///
    /// fb.withUnsafeBytes { bytes in SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(fb.bytesPerRow)) }
    /// ```
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        let bytes = UnsafeRawBufferPointer(start: _storage.base, count: width &* height &* 4)
        return try withExtendedLifetime(_storage) { () throws(E) -> R in try body(bytes) }
    }

    /// Calls `body` with mutable access to the packed pixels (see ``Pixel/rawValue``), row after row.
    ///
    /// Values written must be valid premultiplied pixels. The pointer is valid only inside `body`.
    ///
    /// ```swift
    /// fb.withUnsafeMutablePixels { pixels in pixels.update(repeating: Pixel(Color.black).rawValue) }
    /// ```
    package mutating func withUnsafeMutablePixels<R, E: Error>(
        _ body: (UnsafeMutableBufferPointer<UInt32>) throws(E) -> R
    ) throws(E) -> R {
        let buffer = UnsafeMutableBufferPointer(start: _prepareForWriting(), count: width &* height)
        return try withExtendedLifetime(_storage) { () throws(E) -> R in try body(buffer) }
    }

    /// Makes the storage unique before a write and returns its first pixel.
    @inline(__always)
    mutating func _prepareForWriting() -> UnsafeMutablePointer<UInt32> {
        if !isKnownUniquelyReferenced(&_storage) {
            _storage = _storage.copy()
        }
        return _storage.base
    }
}

// MARK: - Equality

extension Framebuffer: Equatable {
    /// Two framebuffers are equal when they have the same size and the same stored pixels; ``clip`` is ignored.
    public static func == (lhs: Framebuffer, rhs: Framebuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        if lhs._storage === rhs._storage { return true }
        let count = lhs.width &* lhs.height
        let a = lhs._storage.base, b = rhs._storage.base
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }
}
