import Canvas
import PlaygroundKit

/// Runs `playground review` in an SDL window: the window only moves input
/// and pixels; the `ReviewSession` decides what is shown.
///
/// The loop blocks waiting for input while nothing changes; while the
/// flicker runs it draws every frame at the display's refresh rate (vsync,
/// or `FramePacer` where the driver ignores it), one flicker tick a frame.
/// Pointer motion is reported without a button held, so the footer can read
/// the pixel under the pointer. `q`, Escape or closing the window end it.
///
/// ```swift
/// let review = try ReviewSession.open(folder: "artifacts")
/// try ReviewWindow.run(review, font: try Assets.locate().loadFont())
/// print(review.items.filter(\.isAccepted).count, "accepted")
/// ```
public enum ReviewWindow {
    /// The window's title, which tests find it by.
    public static let title = "Snapshot review"

    /// Opens the window over `review` and runs until it is closed.
    public static func run(_ review: ReviewSession, font: BitmapFont, width: Int = 1280, height: Int = 720) throws(PlaygroundError) {
        let window = try SDLWindow(title: title, width: width, height: height)
        var events = SDLEventSource()
        events.reportsHover = true
        var pacer = FramePacer(refreshRate: window.refreshRate)
        var framebuffer = Framebuffer(width: 1, height: 1)
        review.resize(to: window.viewport)
        var needsRedraw = true
        while true {
            let batch = review.needsFrames ? events.poll() : events.wait(timeout: 1)
            if !batch.window.isEmpty { needsRedraw = true }
            for event in batch.input {
                var event = event
                if case let .resize(width, height, nil) = event { event = .resize(width: width, height: height, scale: window.viewport.scale) }
                if review.handle(event) { return }
                needsRedraw = true
            }
            if review.tick() { needsRedraw = true }
            guard needsRedraw || review.needsFrames else { continue }
            review.render(into: &framebuffer, font: font)
            try window.present(framebuffer)
            needsRedraw = false
            if review.needsFrames { HostClock.sleep(pacer.didPresent(at: HostClock.now())) } else { pacer.reset() }
        }
    }
}
