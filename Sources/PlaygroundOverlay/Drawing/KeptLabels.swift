import Canvas
import PlaygroundKit

/// The pixels of the box names the scene drew, kept before the overlay's
/// marks go over them and put back after, so a name stays legible under a
/// throw's path, a rest ghost or a velocity arrow.
///
/// Only a name a mark changed is put back: where nothing crossed a name,
/// the frame is untouched.
///
/// ```swift
/// let labels = KeptLabels(of: playground.boxesShown, renderer: playground.renderer, scale: 1, in: framebuffer)
/// drawPaths(into: &framebuffer)
/// labels.restore(into: &framebuffer)
/// ```
struct KeptLabels {
    /// The most names kept in one frame: a stress scene's thousands of boxes are too small to carry one.
    static let maximumLabels = 64

    private var kept: [(rect: PixelRect, pixels: [Pixel])] = []

    /// Keeps the pixels under the names of `boxes` as `renderer` drew them into `framebuffer` at `scale`.
    init(of boxes: [Box], renderer: SceneRenderer, scale: Double, in framebuffer: Framebuffer) {
        for box in boxes where kept.count < Self.maximumLabels {
            guard let label = renderer.labelRect(of: box, scale: scale) else { continue }
            let rect = Self.clipped(label, to: framebuffer)
            guard !rect.isEmpty else { continue }
            kept.append((rect, Self.pixels(of: rect, in: framebuffer)))
        }
    }

    /// Puts back each kept name that the marks drawn since changed.
    func restore(into framebuffer: inout Framebuffer) {
        for (rect, pixels) in kept where Self.pixels(of: rect, in: framebuffer) != pixels {
            var index = 0
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    framebuffer[x, y] = pixels[index]
                    index += 1
                }
            }
        }
    }

    private static func pixels(of rect: PixelRect, in framebuffer: Framebuffer) -> [Pixel] {
        var pixels: [Pixel] = []
        pixels.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { pixels.append(framebuffer[x, y]) }
        }
        return pixels
    }

    private static func clipped(_ rect: PixelRect, to framebuffer: Framebuffer) -> PixelRect {
        let minX = max(rect.x, 0), minY = max(rect.y, 0)
        let maxX = min(rect.maxX, framebuffer.width), maxY = min(rect.maxY, framebuffer.height)
        return PixelRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }
}
