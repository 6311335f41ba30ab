import Canvas
import PlaygroundKit

/// What puts a window's frames on the screen: SDL's renderer, or its window
/// surface (see ``PresentPath`` for which, and why).
///
/// ```swift
/// func show(_ frame: Framebuffer, with presenter: any FramePresenter, exposed: Bool) throws(PlaygroundError) {
///     if exposed { presenter.invalidate() }   // the screen lost what it showed: put everything
///     try presenter.present(frame)
/// }
/// ```
protocol FramePresenter: AnyObject {
    /// A short name for summaries: the renderer's (`opengl`), or `window surface`.
    var name: String { get }
    /// Whether presents are meant to wait for the display's refresh (``FramePacer`` checks).
    var reportsVSync: Bool { get }
    /// The size of the area presented to, in pixels.
    var sizeInPixels: (width: Int, height: Int) { get }
    /// Puts `framebuffer` on the window; returns when SDL's present call does.
    func present(_ framebuffer: Framebuffer) throws(PlaygroundError)
    /// Forgets what the window shows: the next present puts the whole frame.
    func invalidate()
    /// Lets go of what SDL made for it, before the window goes; nothing is presented after.
    func close()
}
