import PlaygroundKit

/// Something the overlay can be told to do, by a key or a button.
///
/// Keys map to commands through ``OverlayKeyBindings``; because keys are
/// ordinary input events, commands are recorded into scripts and replayed
/// headless like any drag.
///
/// ```swift
/// overlay.perform(.nextTab(forward: true), in: playground)
/// ```
public enum OverlayCommand: Sendable, Hashable {
    /// Shows or hides the panel.
    case togglePanel
    /// Collapses the panel to its title and status line, or expands it.
    case toggleCollapsed
    /// Shows the next tab (or the previous one).
    case nextTab(forward: Bool)
    /// Starts or ends pick mode: the next click on a box selects it for the
    /// inspector without reaching the box.
    case togglePicking
    /// Shows or hides the last drag's pointer samples and fitted velocity.
    case togglePointerSamples
    /// Moves the log's target filter to the next (or previous) target.
    case cycleTargetFilter(forward: Bool)
    /// Empties the log view.
    case clearLog
    /// Scrolls the log to the newest line and follows it again.
    case followLog
    /// Shows or hides the sheet of every key and mouse action.
    case toggleHelp
    /// Starts typing a text filter for the log.
    case typeLogFilter
    /// Plays the selected box's last throw again (or the last box thrown's,
    /// with none selected), to compare its tuning on the same gesture
    /// (`Playground/throwAgain(_:)`).
    case throwAgain
}

/// The overlay's keys: the panel, its tabs, the log and the pointer samples.
public typealias OverlayKeyBindings = KeyBindings<OverlayCommand>

extension KeyBindings where Command == OverlayCommand {
    /// The overlay's keys.
    public static var standard: OverlayKeyBindings {
        OverlayKeyBindings([
            Binding(KeyPress("/", shift: true), .toggleHelp, "show or hide this help"),
            Binding(KeyPress("?"), .toggleHelp, "show or hide this help"),
            Binding(KeyPress("h"), .toggleHelp, "show or hide this help"),
            Binding(KeyPress("`"), .togglePanel, "show or hide the panel"),
            Binding(KeyPress("f1"), .togglePanel, "show or hide the panel"),
            Binding(KeyPress("f2"), .toggleCollapsed, "collapse or expand the panel"),
            Binding(KeyPress("tab"), .nextTab(forward: true), "next tab"),
            Binding(KeyPress("tab", shift: true), .nextTab(forward: false), "previous tab"),
            Binding(KeyPress("i"), .togglePicking, "pick a box to inspect (then click it)"),
            Binding(KeyPress("v"), .togglePointerSamples, "show the last drag's pointer samples and velocity"),
            Binding(KeyPress("t"), .cycleTargetFilter(forward: true), "log: next target filter"),
            Binding(KeyPress("t", shift: true), .cycleTargetFilter(forward: false), "log: previous target filter"),
            Binding(KeyPress("c"), .clearLog, "clear the log view"),
            Binding(KeyPress("l", control: true), .clearLog, "clear the log view"),
            Binding(KeyPress("end"), .followLog, "log: jump to the newest line and follow"),
            Binding(KeyPress("/"), .typeLogFilter, "log: type a filter (Enter keeps it, Esc clears it)"),
            Binding(KeyPress("f", control: true), .typeLogFilter, "log: type a filter (Enter keeps it, Esc clears it)"),
            Binding(KeyPress("a"), .throwAgain, "throw the selected box again, as last thrown (compare tunings)"),
        ])
    }
}
