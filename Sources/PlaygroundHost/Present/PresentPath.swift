/// How the window's frames reach the screen, chosen once when it opens.
///
/// - **The renderer** (SDL's OpenGL or other accelerated renderer, asked for
///   vsync): the frame is uploaded to a texture and the whole window swapped
///   at the display's refresh. Right for a GPU: the put is the GPU's, and
///   vsync keeps frames whole.
/// - **The window surface** (SDL's framebuffer with its acceleration off:
///   an X server's shared-memory put, a Wayland buffer): only the rectangles
///   that changed since the last frame are converted and put (``FrameDamage``).
///   Right where the renderer is the CPU anyway: a software rasterizer
///   (Mesa's llvmpipe under Xvfb or a remote X server) swaps a 1280 × 720
///   window in about 10 ms, where putting the box a drag moved takes 0.2 ms
///   and the whole window 0.7 ms. Such a renderer ignores vsync too, so the
///   frame pacer paces the loop either way.
///
/// ```swift
/// PresentPath.choose(renderer: "opengl", glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")
/// // .surface(because: "the OpenGL renderer is llvmpipe (LLVM 15.0.6, 256 bits), a software rasterizer")
/// ```
enum PresentPath: Equatable {
    /// SDL's renderer, by its name (`opengl`).
    case renderer
    /// The window surface, and why the renderer was passed over.
    case surface(because: String)

    /// Names in an OpenGL renderer string that mean the CPU draws: Mesa's llvmpipe, softpipe
    /// and swrast, and the generic software rasterizer.
    static let softwareRasterizers = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// The path for a window whose SDL renderer is named `renderer` and, for an OpenGL one,
    /// whose context reports `glRenderer` as its `GL_RENDERER`.
    static func choose(renderer: String, glRenderer: String?) -> PresentPath {
        if renderer == "software" {
            return .surface(because: "SDL has no accelerated renderer here")
        }
        if let glRenderer {
            let lowered = glRenderer.lowercased()
            if softwareRasterizers.contains(where: lowered.contains) {
                return .surface(because: "the OpenGL renderer is \(glRenderer), a software rasterizer")
            }
        }
        return .renderer
    }
}
