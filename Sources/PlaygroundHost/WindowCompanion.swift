import PlaygroundKit
import PlaygroundSession

/// Something that runs beside a window's session, a turn of its loop at a
/// time: `--watch`'s link to the process that rebuilds the package (build
/// progress shown as notices, a hand-over when a new build is ready).
///
/// The window calls ``turn(_:window:now:)`` before it reads input, and never
/// waits idle for longer than ``maximumWait``, so turns keep coming while
/// nothing moves.
///
/// ```swift
/// final class Clock: WindowCompanion {
///     func turn(_ session: LiveSession, window: WindowFrame, now: Double) -> WindowCompanionAction { .goOn }
/// }
/// ```
public protocol WindowCompanion: AnyObject {
    /// One turn: `session` as it is, the window's place and size, the host's clock.
    func turn(_ session: LiveSession, window: WindowFrame, now: Double) -> WindowCompanionAction
    /// The longest the window waits for input while idle, in seconds.
    var maximumWait: Double { get }
}

extension WindowCompanion {
    public var maximumWait: Double { 0.1 }
}

/// What a companion's turn asks of the window.
public enum WindowCompanionAction: Sendable, Hashable {
    /// Nothing.
    case goOn
    /// Draw the window again (a notice was posted).
    case redraw
    /// End the session as quitting does: its files are written, the window closes.
    case end
}
