import Interactions
import PlaygroundKit

/// One frame's worth of what a hand does at the window: the input that
/// arrives together, with the modifier keys held while it does.
///
/// A list of batches is input before the window has turned any of it into
/// a recording: the mouse's Alt-drag is still a mouse with Alt held (the live
/// shell's ``TouchEmulator`` makes its fingers), keys still carry their
/// modifiers. ``RandomHands`` makes such lists; a test pushes them into a
/// real window's event queue, and a headless search feeds them to a
/// ``LiveSession``-like shell or turns them into a recording.
///
/// ```swift
/// let press = HandBatch(frame: 12, modifiers: [.alt], events: [.pointer(PointerEvent(.down, at: center, timestamp: 0.2))])
/// ```
public struct HandBatch: Sendable, Equatable, CustomStringConvertible {
    /// The frame the batch is due on (from 1); a window that waits idle takes it at once.
    public var frame: Int
    /// The modifier keys held while the batch arrives (Alt, Shift, Control).
    public var modifiers: KeyModifiers
    /// The events, in order.
    public var events: [InputEvent]

    /// A batch of `events` due on `frame`, with `modifiers` held.
    public init(frame: Int, modifiers: KeyModifiers = [], events: [InputEvent]) {
        self.frame = frame
        self.modifiers = modifiers
        self.events = events
    }

    /// The batch as one line: its frame, its modifiers and its events.
    public var description: String {
        var held: [String] = []
        if modifiers.contains(.alt) { held.append("alt") }
        if modifiers.contains(.shift) { held.append("shift") }
        if modifiers.contains(.control) { held.append("control") }
        let prefix = held.isEmpty ? "" : "[" + held.joined(separator: "+") + "] "
        return "frame \(frame): " + prefix + events.map(\.description).joined(separator: ", ")
    }
}

extension Array where Element == HandBatch {
    /// How many events the batches hold.
    package var eventCount: Int { reduce(0) { $0 + $1.events.count } }
}
