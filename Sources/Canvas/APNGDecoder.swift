/// Reads the frames of an animated PNG (APNG), one at a time, as they are
/// shown: each frame drawn over what the frames before it left.
///
/// The reader of what ``APNGEncoder`` writes, and of any APNG: the animation
/// chunks (`acTL`, `fcTL`, `fdAT`) are taken apart here, and each frame's
/// image data is decoded by Canvas's PNG reader as a PNG of the frame's own
/// size, then put in place (`APNG_BLEND_OP_SOURCE`) or blended over the
/// canvas (`APNG_BLEND_OP_OVER`), and disposed of as its control chunk says.
/// A PNG without animation chunks reads as a clip of one frame.
///
/// Every chunk's checksum and every frame's rectangle are checked when the
/// decoder is made, so a damaged file fails there with one message, never
/// half-way through a clip. Frames are composed on demand: stepping forward
/// continues from the last frame composed, stepping back starts again from
/// the first, so memory stays at two frames whatever the clip's length.
///
/// ```swift
/// var clip = try APNGDecoder(data: bytes)
/// let last = try clip.frame(at: clip.frameCount - 1)
/// print(clip.width, clip.height, clip.frameCount, clip.delays[0])   // 640 360 30 0.0166…
/// ```
public struct APNGDecoder: Sendable {
    /// The most frames a clip may have.
    public static let maximumFrameCount = 10_000

    /// The clip's size, in pixels.
    public let width: Int
    public let height: Int
    /// How long each frame shows, in seconds.
    package let delays: [Double]
    /// The number of frames.
    public var frameCount: Int { frames.count }

    private struct Frame: Sendable {
        var rect: PixelRect
        var dispose: UInt8
        var blendOver: Bool
        var data: [UInt8]
    }

    private let frames: [Frame]
    /// The chunks a frame's own PNG needs before its data (the palette, transparency), and the header's data.
    private let header: [UInt8]
    private let extraChunks: [(type: String, data: [UInt8])]
    /// The canvas ready for frame `next` (the frames before it drawn and disposed of).
    private var cursor: (next: Int, canvas: Framebuffer)?

    /// Reads `data`'s chunks and checks them; fails on a file that is not a PNG, is damaged, or whose frames do not fit.
    public init(data: [UInt8]) throws(PNGError) {
        guard data.count >= 8, Array(data[0..<8]) == _PNGChunks.signature else { throw .invalidData("not a PNG file (no PNG signature)") }
        var header: [UInt8]?
        var extras: [(type: String, data: [UInt8])] = []
        var frames: [Frame] = []
        var delays: [Double] = []
        // The last fcTL, until data follows it; whether the default image (IDAT) is the first frame.
        var pending: (rect: PixelRect, delay: Double, dispose: UInt8, blendOver: Bool)?
        var defaultImage: [UInt8] = []
        var defaultIsFrame = false
        var sawImage = false
        var lastFrameTakesData = false
        var ended = false
        var offset = 8
        while offset < data.count, !ended {
            guard offset + 12 <= data.count else { throw .invalidData("truncated chunk at byte \(offset)") }
            let length = Int(_PNGChunks.readUInt32(data, at: offset))
            let end = offset + 8 + length
            guard length <= 0x7FFF_FFFF, end + 4 <= data.count else { throw .invalidData("truncated chunk at byte \(offset)") }
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            guard _CRC32.checksum(data[offset + 4..<end]) == _PNGChunks.readUInt32(data, at: end) else {
                throw .invalidData("CRC error in the \(type) chunk at byte \(offset)")
            }
            let body = data[offset + 8..<end]
            offset = end + 4
            switch type {
            case "IHDR":
                guard header == nil, body.count == 13 else { throw .invalidData("a second IHDR chunk, or one of \(body.count) bytes") }
                header = Array(body)
            case "PLTE", "tRNS":
                if !sawImage { extras.append((type, Array(body))) }
            case "fcTL":
                guard let header else { throw .invalidData("fcTL chunk before IHDR") }
                guard pending == nil else { throw .invalidData("an fcTL chunk with no image data after it") }
                pending = try Self.frameControl(Array(body), canvas: Self.size(header))
                if !sawImage { defaultIsFrame = true }
                lastFrameTakesData = false
            case "IDAT":
                if !sawImage, let control = pending {
                    frames.append(Frame(rect: control.rect, dispose: control.dispose, blendOver: control.blendOver, data: []))
                    delays.append(control.delay)
                    pending = nil
                }
                defaultImage += body
                sawImage = true
            case "fdAT":
                guard sawImage, body.count >= 4 else { throw .invalidData("fdAT chunk before the image data") }
                if let control = pending {
                    frames.append(Frame(rect: control.rect, dispose: control.dispose, blendOver: control.blendOver, data: []))
                    delays.append(control.delay)
                    pending = nil
                    lastFrameTakesData = true
                }
                guard lastFrameTakesData else { throw .invalidData("fdAT chunk with no fcTL before it") }
                frames[frames.count - 1].data += body.dropFirst(4)
            case "IEND":
                ended = true
            default:
                break
            }
            guard frames.count <= Self.maximumFrameCount else { throw .invalidData("more than \(Self.maximumFrameCount) frames") }
        }
        guard let header else { throw .invalidData("no IHDR chunk") }
        guard ended else { throw .invalidData("no IEND chunk") }
        guard sawImage, pending == nil else { throw .invalidData("no image data, or an fcTL chunk with none after it") }
        let size = try Self.size(header)
        if defaultIsFrame {
            frames[0].data = defaultImage
        } else if frames.isEmpty {
            // A plain PNG: one frame, the whole image.
            frames = [Frame(rect: PixelRect(x: 0, y: 0, width: size.width, height: size.height), dispose: 0, blendOver: false, data: defaultImage)]
            delays = [0]
        }
        guard frames.allSatisfy({ !$0.data.isEmpty }) else { throw .invalidData("a frame without image data") }
        width = size.width
        height = size.height
        self.delays = delays
        self.frames = frames
        self.header = header
        extraChunks = extras
    }

