internal import CSDL2
import Canvas
import PlaygroundSession
import PlaygroundKit

/// The playground's window: an SDL window and what presents its frames, SDL's
/// renderer asked for vsync or, where that renderer is the CPU anyway, the
/// window's own surface, put a changed rectangle at a time (``PresentPath``).
///
/// This is the only place SDL's video API is called. SDL is initialised when
/// the window is created and shut down when it is released.
final class SDLWindow {
    private let window: OpaquePointer
    /// What puts the frames on the screen, chosen when the window opens (``PresentPath``).
    private let presenter: any FramePresenter

    /// The name of SDL's video driver (`x11`, `wayland`, `dummy`, …).
    let videoDriver: String
    /// How frames are presented: the renderer SDL chose (`opengl`), or `window surface`
    /// and why the renderer was passed over.
    var rendererName: String {
        guard let surface = presenter as? SurfacePresenter else { return presenter.name }
        return "\(surface.name) (\(surface.reason))"
    }
    /// Whether presents are meant to wait for vsync. Some drivers say so and
    /// ignore it; ``FramePacer`` finds out.
    var reportsVSync: Bool { presenter.reportsVSync }
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
        // Nothing useful fits below this; smaller sizes still work (scripts can ask for them).
        SDL_SetWindowMinimumSize(window, 320, 200)
        do throws(PlaygroundError) {
            presenter = try Self.makePresenter(for: window, renderer: renderer)
        } catch {
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw error
        }
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
        presenter.close()  // a renderer goes before its window
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The renderer's presenter, or the surface's where ``PresentPath`` says so (the renderer then destroyed).
    private static func makePresenter(for window: OpaquePointer, renderer: OpaquePointer) throws(PlaygroundError) -> any FramePresenter {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let name = info.name.map { String(cString: $0) } ?? "unknown"
        let glRenderer = name.hasPrefix("opengl") ? CSDL2_currentGLRenderer().map { String(cString: $0) } : nil
        switch PresentPath.choose(renderer: name, glRenderer: glRenderer) {
        case .renderer:
            return RendererPresenter(renderer: renderer)
        case let .surface(reason):
            SDL_DestroyRenderer(renderer)
            return try SurfacePresenter(window: window, reason: reason)
        }
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
    var sizeInPixels: (width: Int, height: Int) { presenter.sizeInPixels }

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

    /// Presents `framebuffer`; returns when the present call does.
    func present(_ framebuffer: Framebuffer) throws(PlaygroundError) {
        try presenter.present(framebuffer)
    }

    /// What the window's surface holds, where frames go through it (``SurfacePresenter``); `nil` for a renderer.
    func shownFrame() -> Framebuffer? {
        (presenter as? SurfacePresenter)?.shownFrame()
    }

    /// The window was exposed or restored: the next present puts the whole frame.
    func invalidateShownFrame() {
        presenter.invalidate()
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

    static func lastError() -> String {
        String(cString: SDL_GetError())
    }
}
