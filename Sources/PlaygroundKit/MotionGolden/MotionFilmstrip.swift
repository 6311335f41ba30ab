import Canvas

/// A strip of a few frames of a replay, side by side and scaled down, each
/// with its frame number: what a motion golden keeps beside its numbers for
/// people to look at (it is never compared).
///
/// The frames are picked evenly from the first to the last frame of the run
/// (``frames(count:of:)``), drawn as the replay draws them (the scene, without
/// the overlay), and shrunk by averaging each `scale` × `scale` square of pixels.
///
/// ```swift
/// var strip = MotionFilmstrip(frames: MotionFilmstrip.frames(count: 6, of: 120), scale: 4, font: font)
/// strip.add(framebuffer, number: 24)   // in the replay's frameDidRender
/// let png = try strip.image().pngData()
/// ```
public struct MotionFilmstrip {
    /// The gap between two frames and around the strip, in pixels.
    static let gap = 4
    /// The frames the strip shows, ascending.
    public let frames: [Int]
    /// How many pixels of a frame become one of the strip, in each direction.
    public let scale: Int
    private let font: BitmapFont
    private var shrunk: [(number: Int, image: Framebuffer)] = []

    /// A strip of `frames`, each shrunk `scale` times, labelled in `font`.
    public init(frames: [Int], scale: Int = 4, font: BitmapFont) {
        self.frames = Array(Set(frames)).sorted()
        self.scale = max(1, scale)
        self.font = font
    }

    /// `count` frames of a run of `frameCount`, evenly from the first to the last.
    public static func frames(count: Int, of frameCount: Int) -> [Int] {
        guard count > 1, frameCount > 1 else { return [max(1, frameCount)] }
        return Array(Set((0..<count).map { 1 + ($0 * (frameCount - 1) + (count - 1) / 2) / (count - 1) })).sorted()
    }

    /// Takes frame `number` if the strip shows it.
    public mutating func add(_ frame: Framebuffer, number: Int) {
        guard frames.contains(number) else { return }
        shrunk.append((number, Self.shrink(frame, by: scale)))
    }

    /// The strip: the frames taken, left to right, each with its number below it.
    public func image() -> Framebuffer {
        let cellWidth = shrunk.map(\.image.width).max() ?? 0
        let cellHeight = shrunk.map(\.image.height).max() ?? 0
        let label = font.glyphHeight + Self.gap
        let width = max(1, Self.gap + shrunk.count * (cellWidth + Self.gap))
        var strip = Framebuffer(width: width, height: Self.gap * 2 + cellHeight + label, fill: Color(rgba: 0x101114FF))
        for (index, item) in shrunk.enumerated() {
            let left = Self.gap + index * (cellWidth + Self.gap)
            for y in 0..<item.image.height {
                for x in 0..<item.image.width { strip[left + x, Self.gap + y] = item.image[x, y] }
            }
            strip.drawText("frame \(item.number)", x: left, y: Self.gap * 2 + cellHeight, font: font, color: Color(rgba: 0xC8CCD4FF))
        }
        return strip
    }

    /// `frame` shrunk by `scale`, each pixel the average of a `scale` × `scale` square.
    static func shrink(_ frame: Framebuffer, by scale: Int) -> Framebuffer {
        let width = max(1, frame.width / scale), height = max(1, frame.height / scale)
        var out = Framebuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var sums = (0, 0, 0, 0), count = 0
                for dy in 0..<scale where y * scale + dy < frame.height {
                    for dx in 0..<scale where x * scale + dx < frame.width {
                        let pixel = frame[x * scale + dx, y * scale + dy]
                        sums = (sums.0 + Int(pixel.red), sums.1 + Int(pixel.green), sums.2 + Int(pixel.blue), sums.3 + Int(pixel.alpha))
                        count += 1
                    }
                }
                let n = max(count, 1)
                out[x, y] = Pixel(red: UInt8(sums.0 / n), green: UInt8(sums.1 / n), blue: UInt8(sums.2 / n), alpha: UInt8(sums.3 / n))
            }
        }
        return out
    }
}
