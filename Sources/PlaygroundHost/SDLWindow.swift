internal import CSDL2
import Canvas
import PlaygroundSession
import PlaygroundKit

/// The playground's window: an SDL window, a renderer asked for vsync, and a
/// streaming texture the framebuffer is uploaded to each frame.
///
/// This is the only place SDL's video API is called. SDL is initialised when
/// the window is created and shut down when it is released.
final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth = 0
    private var textureHeight = 0

    /// The name of SDL's video driver (`x11`, `wayland`, `dummy`, …).
    let videoDriver: String
    /// The name of the renderer SDL chose (`opengl`, `software`, …).
    let rendererName: String
    /// Whether the renderer reports `SDL_RENDERER_PRESENTVSYNC`. Some drivers
    /// report it and ignore it; ``FramePacer`` finds out.
    let reportsVSync: Bool
    /// The display's refresh rate in Hz, 60 when SDL does not know.
    let refreshRate: Double

    /// Opens a resizable, HiDPI-aware window of `width` × `height` points,
    /// its top left corner at `origin` (centred when `nil`).
    init(title: String, width: Int, height: Int, origin: (x: Int, y: Int)? = nil) throws(PlaygroundError) {
        try Self.startVideo()
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centred = CSDL2_windowPositionCentered()
        let x = origin.map { Int32(clamping: $0.x) } ?? centred, y = origin.map { Int32(clamping: $0.y) } ?? centred
        // The size a script could have: 1 to InputBounds.maximumWindowSide points a side.
        let side = 1...InputBounds.maximumWindowSide
        let pointWidth = Int32(min(max(width, side.lowerBound), side.upperBound))
        let pointHeight = Int32(min(max(height, side.lowerBound), side.upperBound))
        guard let window = SDL_CreateWindow(title, x, y, pointWidth, pointHeight, flags) else {
            let message = Self.lastError()
            SDL_Quit()
            throw .display("SDL could not open a window: \(message)")
        }
        let rendererFlags = SDL_RENDERER_PRESENTVSYNC.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, rendererFlags)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | rendererFlags)
        else {
            let message = Self.lastError()
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw .display("SDL could not create a renderer: \(message)")
        }
        self.window = window
        self.renderer = renderer
        // Nothing useful fits below this; smaller sizes still work (scripts can ask for them).
        SDL_SetWindowMinimumSize(window, 320, 200)

        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        reportsVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        videoDriver = driver.isEmpty ? "unknown" : driver

        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        if SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            refreshRate = Double(mode.refresh_rate)
        } else {
            refreshRate = 60
        }
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Where the window is on screen and its size, in points.
    var frame: WindowFrame {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let size = sizeInPoints
        return WindowFrame(x: Int(x), y: Int(y), width: size.width, height: size.height)
    }

    /// The window's size in points (the scene's coordinate space).
    var sizeInPoints: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// The size of the area pixels are presented to; larger than
    /// ``sizeInPoints`` on HiDPI displays.
    var sizeInPixels: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The window's size in points and its pixels per point, as a recording stores them.
    var viewport: Viewport {
        let points = sizeInPoints, pixels = sizeInPixels
        let scale = points.width > 0 && pixels.width > 0 ? Double(pixels.width) / Double(points.width) : 1
        return Viewport(width: max(points.width, 1), height: max(points.height, 1), scale: scale)
    }

    /// Puts `text` on the system clipboard; returns whether SDL could.
    func setClipboard(_ text: String) -> Bool {
        SDL_SetClipboardText(text) == 0
    }

    /// Uploads `framebuffer` and presents it; returns when the present call does.
    func present(_ framebuffer: Framebuffer) throws(PlaygroundError) {
        try prepareTexture(width: framebuffer.width, height: framebuffer.height)
        let pitch = Int32(framebuffer.bytesPerRow)
        let status = framebuffer.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, pitch)
        }
        guard status == 0 else { throw .display("SDL could not upload the frame: \(Self.lastError())") }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// (Re)creates the streaming texture when the framebuffer's size changes.
    private func prepareTexture(width: Int, height: Int) throws(PlaygroundError) {
        guard texture == nil || width != textureWidth || height != textureHeight else { return }
        if let texture { SDL_DestroyTexture(texture) }
        // Canvas stores bytes R, G, B, A: SDL's ABGR8888 on little-endian machines.
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(width), Int32(height)
        )
        guard texture != nil else { throw .display("SDL could not create a texture: \(Self.lastError())") }
        textureWidth = width
        textureHeight = height
    }

    /// Starts SDL's video on a driver that can show a window, trying only
    /// those that could (see ``VideoDriverChoice``) unless `SDL_VIDEODRIVER`
    /// names one; with none, says there is no display without asking SDL.
    private static func startVideo() throws(PlaygroundError) {
        let available = (0..<max(SDL_GetNumVideoDrivers(), 0)).compactMap { SDL_GetVideoDriver($0).map { String(cString: $0) } }
        let candidates = VideoDriverChoice.candidates(available: available) { name in
            SDL_getenv(name).map { String(cString: $0) }
        }
        if let candidates {
            guard !candidates.isEmpty else { throw .display("no display to open a window on") }
            // An override: an empty SDL_VIDEODRIVER in the environment would otherwise hide the hint.
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, candidates.joined(separator: ","), SDL_HINT_OVERRIDE)
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            guard let candidates else { throw .display("SDL could not start its video subsystem: \(lastError())") }
            throw .display("no display to open a window on (SDL tried \(candidates.joined(separator: ", ")))")
        }
    }

    private static func lastError() -> String {
        String(cString: SDL_GetError())
    }
}
