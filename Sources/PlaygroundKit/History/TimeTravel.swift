/// Where a playground looks in its history: the past frame shown, if any,
/// and the frames marked for a clip.
///
/// Looking never changes the scene: while a past frame is shown, the scene
/// stays as it is in the present (paused), the window shows the past frame
/// re-rendered from history, and resuming continues from the present.
///
/// ```swift
/// playground.perform(.scrub(frames: -30))   // half a second back (pauses first)
/// playground.timeTravel.shownFrame          // the frame shown, e.g. 212
/// playground.perform(.togglePause)          // back to the present, running
/// ```
public struct TimeTravel: Sendable, Hashable {
    /// The frame shown from history, or `nil` for the present.
    public internal(set) var shownFrame: Int?
    /// The clip's first frame, as marked with `[`.
    package internal(set) var clipStart: Int?
    /// The clip's last frame, as marked with `]`.
    package internal(set) var clipEnd: Int?

    /// Looking at the present, no clip marked.
    public init() {}

    /// How long a clip is when none is marked: the last 5 seconds.
    public static let defaultClipDuration = 5.0
}

extension PlaygroundCommand {
    /// Whether the command acts on scene time, and so returns to the present first.
    var leavesThePast: Bool {
        switch self {
        case .togglePause, .stepFrame, .setTimeScale, .throwAgain, .replayLastGesture: true
        case .saveFrame, .saveRecording, .saveTraceEvents, .makeGoldenTest, .makeMotionTest, .writeTuning, .quit, .scrub, .showFrame, .branch, .exportClip, .markClip, .toggleTrace: false
        }
    }
}
