/// Records everything a live session feeds its playground, frame by frame,
/// so the session can be saved as a script that replays it exactly.
///
/// A frame's input is recorded with ``record(_:frame:takenByLayer:)`` before the frame
/// advances, and its time with ``recordFrame(_:elapsed:)`` as it advances.
/// Events are stored exactly as the playground handled them (pointer
/// timestamps included), and frame times exactly as it advanced by them, so
/// a replay repeats the same arithmetic bit for bit. Frames that took the
/// nominal period are not stored.
///
/// ```swift
/// var recorder = ScriptRecorder(scene: "default", viewport: Viewport(width: 1280, height: 720))
/// recorder.record(.key(KeyPress("s")), frame: 1, takenByLayer: false)
/// recorder.recordFrame(1, elapsed: 1.0 / 60)
/// let script = recorder.script      // frames: 1, one key event
/// ```
public struct ScriptRecorder: Sendable {
    /// The script recorded so far.
    public private(set) var script: InputScript

    /// Starts an empty recording of a session in `viewport`, advancing by `framePeriod` unless told otherwise.
    public init(scene: String? = nil, viewport: Viewport? = nil, framePeriod: Double = InputScript.defaultFramePeriod) {
        script = InputScript(scene: scene, viewport: viewport, framePeriod: framePeriod)
        script.isRouted = true
    }

    /// Goes on recording after `script` (a recording cut where a session branched).
    public init(continuing script: InputScript) {
        self.script = script
        self.script.isRouted = true
    }

    /// Notes the session's history budget (only a budget other than `defaultBudget` is stored;
    /// PlaygroundKit's `recordHistoryBudget(_:)` passes its history's default).
    package mutating func recordHistoryBudget(_ budget: Int?, default defaultBudget: Int) {
        script.historyBudget = budget == defaultBudget ? nil : budget
    }

    /// Records `event`, handled on `frame` (before that frame advances);
    /// `takenByLayer` says whether a layer took it before the scene saw it.
    public mutating func record(_ event: InputEvent, frame: Int, takenByLayer: Bool) {
        script.append(ScriptEvent(frame: max(frame, 1), event, takenByLayer: takenByLayer))
    }

    /// Records that `frame` advanced the playground by `elapsed` seconds.
    public mutating func recordFrame(_ frame: Int, elapsed: Double) {
        script.setElapsed(elapsed, ofFrame: frame)
        script.frameCount = frame
    }

    /// The number of frames recorded.
    public var frameCount: Int { script.frameCount ?? 0 }
}
