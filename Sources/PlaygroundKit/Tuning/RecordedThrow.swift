import Interactions

/// One throw of a box, as its recognizer received it: the pointer events
/// from the press to the release, each with the frame it came on, and where
/// the box was when it was pressed.
///
/// ``ThrowHistory`` keeps the last one of each box; ``Playground/throwAgain(_:)``
/// plays it back into the same recognizer, from the same place, on the same
/// frame spacing, with the same timestamps, so the release velocity is the
/// same to the bit and only the box's tuning differs.
///
/// ```swift
/// let toss = playground.throwHistory.lastThrow(of: "Box#1")
/// toss?.events.count      // the press, every move, the release
/// toss?.releaseVelocity   // what the recognizer measured
/// ```
public struct RecordedThrow: Sendable, Hashable {
    /// The box's name.
    public var boxName: String
    /// Where the box's centre was when the pointer went down on it.
    package var startPosition: Point
    /// The pointer events, press first and release last, as recorded.
    public var events: [PointerEvent]
    /// For each event, its frame counted from the press's (the press is 0).
    public var frameOffsets: [Int]
    /// The release velocity the recognizer measured (px/s).
    public var releaseVelocity: Point

    /// The most events a throw may hold (a minute of a 1 kHz mouse); a longer drag is not kept.
    public static let maximumEvents = 60_000

    /// Creates a throw; `events` and `frameOffsets` have the same length.
    public init(boxName: String, startPosition: Point, events: [PointerEvent], frameOffsets: [Int], releaseVelocity: Point) {
        precondition(events.count == frameOffsets.count, "RecordedThrow: one frame offset per event")
        self.boxName = boxName
        self.startPosition = startPosition
        self.events = events
        self.frameOffsets = frameOffsets
        self.releaseVelocity = releaseVelocity
    }

    /// How many frames the gesture lasted, press to release.
    public var frameCount: Int { (frameOffsets.last ?? 0) + 1 }
}
