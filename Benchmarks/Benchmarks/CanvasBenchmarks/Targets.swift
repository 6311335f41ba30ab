import Benchmark
import Canvas
import CanvasReferenceC
import CSDL2Bench

/// The three render targets, allocated once so every measured frame reuses warm memory.
///
/// `@unchecked Sendable` because package-benchmark runs benchmarks one at a
/// time; nothing touches these buffers concurrently.
final class Targets: @unchecked Sendable {
    var framebuffer = Framebuffer(width: Workload.width, height: Workload.height)
    let cPixels = UnsafeMutablePointer<UInt32>.allocate(capacity: Workload.width * Workload.height)
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer

    init() {
        cPixels.initialize(repeating: 0, count: Workload.width * Workload.height)
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(Workload.width), Int32(Workload.height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue
            )
        else { fatalError("SDL_CreateRGBSurfaceWithFormat: \(String(cString: SDL_GetError()))") }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            fatalError("SDL_CreateSoftwareRenderer: \(String(cString: SDL_GetError()))")
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.surface = surface
        self.renderer = renderer
    }

    // MARK: - Frames

    func drawCanvasFrame(_ rects: [Workload.Rect]) {
        framebuffer.clear(Workload.background)
        let side = Double(Workload.side)
        for r in rects {
            framebuffer.fillRectangle(x: Double(r.x), y: Double(r.y), width: side, height: side, color: r.color)
        }
    }

    /// `blend`: 0 stores, 1 blends with the scalar loop, 2 with the 16-bit-lane loop.
    func drawCFrame(_ rects: [CanvasRefRect], blend: Int32) {
        rects.withUnsafeBufferPointer { buffer in
            canvas_ref_frame(
                cPixels, Int32(Workload.width), Int32(Workload.height), Pixel(Workload.background).rawValue,
                buffer.baseAddress, Int32(buffer.count), blend
            )
        }
    }

    func drawSDLSurfaceFrame(_ rects: [Workload.Rect]) {
        let format = surface.pointee.format
        let bg = Workload.background
        SDL_FillRect(surface, nil, SDL_MapRGBA(format, bg.red, bg.green, bg.blue, bg.alpha))
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(Workload.side), h: Int32(Workload.side))
        for r in rects {
            rect.x = r.x
            rect.y = r.y
            SDL_FillRect(surface, &rect, SDL_MapRGBA(format, r.color.red, r.color.green, r.color.blue, r.color.alpha))
        }
    }

    func drawSDLRendererFrame(_ rects: [Workload.Rect]) {
        let bg = Workload.background
        SDL_SetRenderDrawColor(renderer, bg.red, bg.green, bg.blue, bg.alpha)
        SDL_RenderClear(renderer)
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(Workload.side), h: Int32(Workload.side))
        for r in rects {
            rect.x = r.x
            rect.y = r.y
            SDL_SetRenderDrawColor(renderer, r.color.red, r.color.green, r.color.blue, r.color.alpha)
            SDL_RenderFillRect(renderer, &rect)
        }
        // The renderer batches commands; flushing makes the frame's pixels real.
        SDL_RenderFlush(renderer)
    }

    /// 1,000 bars 40 px long and `width` px wide, each turned by its own angle, on a cleared frame.
    func drawTurnedBars(width: Double) {
        framebuffer.clear(Workload.background)
        for i in 0..<1_000 {
            let x = Double(i % 40) * 31 + 10.3, y = Double(i / 40) * 27 + 12.7
            framebuffer.fillRectangle(
                x: x, y: y, width: 40, height: width, color: .white,
                style: RectangleStyle(rotation: Double(i) * 0.0173 + 0.01)
            )
        }
    }

    func drawOverlayText(_ font: BitmapFont) {
        let panel = PixelRect(x: 16, y: 16, width: 420, height: 680)
        framebuffer.withClip(panel) { fb in
            fb.clear(Color(rgba: 0x1010_14E0))
            for (i, line) in Workload.overlayLines.enumerated() {
                fb.drawText(line, x: 20, y: 20 + i * 16, font: font, color: .white, maxWidth: 400)
            }
            fb.drawText("60 fps", x: 20, y: 660, font: font, color: .green, scale: 2)
        }
    }

    // MARK: - Sanity check

    /// Canvas and the C loop must produce identical bytes, or the comparison would be meaningless.
    func checkCanvasMatchesCLoop() {
        for mode in [Workload.Mode.opaque, .blended] {
            let rects = Workload.rects(mode)
            drawCanvasFrame(rects)
            for variant: Int32 in mode == .blended ? [1, 2] : [0] {
                drawCFrame(rects.map(\.reference), blend: variant)
                let same = framebuffer.withUnsafeBytes { bytes in
                    memcmp(bytes.baseAddress!, cPixels, bytes.count) == 0
                }
                precondition(same, "Canvas and the C loop (variant \(variant)) disagree on the \(mode.rawValue) frame")
            }
        }
    }
}
