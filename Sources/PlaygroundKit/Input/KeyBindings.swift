/// Which key does which command: the one table a key's handling and its
/// help text both come from, so they cannot drift apart.
///
/// A binding matches a key press with the same key and the same Shift and
/// Control state; the first match wins. The playground and the overlay each
/// keep one (``PlaygroundKeyBindings``, ``OverlayKeyBindings``); keys are
/// ordinary input events, so every command a key runs is recorded into
/// scripts and replayed headless.
///
/// ```swift
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
    /// Writes a golden-image test of the frame just drawn (`golden-tests/<Name>/`).
    case makeGoldenTest
    /// Writes `tuning.swift`: the tuned boxes' plans as Swift (see ``TuningExport``).
    case writeTuning
    /// Ends the session.
    case quit
}

/// The playground's own keys: time, saving and quitting.
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
            Binding(KeyPress("g"), .makeGoldenTest, "write a golden test of this frame (golden-tests/)"),
            Binding(KeyPress("w"), .writeTuning, "write tuning.swift: the tuned springs as Swift"),
            Binding(KeyPress("q"), .quit, "quit, writing the session's files"),
            Binding(KeyPress("escape"), .quit, "quit, writing the session's files"),
        ])
    }
}
