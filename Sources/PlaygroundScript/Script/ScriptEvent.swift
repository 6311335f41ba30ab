import Interactions

/// One input event in a script, stamped with the frame it is handled on.
///
/// Frames count from 1: the events of frame `n` are handled just before the
/// runtime advances and frame `n` is drawn. A pointer event's timestamp (used
/// for velocity) is the recorded time when the script has one, otherwise
/// `frame / 60` seconds.
///
/// ```swift
/// ScriptEvent(frame: 10, .pointer(PointerEvent(.down, at: Point(x: 200, y: 150), timestamp: 10.0 / 60)))
/// ```
public struct ScriptEvent: Sendable, Hashable {
    /// The frame the event is handled on; 1 or more.
    public var frame: Int
    /// The event.
    public var event: InputEvent
    /// Whether a layer over the scene (the overlay) took the event in the
    /// session it was recorded in, so the scene never saw it; `nil` when the
    /// script does not say (a hand-written one): the layers of the run decide.
    ///
    /// A replay follows it whatever layers it has: an event a layer took
    /// never reaches the scene, and every other event does. That is what makes
    /// a scene-only replay of a session recorded with the overlay on give that
    /// session's very scene.
    public var takenByLayer: Bool?

    /// Creates a script event.
    public init(frame: Int, _ event: InputEvent, takenByLayer: Bool? = nil) {
        self.frame = frame
        self.event = event
        self.takenByLayer = takenByLayer
    }

    /// The time of a frame on the fixed 60 Hz clock of a replay, in seconds.
    public static func time(ofFrame frame: Int) -> Double {
        Double(frame) / 60
    }
}
