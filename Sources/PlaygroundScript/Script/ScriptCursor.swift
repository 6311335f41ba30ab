/// Where a run is in a script: the one way script events reach a playground,
/// for a replay, a script played into the window, and a branch re-simulating
/// a session alike.
///
/// Each call to ``events(throughFrame:)`` hands out the events not yet handed
/// out whose frame is at or before the one asked for, in order, so the
/// events of a frame are played once, on that frame (or on the next frame run,
/// if a host skipped one).
///
/// ```swift
/// var cursor = ScriptCursor(script)
/// for number in 1...120 {
///     playground.runFrame(scriptEvents: cursor.events(throughFrame: number),
///                         elapsed: script.elapsed(ofFrame: number), into: &framebuffer)
/// }
/// ```
public struct ScriptCursor: Sendable {
    /// The script being played.
    public let script: InputScript
    /// The index of the next event to hand out.
    package private(set) var nextIndex = 0

    /// A cursor at the start of `script`.
    public init(_ script: InputScript) {
        self.script = script
    }

    /// The events due by `frame` that were not handed out yet, in order.
    public mutating func events(throughFrame frame: Int) -> ArraySlice<ScriptEvent> {
        let start = nextIndex
        while nextIndex < script.events.count, script.events[nextIndex].frame <= frame {
            nextIndex += 1
        }
        return script.events[start..<nextIndex]
    }

    /// Whether an event is due by `frame`.
    package func hasEvents(throughFrame frame: Int) -> Bool {
        nextIndex < script.events.count && script.events[nextIndex].frame <= frame
    }

    /// Whether every event has been handed out.
    package var isFinished: Bool { nextIndex == script.events.count }
}
