/// Which key does which command: the one table a key's handling and its
/// help text both come from, so they cannot drift apart.
///
/// A binding matches a key press with the same key and the same Shift and
/// Control state; the first match wins. The playground and the overlay each
/// keep one (``PlaygroundKeyBindings``, and the overlay's `OverlayKeyBindings`); keys are
/// ordinary input events, so every command a key runs is recorded into
/// scripts and replayed headless.
///
/// ```swift
/// import PlaygroundOverlay   // OverlayKeyBindings
///
/// PlaygroundKeyBindings.standard.command(for: KeyPress("p"))   // .togglePause
/// for binding in OverlayKeyBindings.standard.bindings { print(binding.key, binding.help) }
/// ```
public struct KeyBindings<Command: Sendable & Hashable>: Sendable {
    /// One binding: a key press and its command, with a few words for help text.
    public struct Binding: Sendable {
        /// The key press, with its modifiers.
        public var key: KeyPress
        /// What it does.
        public var command: Command
        /// What it does, in a few words.
        public var help: String

        /// Creates a binding.
        public init(_ key: KeyPress, _ command: Command, _ help: String) {
            self.key = key
            self.command = command
            self.help = help
        }
    }

    /// The bindings, first match wins.
    public var bindings: [Binding]

    /// Creates a set of bindings.
    public init(_ bindings: [Binding]) {
        self.bindings = bindings
    }

    /// The command bound to `press`, if any.
    public func command(for press: KeyPress) -> Command? {
        bindings.first { $0.key == press }?.command
    }
}

/// Something the playground itself can be told to do, by a key.
///
/// ```swift
/// playground.perform(.setTimeScale(0.25))
/// ```
public enum PlaygroundCommand: Sendable, Hashable {
    /// Pauses scene time, or resumes it.
    case togglePause
    /// While paused, advances the scene by one 60 Hz frame; while running, pauses.
    case stepFrame
    /// Runs scene time at `scale` (1 is normal speed) and resumes it if paused.
    case setTimeScale(Double)
    /// Saves the frame just drawn as PNG.
    case saveFrame
    /// Saves the session so far as a recording.
    case saveRecording
    /// Saves the last seconds as a trace Perfetto opens (see `PlaygroundRequest.saveTraceEvents`).
    case saveTraceEvents
    /// Writes a golden-image test of the frame just drawn (`golden-tests/<Name>/`):
    /// of the scene alone, or with the layers over it (the overlay) when `includingLayers`.
    case makeGoldenTest(includingLayers: Bool)
    /// Writes a motion golden test of the last gesture (`motion-tests/<Name>/`): of
    /// every box that moved from its press until they are at rest, or of every box when `allBoxes`.
    case makeMotionTest(allBoxes: Bool)
    /// Writes `tuning.swift`: the tuned boxes' plans as Swift (see `TuningExport`, PlaygroundSession).
    case writeTuning
    /// Ends the session.
    case quit
    /// Steps `frames` frames back (negative) or forward through history, pausing first (looking changes nothing).
    case scrub(frames: Int)
    /// Continues the session from the frame shown in the past instead of the present (see `PlaygroundRequest.branch(atFrame:)`).
    case branch
    /// Exports the clip's frames as an animated PNG (see `Playground.clipRange`).
    case exportClip
    /// Starts (or ends) the clip at the frame shown.
    case markClip(start: Bool)
    /// Shows frame `frame` of history (or the last one before it), pausing first: a click on the timeline.
    case showFrame(Int)
    /// Plays the last throw of the box named `box` again (the last box thrown when `nil`): see `Playground.throwAgain(_:)`.
    case throwAgain(box: String?)
    /// Goes back to just before the session's last gesture began and plays it
    /// again from there, as recorded: the same input at the same frame times,
    /// against the code running now (see `PlaygroundRequest.replayLastGesture`).
    case replayLastGesture
    /// Stops the scene's trace named `named` if it runs (its report is then
    /// written, see `PlaygroundRequest.writeTraceReport(index:)`), or starts it afresh.
    case toggleTrace(named: String)
}

/// The playground's own keys: time, history, saving and quitting.
public typealias PlaygroundKeyBindings = KeyBindings<PlaygroundCommand>

extension KeyBindings where Command == PlaygroundCommand {
    /// The playground's keys.
    public static var standard: PlaygroundKeyBindings {
        PlaygroundKeyBindings([
            Binding(KeyPress("p"), .togglePause, "pause or resume scene time"),
            Binding(KeyPress("space"), .togglePause, "pause or resume scene time"),
            Binding(KeyPress("."), .stepFrame, "step one frame (pauses first if running)"),
            Binding(KeyPress("1"), .setTimeScale(1), "normal speed (resumes)"),
            Binding(KeyPress("2"), .setTimeScale(0.25), "slow motion, 0.25× (resumes)"),
            Binding(KeyPress("3"), .setTimeScale(0.1), "slow motion, 0.1× (resumes)"),
            Binding(KeyPress("s"), .saveFrame, "save the frame as PNG"),
            Binding(KeyPress("r"), .saveRecording, "save the session so far as a recording"),
            Binding(KeyPress("r", shift: true), .replayLastGesture, "play the last gesture again, as recorded, from its start"),
            Binding(KeyPress("p", shift: true), .saveTraceEvents, "save the last 30 s as a trace (open in ui.perfetto.dev)"),
            Binding(KeyPress("g"), .makeGoldenTest(includingLayers: false), "write a golden test of this frame's scene (golden-tests/)"),
            Binding(KeyPress("g", shift: true), .makeGoldenTest(includingLayers: true), "the same golden test, with the overlay in its picture"),
            Binding(KeyPress("m"), .makeMotionTest(allBoxes: false), "write a motion golden test of the last gesture (motion-tests/)"),
            Binding(KeyPress("m", shift: true), .makeMotionTest(allBoxes: true), "the same motion test, of every box in the scene"),
            Binding(KeyPress("left"), .scrub(frames: -1), "step back / forward through history (pauses)"),
            Binding(KeyPress("right"), .scrub(frames: 1), "step back / forward through history (pauses)"),
            Binding(KeyPress("left", shift: true), .scrub(frames: -10), "step back 10 frames"),
            Binding(KeyPress("right", shift: true), .scrub(frames: 10), "step forward 10 frames"),
            Binding(KeyPress("b"), .branch, "branch: go on from the frame shown"),
            Binding(KeyPress("["), .markClip(start: true), "clip: start / end at the frame shown"),
            Binding(KeyPress("]"), .markClip(start: false), "clip: start / end at the frame shown"),
            Binding(KeyPress("e"), .exportClip, "export the clip (APNG; default: the last 5 s)"),
            Binding(KeyPress("w"), .writeTuning, "write tuning.swift: the tuned springs as Swift"),
            Binding(KeyPress("q"), .quit, "quit, writing the session's files"),
            Binding(KeyPress("escape"), .quit, "quit, writing the session's files"),
        ])
    }
}