    /// Frame `index` (from 0) as shown: every frame before it drawn and disposed of, then it.
    public mutating func frame(at index: Int) throws(PNGError) -> Framebuffer {
        precondition(frames.indices.contains(index), "APNGDecoder: no frame \(index) in a clip of \(frames.count)")
        var state: (next: Int, canvas: Framebuffer)
        if let cursor, cursor.next <= index {
            state = cursor
        } else {
            state = (0, Framebuffer(width: width, height: height))
        }
        while true {
            let frame = frames[state.next]
            let image = try decode(frame)
            let before = frame.dispose == 2 ? state.canvas : nil
            Self.draw(image, at: frame.rect, over: frame.blendOver, into: &state.canvas)
            if state.next == index {
                let shown = state.canvas
                dispose(frame, previous: before, first: index == 0, canvas: &state.canvas)
                cursor = (index + 1, state.canvas)
                return shown
            }
            dispose(frame, previous: before, first: state.next == 0, canvas: &state.canvas)
            state.next += 1
        }
    }

    // MARK: - Reading the chunks

    private static func size(_ header: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        let width = Int(_PNGChunks.readUInt32(header, at: 0)), height = Int(_PNGChunks.readUInt32(header, at: 4))
        guard width > 0, height > 0 else { throw .invalidData("an image of \(width)×\(height) pixels") }
        guard width <= Framebuffer.maximumPNGDimension, height <= Framebuffer.maximumPNGDimension, width * height <= Framebuffer.maximumPixelCount else {
            throw .dimensionsTooLarge(width: width, height: height)
        }
        return (width, height)
    }

    private static func frameControl(
        _ body: [UInt8], canvas: (width: Int, height: Int)
    ) throws(PNGError) -> (rect: PixelRect, delay: Double, dispose: UInt8, blendOver: Bool) {
        guard body.count == 26 else { throw .invalidData("fcTL chunk of \(body.count) bytes") }
        let rect = PixelRect(
            x: Int(_PNGChunks.readUInt32(body, at: 12)), y: Int(_PNGChunks.readUInt32(body, at: 16)),
            width: Int(_PNGChunks.readUInt32(body, at: 4)), height: Int(_PNGChunks.readUInt32(body, at: 8)))
        guard rect.width > 0, rect.height > 0, rect.maxX <= canvas.width, rect.maxY <= canvas.height else {
            throw .invalidData("a frame of \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)) outside the \(canvas.width)×\(canvas.height) clip")
        }
        let numerator = Double(UInt16(body[20]) << 8 | UInt16(body[21]))
        let denominator = Double(UInt16(body[22]) << 8 | UInt16(body[23]))
        guard body[24] <= 2, body[25] <= 1 else { throw .invalidData("an unknown dispose or blend operation") }
        return (rect, numerator / (denominator == 0 ? 100 : denominator), body[24], body[25] == 1)
    }

    // MARK: - Composing

    private func decode(_ frame: Frame) throws(PNGError) -> Framebuffer {
        var ownHeader = header
        for (index, value) in [frame.rect.width, frame.rect.height].enumerated() {
            for byte in 0..<4 { ownHeader[index * 4 + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte)) }
        }
        var png = _PNGChunks.signature
        _PNGChunks.append("IHDR", ownHeader, to: &png)
        for chunk in extraChunks { _PNGChunks.append(chunk.type, chunk.data, to: &png) }
        _PNGChunks.append("IDAT", frame.data, to: &png)
        _PNGChunks.append("IEND", [], to: &png)
        return try Framebuffer(pngData: png)
    }

    private static func draw(_ image: Framebuffer, at rect: PixelRect, over: Bool, into canvas: inout Framebuffer) {
        let canvasWidth = canvas.width
        image.withUnsafeBytes { bytes in
            let source = bytes.bindMemory(to: UInt32.self)
            canvas.withUnsafeMutablePixels { pixels in
                for y in 0..<rect.height {
                    for x in 0..<rect.width {
                        let pixel = source[y * rect.width + x]
                        let target = (rect.y + y) * canvasWidth + rect.x + x
                        pixels[target] = over ? _Blend.over(pixel, pixels[target], inverseAlpha: 255 - (pixel >> 24)) : pixel
                    }
                }
            }
        }
    }

    private func dispose(_ frame: Frame, previous: Framebuffer?, first: Bool, canvas: inout Framebuffer) {
        // APNG_DISPOSE_OP_PREVIOUS on the first frame is APNG_DISPOSE_OP_BACKGROUND.
        if frame.dispose == 2, !first, let previous {
            canvas = previous
        } else if frame.dispose != 0 {
            let width = self.width
            canvas.withUnsafeMutablePixels { pixels in
                for y in frame.rect.y..<frame.rect.maxY {
                    for x in frame.rect.x..<frame.rect.maxX { pixels[y * width + x] = 0 }
                }
            }
        }
    }
}
