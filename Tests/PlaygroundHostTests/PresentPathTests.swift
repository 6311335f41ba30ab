@testable import PlaygroundHost
import Testing

/// Which way a window's frames go: the GPU's renderer, or the window surface where the renderer is the CPU.
@Suite("Choosing how frames are presented")
struct PresentPathTests {
    @Test("A hardware OpenGL renderer keeps SDL's renderer (and its vsync)")
    func hardwareKeepsTheRenderer() {
        #expect(PresentPath.choose(renderer: "opengl", glRenderer: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)") == .renderer)
        #expect(PresentPath.choose(renderer: "opengl", glRenderer: "NVIDIA GeForce RTX 3060/PCIe/SSE2") == .renderer)
        #expect(PresentPath.choose(renderer: "opengles2", glRenderer: nil) == .renderer, "a renderer that does not say keeps its path")
    }

    @Test("Mesa's software rasterizers and SDL's own software renderer present through the window surface, saying why")
    func softwareTakesTheSurface() {
        for name in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Mesa X11 swrast", "Software Rasterizer"] {
            guard case let .surface(reason) = PresentPath.choose(renderer: "opengl", glRenderer: name) else {
                Issue.record("\(name) kept the renderer")
                continue
            }
            #expect(reason.contains(name) && reason.contains("software rasterizer"))
        }
        #expect(PresentPath.choose(renderer: "software", glRenderer: nil) == .surface(because: "SDL has no accelerated renderer here"))
    }
}
