/// What a ``FrameProfiler`` holds of a stretch of time, copied out as values:
/// the frames and their phases, the performer updates timed, and the
/// timeline's runtime and input events. A trace is written from one, off the
/// frame loop (it is `Sendable`; the profiler goes on measuring).
///
/// ```swift
/// let lastSeconds = profiler.snapshot(lastSeconds: 30)
/// print(lastSeconds.frames.count, lastSeconds.events.count)
/// ```
public struct ProfileSnapshot: Sendable {
    /// The frames, oldest first.
    public var frames: [FrameProfiler.FrameCost]
    /// The performer updates timed (a sample of them in a large scene), oldest first.
    public var updates: [FrameProfiler.PerformerUpdate]
    /// The runtime's events and the input, oldest first.
    public var events: [RuntimeTimeline.Entry]
    /// The tokens begun before ``start`` and open at it (their `tokenStarted` entries), oldest first.
    public var openAtStart: [RuntimeTimeline.Entry]
    /// The names the events' numbers stand for.
    public var names: [String]
    /// The stretch it covers, in nanoseconds since the profiler was made.
    public var start: UInt64, end: UInt64
    /// How many performer updates a frame times at most.
    public var updatesTimedPerFrame: Int

    /// The name `number` stands for, or `nil` for -1.
    public func name(_ number: Int32) -> String? {
        names.indices.contains(Int(number)) ? names[Int(number)] : nil
    }
}

extension FrameProfiler {
    /// What the profiler holds of the last `seconds` before its last frame ended (all it holds when `nil`).
    public func snapshot(lastSeconds seconds: Double? = nil) -> ProfileSnapshot {
        let frames = frames()
        let events = timeline.entries()
        let updates = performerUpdates()
        let end = max(frames.last.map { $0.start &+ $0.total } ?? 0, events.last?.time ?? 0, updates.last.map { $0.start &+ $0.duration } ?? 0)
        let start: UInt64
        if let seconds, seconds.isFinite, seconds >= 0 {
            let span = UInt64(min(seconds * 1e9, Double(UInt64.max / 2)))
            start = end > span ? end - span : 0
        } else {
            start = min(frames.first?.start ?? end, events.first?.time ?? end, updates.first?.start ?? end)
        }
        // Tokens open when the stretch begins: begun before it, not ended before it.
        var open: [Int64: RuntimeTimeline.Entry] = [:]
        for event in events where event.time < start {
            if event.kind == .tokenStarted { open[event.tokenKey] = event } else if event.kind == .tokenEnded { open[event.tokenKey] = nil }
        }
        return ProfileSnapshot(
            frames: frames.filter { $0.start &+ $0.total >= start }, updates: updates.filter { $0.start >= start },
            events: events.filter { $0.time >= start }, openAtStart: open.values.sorted { $0.time < $1.time }, names: timeline.names,
            start: start, end: end,
            updatesTimedPerFrame: Self.updatesTimedPerFrame)
    }
}
