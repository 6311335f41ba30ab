// MARK: - Comparing with a golden image

extension Framebuffer {
    /// Compares this image with `expected`, pixel by pixel on the stored channels.
    ///
    /// ```swift
    /// import Testing
    ///
    /// let diff = actual.difference(from: golden, tolerance: PixelTolerance(maxChannelDelta: 1))
    /// #expect(diff.matches, "\(diff)")
    /// ```
    public func difference(from expected: Framebuffer, tolerance: PixelTolerance = .exact) -> ImageDifference {
        var result = ImageDifference(
            expectedWidth: expected.width, expectedHeight: expected.height,
            actualWidth: width, actualHeight: height,
            differingPixels: 0, maxChannelDelta: 0, tolerance: tolerance
        )
        guard result.sizesMatch else {
            result.differingPixels = max(width * height, expected.width * expected.height)
            result.maxChannelDelta = 255
            result.differingBounds = PixelRect(x: 0, y: 0, width: max(width, expected.width), height: max(height, expected.height))
            return result
        }
        let a = _storage.base, e = expected._storage.base
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for i in 0..<width * height where a[i] != e[i] {
            let delta = Self._maxChannelDelta(a[i], e[i])
            result.maxChannelDelta = max(result.maxChannelDelta, delta)
            if delta > tolerance.maxChannelDelta {
                let x = i % width, y = i / width
                result.differingPixels += 1
                if result._first == nil {
                    result._first = .init(x: x, y: y, expected: Pixel(rawValue: e[i]), actual: Pixel(rawValue: a[i]))
                }
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        if maxX >= 0 {
            result.differingBounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        return result
    }

    /// An image that shows where this one differs from `expected`: differing pixels in red over a faded copy of `expected`.
    ///
    /// It is as large as the larger of the two; pixels outside either image count as differing.
    ///
    /// ```swift
    /// try actual.differenceImage(from: golden).writePNG(toFile: "/tmp/diff.png")
    /// ```
    public func differenceImage(from expected: Framebuffer, tolerance: PixelTolerance = .exact) -> Framebuffer {
        let w = max(width, expected.width), h = max(height, expected.height)
        var image = Framebuffer(width: w, height: h)
        let red = Pixel(Color.red).rawValue
        image.withUnsafeMutablePixels { out in
            for y in 0..<h {
                for x in 0..<w {
                    let inBoth = x < width && y < height && x < expected.width && y < expected.height
                    guard inBoth else { out[y * w + x] = red; continue }
                    let e = expected._storage.base[y * expected.width + x]
                    let a = _storage.base[y * width + x]
                    out[y * w + x] = Self._maxChannelDelta(a, e) > tolerance.maxChannelDelta ? red : Self._faded(e)
                }
            }
        }
        return image
    }

    private static func _maxChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var delta = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            delta = max(delta, abs(x - y))
        }
        return delta
    }

    /// The pixel composited over white, then two thirds of the way to white, opaque.
    private static func _faded(_ p: UInt32) -> UInt32 {
        let inverse = 255 - (p >> 24)
        var out: UInt32 = 0xFF00_0000
        for shift: UInt32 in [0, 8, 16] {
            let overWhite = ((p >> shift) & 0xFF) + inverse
            out |= ((overWhite + 2 * 255) / 3) << shift
        }
        return out
    }
}
