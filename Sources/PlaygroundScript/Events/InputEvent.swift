import Interactions

/// One piece of input to the playground, from a window or from a script.
///
/// The SDL host converts its events into these, and scripts store them, so
/// the playground behaves the same live and in a headless replay. Positions
/// are in the scene's coordinates (window points, origin top left).
///
/// ```swift
/// playground.handle(.pointer(PointerEvent(.down, at: Point(x: 200, y: 150), timestamp: 0.5)))
/// playground.handle(.key(KeyPress("space")))
/// ```
public enum InputEvent: Sendable, Hashable {
    /// A pointer went down, moved, went up or was cancelled.
    case pointer(PointerEvent)
    /// A finger touched, moved, lifted or was cancelled: a touch screen's, or
    /// one the mouse emulates (Alt-drag, Ctrl- or Shift-wheel), recorded as fingers.
    case finger(FingerEvent)
    /// The wheel scrolled by `dx`, `dy` notches (positive `dy` scrolls up) with the pointer at `position`.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A key was pressed.
    case key(KeyPress)
    /// Text was typed (what the keys produced, in the keyboard's layout): a
    /// host delivers it only while the playground takes text (a filter being typed).
    case text(String)
    /// The window lost keyboard and pointer focus: gestures in progress are cancelled.
    case focusLost
    /// The window's size changed, in points; `scale` is the new number of
    /// pixels per point, when it changed too (a window moved to a HiDPI display).
    case resize(width: Int, height: Int, scale: Double? = nil)
    /// The person asked to close the window.
    case quit
    /// A box's spring or friction changed (the Tune tab, or a script): see `Scene.tune(_:)`.
    case tune(TuneChange)
    /// A playground command given by something other than its key: a
    /// layer's button (the overlay's "throw again", a trace's Stop, a click on
    /// the timeline), sent as input so the recording holds it and a replay
    /// without that layer does the same (see `Playground.perform(_:)`).
    case command(PlaygroundCommand)
    /// A line for the scene's log that is not a runtime event: which build of
    /// the code a watched session went on with, say (see `Scene.log(_:badge:)`).
    case note(String)
}

/// A key press, with the modifiers held at the time.
public struct KeyPress: Sendable, Hashable, CustomStringConvertible {
    /// The key, by a stable name: `a`…`z`, `0`…`9`, `space`, `escape`, `tab`,
    /// `return`, `backspace`, `left`, `right`, `up`, `down`, `f1`…`f12`, or a punctuation character.
    public var key: String
    /// Whether Shift was held.
    public var shift: Bool
    /// Whether Control was held.
    public var control: Bool

    /// Creates a key press; key names are lowercased.
    public init(_ key: String, shift: Bool = false, control: Bool = false) {
        self.key = key.lowercased()
        self.shift = shift
        self.control = control
    }

    /// `s`, `shift+s`, `ctrl+shift+f1`.
    public var description: String {
        (control ? "ctrl+" : "") + (shift ? "shift+" : "") + key
    }
}

extension InputEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .pointer(event): "pointer \(event)"
        case let .finger(event): "\(event)"
        case let .wheel(dx, dy, position): "wheel (\(dx), \(dy)) at \(position)"
        case let .key(press): "key \(press)"
        case let .text(text): "text \"\(text)\""
        case .focusLost: "focusLost"
        case let .resize(width, height, scale): "resize \(width)x\(height)" + (scale.map { " @\($0)x" } ?? "")
        case .quit: "quit"
        case let .tune(change): change.description
        case let .command(command): "command \(command)"
        case let .note(text): "note \"\(text)\""
        }
    }
}
