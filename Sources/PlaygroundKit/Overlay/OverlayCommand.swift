/// Something the overlay can be told to do, by a key or a button.
///
/// Keys map to commands through ``OverlayKeyBindings``; because keys are
/// ordinary input events, commands are recorded into scripts and replayed
/// headless like any drag.
///
/// ```swift
/// overlay.perform(.setTimeScale(0.25), in: playground)
/// ```
public enum OverlayCommand: Sendable, Hashable {
    /// Shows or hides the panel.
    case togglePanel
    /// Collapses the panel to its title and status line, or expands it.
    case toggleCollapsed
    /// Shows the next tab (or the previous one).
    case nextTab(forward: Bool)
    /// Pauses scene time, or resumes it.
    case togglePause
    /// While paused, advances the scene by one 60 Hz frame; while running, pauses.
    case stepFrame
    /// Runs scene time at `scale` (1 is normal speed) and resumes it.
    case setTimeScale(Double)
    /// Shows or hides the last drag's pointer samples and fitted velocity.
    case togglePointerSamples
    /// Moves the log's target filter to the next (or previous) target.
    case cycleTargetFilter(forward: Bool)
    /// Empties the log view.
    case clearLog
    /// Scrolls the log to the newest line and follows it again.
    case followLog
}

/// Which key does which ``OverlayCommand``.
///
/// A binding matches a key press with the same key and the same Shift and
/// Control state; keys without a binding pass through to the playground
/// (`s`, `r`, `q` and Escape keep their meaning). ``standard`` is what the
/// overlay installs; ``rows`` lists it for help text and README.
///
/// ```swift
/// OverlayKeyBindings.standard.command(for: KeyPress("p"))   // .togglePause
/// ```
public struct OverlayKeyBindings: Sendable {
    /// One binding: a key press and its command, with a few words for help text.
    public struct Binding: Sendable {
        /// The key press, with its modifiers.
        public var key: KeyPress
        /// What it does.
        public var command: OverlayCommand
        /// What it does, in a few words.
        public var help: String

        /// Creates a binding.
        public init(_ key: KeyPress, _ command: OverlayCommand, _ help: String) {
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
    public func command(for press: KeyPress) -> OverlayCommand? {
        bindings.first { $0.key == press }?.command
    }

    /// The overlay's keys.
    public static let standard = OverlayKeyBindings([
        Binding(KeyPress("`"), .togglePanel, "show or hide the panel"),
        Binding(KeyPress("f1"), .togglePanel, "show or hide the panel"),
        Binding(KeyPress("f2"), .toggleCollapsed, "collapse or expand the panel"),
        Binding(KeyPress("tab"), .nextTab(forward: true), "next tab"),
        Binding(KeyPress("tab", shift: true), .nextTab(forward: false), "previous tab"),
        Binding(KeyPress("p"), .togglePause, "pause or resume scene time"),
        Binding(KeyPress("space"), .togglePause, "pause or resume scene time"),
        Binding(KeyPress("."), .stepFrame, "step one frame (pauses first if running)"),
        Binding(KeyPress("1"), .setTimeScale(1), "normal speed"),
        Binding(KeyPress("2"), .setTimeScale(0.25), "slow motion, 0.25×"),
        Binding(KeyPress("3"), .setTimeScale(0.1), "slow motion, 0.1×"),
        Binding(KeyPress("v"), .togglePointerSamples, "show the last drag's pointer samples and velocity"),
        Binding(KeyPress("t"), .cycleTargetFilter(forward: true), "log: next target filter"),
        Binding(KeyPress("t", shift: true), .cycleTargetFilter(forward: false), "log: previous target filter"),
        Binding(KeyPress("c"), .clearLog, "clear the log view"),
        Binding(KeyPress("l", control: true), .clearLog, "clear the log view"),
        Binding(KeyPress("end"), .followLog, "log: jump to the newest line and follow"),
    ])
}
