/// Encodes frames as an animated PNG (APNG): plays in browsers and on
/// GitHub, loops forever, and shows its first frame where animation is not
/// understood.
///
/// Debian's libpng has no APNG API, so the animation chunks (`acTL`, `fcTL`,
/// `fdAT`) are written here. The first frame is whole (it is also the plain
/// PNG image), encoded by Canvas's PNG writer, its `IDAT` data moved into the
/// animation. Every later frame is only the rectangle that changed since the
/// previous one (its `fcTL` offset and size), compressed here by zlib with no
/// row filter (see `_APNGFrames`): drawn over the frame before
/// (`APNG_BLEND_OP_OVER`, with unchanged pixels inside the rectangle left
/// transparent, which compresses to almost nothing), or put in place
/// (`APNG_BLEND_OP_SOURCE`) when a changed pixel is not opaque. A frame that
/// changed nothing is not written: the frame before it shows for longer (its
/// delay counts both). Frames are never disposed (`APNG_DISPOSE_OP_NONE`):
/// each builds on the last. The demo script's first five seconds (two boxes
/// thrown across the default scene, 300 frames of 1280×720) take 183 KB.
///
/// Frames must all have the clip's size; a frame of another size is cut or
/// padded (transparent) to it.
///
/// ```swift
/// var encoder = APNGEncoder(width: 1280, height: 720, framePeriod: 1.0 / 60)
/// for frame in frames { try encoder.append(frame) }
/// let bytes = try encoder.finish()       // write as clip.png
/// ```
public struct APNGEncoder {
    /// The animation's size, in pixels.
    public let width: Int
    public let height: Int
    /// How long each frame shows: `numerator / denominator` seconds.
    public let delay: (numerator: UInt16, denominator: UInt16)
    /// The frames appended so far.
    public private(set) var frameCount = 0
    /// The frames the animation holds: frames that changed nothing are merged into the one before.
    public private(set) var animationFrameCount = 0

    /// A frame waiting for the next one, which may lengthen it.
    private struct Pending {
        var rect: PixelRect
        var blendOver: Bool
        /// Compressed image data: the first frame's `IDAT`, a later frame's `fdAT` (without its sequence number).
        var data: [UInt8]
        var isFirst: Bool
        /// How many appended frames it shows for.
        var frames: Int
    }

    private var previous: Framebuffer?
    private var pending: Pending?
    private var header: [UInt8] = []
    private var body: [UInt8] = []
    private var sequence: UInt32 = 0

    /// An empty animation of `width` × `height` pixels, each frame shown for `framePeriod` seconds.
    public init(width: Int, height: Int, framePeriod: Double = 1.0 / 60) {
        precondition(width > 0 && height > 0, "APNGEncoder: a clip needs at least one pixel")
        self.width = width
        self.height = height
        delay = Self.delay(for: framePeriod)
    }

    /// `seconds` as an APNG delay: `1/n` when it is a whole rate (1/60 s), else milliseconds.
    static func delay(for seconds: Double) -> (numerator: UInt16, denominator: UInt16) {
        guard seconds.isFinite, seconds > 0 else { return (1, 60) }
        let rate = 1 / seconds
        if abs(rate - rate.rounded()) < 1e-6, rate >= 1, rate <= 65535 { return (1, UInt16(rate.rounded())) }
        return (UInt16(min(max((seconds * 1000).rounded(), 1), 65535)), 1000)
    }

    /// Appends one frame.
    public mutating func append(_ frame: Framebuffer) throws(PNGError) {
        let frame = frame.width == width && frame.height == height ? frame : _APNGFrames.fitted(frame, width: width, height: height)
        defer {
            previous = frame
            frameCount += 1
        }
        guard let previous else {
            let png = try frame.pngData()
            for chunk in _PNGChunks.parse(png) where chunk.type != "IDAT" && chunk.type != "IEND" {
                _PNGChunks.append(chunk.type, chunk.data, to: &header)
            }
            pending = Pending(
                rect: PixelRect(x: 0, y: 0, width: width, height: height), blendOver: false,
                data: Self.imageData(of: png), isFirst: true, frames: 1)
            return
        }
        guard let change = _APNGFrames.change(from: previous, to: frame) else {
            if var waiting = pending, (waiting.frames + 1) * Int(delay.numerator) <= Int(UInt16.max) {
                waiting.frames += 1
                pending = waiting
                return
            }
            // The delay would overflow: a frame of one unchanged pixel, drawn over the last.
            flush()
            pending = Pending(
                rect: PixelRect(x: 0, y: 0, width: 1, height: 1), blendOver: true,
                data: try _APNGFrames.imageData(of: frame, over: previous, in: PixelRect(x: 0, y: 0, width: 1, height: 1), blendOver: true),
                isFirst: false, frames: 1)
            return
        }
        flush()
        pending = Pending(
            rect: change.rect, blendOver: change.isOpaque,
            data: try _APNGFrames.imageData(of: frame, over: previous, in: change.rect, blendOver: change.isOpaque), isFirst: false, frames: 1)
    }

    /// Writes the waiting frame: its control chunk (with its whole delay), then its data.
    private mutating func flush() {
        guard let frame = pending else { return }
        pending = nil
        animationFrameCount += 1
        appendFrameControl(frame.rect, blendOver: frame.blendOver, frames: frame.frames)
        if frame.isFirst {
            _PNGChunks.append("IDAT", frame.data, to: &body)
        } else {
            var data: [UInt8] = []
            _PNGChunks.appendUInt32(nextSequence(), to: &data)
            data += frame.data
            _PNGChunks.append("fdAT", data, to: &body)
        }
    }

    /// The whole file: signature, header, `acTL`, the frames, `IEND`.
    public mutating func finish() throws(PNGError) -> [UInt8] {
        guard frameCount > 0 else { throw .encodingFailed("an animated PNG needs at least one frame") }
        flush()
        var bytes = _PNGChunks.signature + header
        var control: [UInt8] = []
        _PNGChunks.appendUInt32(UInt32(animationFrameCount), to: &control)
        _PNGChunks.appendUInt32(0, to: &control)  // plays forever
        _PNGChunks.append("acTL", control, to: &bytes)
        bytes += body
        _PNGChunks.append("IEND", [], to: &bytes)
        return bytes
    }

    // MARK: - Frames

    private mutating func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    private mutating func appendFrameControl(_ rect: PixelRect, blendOver: Bool, frames: Int) {
        var data: [UInt8] = []
        _PNGChunks.appendUInt32(nextSequence(), to: &data)
        for value in [rect.width, rect.height, rect.x, rect.y] { _PNGChunks.appendUInt32(UInt32(value), to: &data) }
        _PNGChunks.appendUInt16(delay.numerator * UInt16(frames), to: &data)
        _PNGChunks.appendUInt16(delay.denominator, to: &data)
        data.append(0)  // APNG_DISPOSE_OP_NONE
        data.append(blendOver ? 1 : 0)  // APNG_BLEND_OP_OVER : APNG_BLEND_OP_SOURCE
        _PNGChunks.append("fcTL", data, to: &body)
    }

    /// The compressed image data of a PNG: its `IDAT` chunks' data, joined.
    static func imageData(of png: [UInt8]) -> [UInt8] {
        var data: [UInt8] = []
        for chunk in _PNGChunks.parse(png) where chunk.type == "IDAT" { data += chunk.data }
        return data
    }
}
