// MARK: - Clipping

extension Framebuffer {
    /// The pixels drawing may change; everything outside is left untouched.
    ///
    /// Setting it intersects the new value with ``bounds``, so the clip is always
    /// inside the framebuffer. Reading and setting it is a plain copy of four
    /// integers, so saving and restoring it around a panel costs nothing.
    ///
    /// ```swift
    /// let saved = fb.clip
    /// fb.clip = PixelRect(x: 10, y: 10, width: 100, height: 40)
    /// fb.fillRectangle(x: 0, y: 0, width: 500, height: 500, color: .red)   // only the panel turns red
    /// fb.clip = saved
    /// ```
    public var clip: PixelRect {
        get { _clip }
        set { _clip = newValue.intersection(bounds) }
    }

    /// Runs `body` with the clip narrowed to its intersection with `rect`, then restores the previous clip.
    ///
    /// Calls nest: an inner `withClip` can only narrow the outer one. The
    /// previous clip is restored even if `body` throws.
    ///
    /// ```swift
    /// fb.withClip(PixelRect(x: 8, y: 8, width: 160, height: 24)) { fb in
    ///     fb.drawText("a label too long for its panel", x: 10, y: 12, font: font, color: .white)
    /// }
    /// ```
    @discardableResult
    public mutating func withClip<R, E: Error>(
        _ rect: PixelRect,
        _ body: (inout Framebuffer) throws(E) -> R
    ) throws(E) -> R {
        let saved = _clip
        _clip = saved.intersection(rect)
        defer { _clip = saved }
        return try body(&self)
    }
}
