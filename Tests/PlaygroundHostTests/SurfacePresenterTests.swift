import Canvas
import MotionMath
@testable import PlaygroundHost
import Testing

/// The window surface, on SDL's dummy driver: what it is given is what it holds.
@Suite("Presenting through the window surface (dummy driver)", .serialized)
struct SurfacePresenterTests {
    @Test("Where SDL has no accelerated renderer, the window presents through its surface, and the surface holds every frame it was given")
    func surfaceHoldsEveryFrame() throws {
        try HostTestSupport.oneWindowAtATime {
            let window = try SDLWindow(title: "surface", width: 320, height: 200)
            #expect(window.rendererName.hasPrefix("window surface"), "the dummy driver has only SDL's software renderer: \(window.rendererName)")
            let size = window.sizeInPixels
            var random = SplitMix64(seed: 9)
            var frame = Framebuffer(width: size.width, height: size.height, fill: .black)
            for index in 0..<40 {
                // A box that moves, a pixel that flickers, and now and then the window exposed.
                frame.clear(.black)
                frame.fillRectangle(x: Double(index * 5), y: 40, width: 60, height: 30, color: Color(rgba: 0x42A5_F5FF))
                frame[random.next(below: size.width), random.next(below: size.height)] = Pixel(.white)
                if index % 13 == 12 { window.invalidateShownFrame() }
                try window.present(frame)
                let shown = try #require(window.shownFrame())
                #expect(shown == frame, "frame \(index)")
            }
        }
    }
}
