import Canvas
import PlaygroundKit
import PlaygroundSession

/// What a ``ContentWindow`` shows: something other than a playground (the
/// review of failed goldens), driven by input and drawn when asked.
///
/// ```swift
/// final class Counter: WindowContent {
///     var count = 0
///     func handle(_ event: InputEvent) -> Bool { if case .key = event { count += 1 }; return event == .quit }
///     func render(into framebuffer: inout Framebuffer) { framebuffer.resize(toWidth: 200, height: 100) }
/// }
/// ```
public protocol WindowContent: AnyObject {
    /// Follows the window's size in points and its pixels per point.
    func resize(to viewport: Viewport)
    /// Handles one input event; returns whether the window should close.
    func handle(_ event: InputEvent) -> Bool
    /// Advances one frame of an animation (a flicker); returns whether the picture changed.
    func tick() -> Bool
    /// Whether the content animates, so the window draws every frame.
    var needsFrames: Bool { get }
    /// Draws the whole picture, resizing `framebuffer` to the window's pixels.
    func render(into framebuffer: inout Framebuffer)
}

extension WindowContent {
    public func resize(to viewport: Viewport) {}
    public func tick() -> Bool { false }
    public var needsFrames: Bool { false }
}

/// Runs a ``WindowContent`` in an SDL window: the window only moves input
/// and pixels; the content decides what is shown.
///
/// The loop blocks waiting for input while nothing changes; while the
/// content animates it draws every frame at the display's refresh rate
/// (vsync, or `FramePacer` where the driver ignores it), one tick a frame.
/// Pointer motion is reported without a button held, so the content can
/// follow the pointer. Closing the window, or the content saying so, ends it.
///
/// ```swift
/// try ContentWindow.run(content, title: "Snapshot review")   // content: any WindowContent, such as the review's
/// ```
public enum ContentWindow {
    /// Opens a window titled `title` over `content` and runs until it closes.
    public static func run(_ content: some WindowContent, title: String, width: Int = 1280, height: Int = 720) throws(PlaygroundError) {
        let window = try SDLWindow(title: title, width: width, height: height)
        var events = SDLEventSource()
        events.reportsHover = true
        var pacer = FramePacer(refreshRate: window.refreshRate)
        var framebuffer = Framebuffer(width: 1, height: 1)
        content.resize(to: window.viewport)
        var needsRedraw = true
        while true {
            let batch = content.needsFrames ? events.poll() : events.wait(timeout: 1)
            if !batch.window.isEmpty {
                needsRedraw = true
                window.invalidateShownFrame()
            }
            for event in batch.input {
                var event = event
                if case let .resize(width, height, nil) = event { event = .resize(width: width, height: height, scale: window.viewport.scale) }
                if content.handle(event) { return }
                needsRedraw = true
            }
            if content.tick() { needsRedraw = true }
            guard needsRedraw || content.needsFrames else { continue }
            content.render(into: &framebuffer)
            let presentStart = HostClock.now()
            try window.present(framebuffer)
            needsRedraw = false
            let presented = HostClock.now()
            if content.needsFrames { HostClock.sleep(pacer.didPresent(at: presented, blockedFor: presented - presentStart)) } else { pacer.reset() }
        }
    }
}
