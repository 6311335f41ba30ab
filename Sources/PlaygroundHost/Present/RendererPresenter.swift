internal import CSDL2
import Canvas
import PlaygroundKit

/// Presents frames through an SDL renderer asked for vsync: each frame is
/// uploaded to a streaming texture, drawn over the window and swapped.
///
/// ```swift
/// func show(_ frame: Framebuffer, on renderer: OpaquePointer) throws(PlaygroundError) {
///     let presenter = RendererPresenter(renderer: renderer)
///     try presenter.present(frame)   // returns when SDL's present does (at the refresh, with vsync)
///     presenter.close()
/// }
/// ```
final class RendererPresenter: FramePresenter {
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureWidth = 0
    private var textureHeight = 0

    let name: String
    let reportsVSync: Bool

    /// Takes over `renderer`, which it destroys when closed.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        name = info.name.map { String(cString: $0) } ?? "unknown"
        reportsVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        texture = nil
        renderer = nil
    }

    var sizeInPixels: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    func present(_ framebuffer: Framebuffer) throws(PlaygroundError) {
        guard let renderer else { return }
        try prepareTexture(renderer, width: framebuffer.width, height: framebuffer.height)
        let pitch = Int32(framebuffer.bytesPerRow)
        let status = framebuffer.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, pitch)
        }
        guard status == 0 else { throw .display("SDL could not upload the frame: \(SDLWindow.lastError())") }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// Every frame is drawn whole: nothing to forget.
    func invalidate() {}

    /// (Re)creates the streaming texture when the framebuffer's size changes.
    private func prepareTexture(_ renderer: OpaquePointer, width: Int, height: Int) throws(PlaygroundError) {
        guard texture == nil || width != textureWidth || height != textureHeight else { return }
        if let texture { SDL_DestroyTexture(texture) }
        // Canvas stores bytes R, G, B, A: SDL's ABGR8888 on little-endian machines.
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(width), Int32(height)
        )
        guard texture != nil else { throw .display("SDL could not create a texture: \(SDLWindow.lastError())") }
        textureWidth = width
        textureHeight = height
    }
}
