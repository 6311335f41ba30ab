internal import CSDL2
import Canvas
import PlaygroundKit

/// Presents frames through SDL's window surface, putting only what changed.
///
/// SDL's framebuffer acceleration is turned off first, so the surface is the
/// video driver's own (on X11 a shared-memory image, put with `XShmPutImage`)
/// rather than a texture of the same slow renderer. Each present asks
/// ``FrameDamage`` which rectangles changed since the last frame shown,
/// converts just those from Canvas's RGBA into the surface's format with
/// `SDL_ConvertPixels`, and puts them: a frame with nothing changed puts
/// nothing at all. A surface made again (the window resized) or a window
/// exposed (``invalidate()``) is put whole.
///
/// ```swift
/// func show(_ frame: Framebuffer, in window: OpaquePointer) throws(PlaygroundError) {
///     let presenter = try SurfacePresenter(window: window, reason: "the OpenGL renderer is llvmpipe, a software rasterizer")
///     try presenter.present(frame)   // returns as soon as the changed rectangles are put
/// }
/// ```
final class SurfacePresenter: FramePresenter {
    private let window: OpaquePointer
    private var damage = FrameDamage()
    /// The surface last drawn into: SDL makes a new one when the window's size changes.
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    /// The rectangles handed to SDL, their room kept between frames.
    private var rects: [SDL_Rect] = []

    let name = "window surface"
    let reportsVSync = false
    /// Why the renderer was passed over, for the session's summary.
    let reason: String

    /// Presents to `window`'s surface (the window must have no renderer).
    init(window: OpaquePointer, reason: String) throws(PlaygroundError) {
        self.window = window
        self.reason = reason
        // Read when the surface is made: "0" is the driver's framebuffer, not a renderer's texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_GetWindowSurface(window) != nil else {
            throw .display("SDL could not give the window a surface: \(SDLWindow.lastError())")
        }
    }

    var sizeInPixels: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &width, &height)
        return (Int(width), Int(height))
    }

    func invalidate() {
        damage.invalidate()
    }

    /// SDL frees the surface with the window.
    func close() {
        surface = nil
    }

    func present(_ framebuffer: Framebuffer) throws(PlaygroundError) {
        guard let current = SDL_GetWindowSurface(window) else {
            throw .display("SDL could not give the window a surface: \(SDLWindow.lastError())")
        }
        let width = min(framebuffer.width, Int(current.pointee.w)), height = min(framebuffer.height, Int(current.pointee.h))
        if current != surface || width != framebuffer.width || height != framebuffer.height {
            // A new surface, or one the frame does not fill (a resize between frames): all of it, black where uncovered.
            surface = current
            damage.invalidate()
            SDL_FillRect(current, nil, 0)
        }
        let changed = damage.update(to: framebuffer)
        rects.removeAll(keepingCapacity: true)
        for rect in changed {
            let right = min(rect.x + rect.width, width), bottom = min(rect.y + rect.height, height)
            guard right > rect.x, bottom > rect.y else { continue }
            rects.append(SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(right - rect.x), h: Int32(bottom - rect.y)))
        }
        if changed.first == framebuffer.bounds {
            // Put whole: the uncovered part of a larger surface too.
            rects.removeAll(keepingCapacity: true)
            rects.append(SDL_Rect(x: 0, y: 0, w: current.pointee.w, h: current.pointee.h))
            try convert(SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)), of: framebuffer, into: current)
        } else {
            for rect in rects { try convert(rect, of: framebuffer, into: current) }
        }
        guard !rects.isEmpty else { return }
        guard SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count)) == 0 else {
            throw .display("SDL could not put the frame on the window: \(SDLWindow.lastError())")
        }
    }

    /// What the window's surface holds now, as Canvas pixels (opaque): what the screen was last given.
    func shownFrame() -> Framebuffer? {
        guard let current = SDL_GetWindowSurface(window) else { return nil }
        var frame = Framebuffer(width: Int(current.pointee.w), height: Int(current.pointee.h))
        let pitch = current.pointee.pitch, format = current.pointee.format.pointee.format
        let status = frame.withUnsafeMutablePixels { pixels -> Int32 in
            guard let to = pixels.baseAddress, let from = current.pointee.pixels else { return -1 }
            return SDL_ConvertPixels(current.pointee.w, current.pointee.h, format, from, pitch, SDL_PIXELFORMAT_ABGR8888.rawValue, to, current.pointee.w * 4)
        }
        return status == 0 ? frame : nil
    }

    /// Converts `rect` of `framebuffer` (Canvas's R, G, B, A bytes) into the same place of `surface`.
    private func convert(_ rect: SDL_Rect, of framebuffer: Framebuffer, into surface: UnsafeMutablePointer<SDL_Surface>) throws(PlaygroundError) {
        let format = surface.pointee.format.pointee
        let pitch = Int(surface.pointee.pitch), bytesPerPixel = Int(format.BytesPerPixel)
        let sourceRow = framebuffer.bytesPerRow
        let status = framebuffer.withUnsafeBytes { source -> Int32 in
            guard let from = source.baseAddress, let to = surface.pointee.pixels else { return -1 }
            return SDL_ConvertPixels(
                rect.w, rect.h,
                SDL_PIXELFORMAT_ABGR8888.rawValue, from + Int(rect.y) * sourceRow + Int(rect.x) * 4, Int32(sourceRow),
                format.format, to + Int(rect.y) * pitch + Int(rect.x) * bytesPerPixel, Int32(pitch)
            )
        }
        guard status == 0 else { throw .display("SDL could not convert the frame for the window: \(SDLWindow.lastError())") }
    }
}
