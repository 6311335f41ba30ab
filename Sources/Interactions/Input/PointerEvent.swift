/// One pointer (mouse or touch) event, as plain values from any platform.
///
/// The host converts its platform's events into these and hands them to a
/// ``GestureRecognizer``, which follows the pointer as one finger (see
/// ``FingerEvent`` for touches). Timestamps come from the caller's clock, in
/// seconds, and only their differences matter; nothing in this module reads
/// a clock, so replaying recorded events reproduces a gesture exactly.
///
/// ```swift
/// recognizer.handle(PointerEvent(.down, at: Point(x: 10, y: 10), timestamp: 0.000))
/// recognizer.handle(PointerEvent(.move, at: Point(x: 40, y: 12), timestamp: 0.016))
/// recognizer.handle(PointerEvent(.up,   at: Point(x: 60, y: 13), timestamp: 0.033))
/// ```
public struct PointerEvent: Sendable, Hashable {
    /// What happened to the pointer.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// A button was pressed, or a finger touched.
        case down
        /// The pointer moved while pressed.
        case move
        /// The button was released, or the finger lifted.
        case up
        /// The platform took the pointer away: the window lost focus, the
        /// system claimed the touch. No release velocity is meaningful.
        case cancel
    }

    /// Which button (or touch) the event is about.
    public enum Button: Sendable, Hashable {
        /// The main button, or a touch.
        case primary
        /// The secondary (usually right) button.
        case secondary
        /// The middle button or wheel press.
        case middle
        /// Any other button, by the platform's number.
        case other(Int)
    }

    /// What happened.
    public var phase: Phase
    /// Where the pointer is, in the same coordinates as targets' positions.
    public var position: Point
    /// The button concerned.
    public var button: Button
    /// When it happened, in seconds on the caller's clock.
    public var timestamp: Double

    /// Creates an event.
    public init(_ phase: Phase, at position: Point, button: Button = .primary, timestamp: Double) {
        self.phase = phase
        self.position = position
        self.button = button
        self.timestamp = timestamp
    }
}

extension PointerEvent: CustomStringConvertible {
    /// `down (10, 10) @0.016`, with the button when it is not primary.
    public var description: String {
        let button = self.button == .primary ? "" : " \(self.button)"
        return "\(phase.rawValue) \(position)\(button) @\(timestamp)"
    }
}
