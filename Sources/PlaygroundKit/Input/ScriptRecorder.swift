/// Records the input a playground handles, frame by frame, so a live session
/// can be saved as a script and replayed.
///
/// The window host records everything from the session's first frame, so a
/// saved recording always replays from a fresh scene. Pointer timestamps are
/// kept relative to the session's start, so replayed gestures have the same
/// velocities as the live ones.
///
/// ```swift
/// var recorder = ScriptRecorder(scene: "default", viewport: (1280, 720))
/// recorder.record(.key(KeyPress("s")), frame: 42)
/// let script = recorder.script
/// ```
public struct ScriptRecorder: Sendable {
    /// The script recorded so far.
    public private(set) var script: InputScript
    /// The timestamp that becomes time 0 in the script, set by the first pointer event.
    private var timeOrigin: Double?

    /// Starts an empty recording.
    public init(scene: String? = nil, viewport: (width: Int, height: Int)? = nil) {
        script = InputScript(scene: scene, viewport: viewport)
    }

    /// Records `event`, handled on `frame`.
    public mutating func record(_ event: InputEvent, frame: Int) {
        var event = event
        if case var .pointer(pointer) = event {
            // Re-base times so the first pointer event keeps its frame's nominal time.
            let origin = timeOrigin ?? pointer.timestamp - ScriptEvent.time(ofFrame: frame)
            timeOrigin = origin
            pointer.timestamp -= origin
            event = .pointer(pointer)
        }
        script.append(ScriptEvent(frame: max(frame, 1), event))
    }
}
