import Interactions

/// The last throw of each box: what "throw again" plays back.
///
/// It watches the pointer events the scene's router hands to a box (see
/// ``Playground/handle(_:takenByLayer:)``). A gesture becomes the box's last throw when it
/// is released after it began (a drag, not a click) and was not cancelled;
/// a click, a cancelled drag or one longer than ``RecordedThrow/maximumEvents``
/// leaves the previous throw in place, as does a gesture a finger joined
/// (throws are the mouse's; fingers are not played back). Only input is watched, so a throw
/// played back is not recorded again: the last throw stays the one a person made.
///
/// ```swift
/// playground.throwHistory.lastThrow(of: "Box#2")?.releaseVelocity
/// playground.throwHistory.lastThrownBox   // "Box#2"
/// ```
public struct ThrowHistory: Sendable {
    private var throwsByBox: [String: RecordedThrow] = [:]
    private var pending: RecordedThrow?
    private var pendingStartFrame = 0
    /// The box thrown last, if any.
    public private(set) var lastThrownBox: String?

    /// Creates an empty history.
    public init() {}

    /// The last throw of the box named `name`.
    public func lastThrow(of name: String) -> RecordedThrow? {
        throwsByBox[name]
    }

    /// Watches `event`, which the router just handed to `box` on `frame`.
    mutating func observe(_ event: PointerEvent, on box: Box, frame: Int) {
        switch event.phase {
        case .down:
            pending = RecordedThrow(boxName: box.name, startPosition: box.position, events: [], frameOffsets: [], releaseVelocity: .zero)
            pendingStartFrame = frame
            append(event, frame: frame, box: box)
        case .move:
            append(event, frame: frame, box: box)
        case .up:
            append(event, frame: frame, box: box)
            // Judged after the recognizer took the release: ended is a throw, failed a click.
            if var toss = pending, box.recognizer.state == .ended {
                toss.releaseVelocity = box.recognizer.velocity
                throwsByBox[box.name] = toss
                lastThrownBox = box.name
            }
            pending = nil
        case .cancel:
            pending = nil
        }
    }

    /// A finger joined the gesture on `box`: it is no longer a pointer's throw, and is not kept.
    mutating func observeFinger(on box: Box) {
        if pending?.boxName == box.name { pending = nil }
    }

    private mutating func append(_ event: PointerEvent, frame: Int, box: Box) {
        guard pending?.boxName == box.name else { return }
        guard pending!.events.count < RecordedThrow.maximumEvents else {
            pending = nil
            return
        }
        pending!.events.append(event)
        pending!.frameOffsets.append(frame - pendingStartFrame)
    }
}
