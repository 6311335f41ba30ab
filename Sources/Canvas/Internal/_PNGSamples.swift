/// Turns raw PNG rows (unfiltered, any colour type and bit depth) into premultiplied pixels.
///
/// Samples below 8 bits are scaled exactly (`v · 255 / (2ᵇ − 1)`); 16-bit
/// samples are rounded to the nearest 8-bit value (`round(v · 255 / 65535)`),
/// alpha included. A tRNS colour key is compared at the image's own bit
/// depth, before scaling. The straight 8-bit colour is then premultiplied as
/// for any 8-bit image. Colour-space chunks (gAMA, cHRM, sRGB, iCCP) are not
/// applied: samples are taken as sRGB, as Pillow and pypng read them.
struct _PNGSamples {
    let header: _PNGHeader

    init(_ header: _PNGHeader) throws(PNGError) {
        self.header = header
        // libpng has checked the colour type and depth; a palette image also needs a palette.
        if header.colorType == 3 && header.palette.isEmpty { throw .invalidData("palette image without a PLTE chunk") }
    }

    /// Appends the `count` pixels of `row` to `pixels`.
    func append(row: UnsafePointer<UInt8>, count: Int, to pixels: inout [UInt32]) throws(PNGError) {
        let depth = header.bitDepth
        switch header.colorType {
        case 0:
            let key = header.transparentKey.map { UInt32($0.0) }
            for i in 0..<count {
                let v = Self.sample(row, i, depth: depth)
                let grey = Self.to8(v, depth: depth)
                pixels.append(Self.pixel(grey, grey, grey, v == key ? 0 : 255))
            }
        case 2:
            let key = header.transparentKey.map { (UInt32($0.0), UInt32($0.1), UInt32($0.2)) }
            for i in 0..<count {
                let r = Self.sample(row, 3 * i, depth: depth), g = Self.sample(row, 3 * i + 1, depth: depth)
                let b = Self.sample(row, 3 * i + 2, depth: depth)
                let transparent = key.map { $0 == (r, g, b) } ?? false
                pixels.append(
                    Self.pixel(
                        Self.to8(r, depth: depth), Self.to8(g, depth: depth), Self.to8(b, depth: depth),
                        transparent ? 0 : 255))
            }
        case 3:
            let palette = header.palette, alpha = header.paletteAlpha
            for i in 0..<count {
                let index = Int(Self.sample(row, i, depth: depth))
                guard index < palette.count else {
                    throw .invalidData("palette index \(index) is beyond the \(palette.count)-entry palette")
                }
                let (r, g, b) = palette[index]
                pixels.append(Self.pixel(UInt32(r), UInt32(g), UInt32(b), index < alpha.count ? UInt32(alpha[index]) : 255))
            }
        case 4:
            for i in 0..<count {
                let grey = Self.to8(Self.sample(row, 2 * i, depth: depth), depth: depth)
                pixels.append(Self.pixel(grey, grey, grey, Self.to8(Self.sample(row, 2 * i + 1, depth: depth), depth: depth)))
            }
        default:
            for i in 0..<count {
                let r = Self.sample(row, 4 * i, depth: depth), g = Self.sample(row, 4 * i + 1, depth: depth)
                let b = Self.sample(row, 4 * i + 2, depth: depth), a = Self.sample(row, 4 * i + 3, depth: depth)
                pixels.append(
                    Self.pixel(
                        Self.to8(r, depth: depth), Self.to8(g, depth: depth), Self.to8(b, depth: depth),
                        Self.to8(a, depth: depth)))
            }
        }
    }

    // MARK: - Samples

    /// Sample number `index` of a row, big-endian and most significant bits first, as PNG packs them.
    @inline(__always)
    static func sample(_ row: UnsafePointer<UInt8>, _ index: Int, depth: Int) -> UInt32 {
        switch depth {
        case 8: return UInt32(row[index])
        case 16: return UInt32(row[2 * index]) << 8 | UInt32(row[2 * index + 1])
        default:
            let bit = index * depth
            let shift = 8 - depth - bit & 7
            return UInt32(row[bit >> 3] >> shift) & (1 << depth - 1)
        }
    }

    /// A sample of `depth` bits as 8 bits: exact below 8, rounded to nearest from 16.
    @inline(__always)
    static func to8(_ value: UInt32, depth: Int) -> UInt32 {
        switch depth {
        case 8: value
        case 16: (value * 255 + 32767) / 65535
        default: value * 255 / (1 << depth - 1)
        }
    }

    /// A straight 8-bit colour as a premultiplied pixel (memory bytes R, G, B, A).
    @inline(__always)
    static func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        if a == 255 { return r | g << 8 | b << 16 | 0xFF00_0000 }
        if a == 0 { return 0 }
        return _div255(r * a) | _div255(g * a) << 8 | _div255(b * a) << 16 | a << 24
    }
}
