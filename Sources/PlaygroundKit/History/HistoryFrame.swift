import Interactions

/// One frame of a ``SessionHistory``, as the playground drew it: its number,
/// its times, the window it was drawn in, and the runtime's state.
///
/// The frame's boxes, open tokens and runtime marks are read from the
/// history by the frame's index (``SessionHistory/boxes(at:)``,
/// ``SessionHistory/openTokens(at:)``, ``SessionHistory/marks(at:)``).
///
/// ```swift
/// let frame = history.frame(at: history.count - 1)
/// print(frame.number, frame.sceneTime, frame.isRuntimeActive)
/// ```
public struct HistoryFrame: Sendable, Hashable {
    /// The playground's frame number, from 1.
    public var number: Int
    /// Seconds of scene time after the frame (what the runtime had advanced by then).
    public var sceneTime: Double
    /// The real time the frame took, in seconds, as the host measured it.
    public var elapsed: Double
    /// The scene time the frame advanced by: 0 while paused.
    public var sceneElapsed: Double
    /// The sequence number of the newest log entry when the frame was drawn.
    package var logSequence: Int
    /// The sequence number the frame's own entries start from: one after the
    /// newest entry when the frame before was recorded (or when the history
    /// started listening, so a scene's creation is no frame's). The frame
    /// logged `firstLogSequence...logSequence`, or nothing if that is empty.
    package var firstLogSequence: Int
    /// The scene's size in points.
    package var sceneSize: Size
    /// Framebuffer pixels per point.
    public var pixelScale: Double
    /// Whether the runtime was active after the frame.
    public var isRuntimeActive: Bool
    /// Whether scene time was paused.
    public var isPaused: Bool

    init(_ header: _FrameHeader) {
        number = header.number
        sceneTime = header.sceneTime
        elapsed = header.elapsed
        sceneElapsed = header.sceneElapsed
        logSequence = header.logSequence
        firstLogSequence = header.firstLogSequence
        sceneSize = Size(width: header.width, height: header.height)
        pixelScale = header.pixelScale
        isRuntimeActive = header.flags & _FrameHeader.runtimeActive != 0
        isPaused = header.flags & _FrameHeader.paused != 0
    }

    /// The framebuffer size the frame was drawn at, in pixels.
    public var framebufferSize: (width: Int, height: Int) {
        Playground.framebufferSize(of: sceneSize, scale: pixelScale)
    }
}
