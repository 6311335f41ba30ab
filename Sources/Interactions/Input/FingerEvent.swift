/// One finger's event: it touched, moved, lifted, or the platform took the
/// touches away. Plain values from any platform, like ``PointerEvent``.
///
/// A ``GestureRecognizer`` follows up to two fingers by their ``id`` (any
/// integer the platform gives, unique while the finger is down); a mouse
/// pointer is one more finger, ``pointerID``. Timestamps come from the
/// caller's clock, in seconds; nothing here reads a clock, so a recorded
/// stream of finger events replays the same gesture exactly.
///
/// ```swift
/// recognizer.handle(FingerEvent(.down, id: 1, at: Point(x: 80, y: 100), timestamp: 0))
/// recognizer.handle(FingerEvent(.down, id: 2, at: Point(x: 120, y: 100), timestamp: 0))
/// recognizer.handle(FingerEvent(.move, id: 2, at: Point(x: 160, y: 100), timestamp: 0.016))   // a pinch
/// ```
public struct FingerEvent: Sendable, Hashable {
    /// Identifies a finger while it is down.
    public typealias ID = Int

    /// What happened to the finger.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// The finger touched.
        case down
        /// The finger moved while down.
        case move
        /// The finger lifted.
        case up
        /// The platform took the touches away (focus lost, a system gesture):
        /// the whole gesture is cancelled, whichever finger this names.
        case cancel
    }

    /// The finger a mouse pointer (or any single pointer) is, in
    /// ``GestureRecognizer/handle(_:)-(PointerEvent)``; negative so it never
    /// meets the ids touch screens give, which start at 0.
    public static let pointerID: ID = -1

    /// What happened.
    public var phase: Phase
    /// Which finger.
    public var id: ID
    /// Where the finger is, in the same coordinates as targets' positions.
    public var position: Point
    /// When it happened, in seconds on the caller's clock.
    public var timestamp: Double

    /// Creates an event.
    public init(_ phase: Phase, id: ID, at position: Point, timestamp: Double) {
        self.phase = phase
        self.id = id
        self.position = position
        self.timestamp = timestamp
    }
}

extension FingerEvent: CustomStringConvertible {
    /// `finger 2 move (160, 100) @0.016`.
    public var description: String {
        "finger \(id) \(phase.rawValue) \(position) @\(timestamp)"
    }
}
