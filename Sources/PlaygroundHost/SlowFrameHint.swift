import PlaygroundKit
import PlaygroundSession

/// Says once, when a window's frames cost more CPU than the display gives
/// them, how to get a faster build: a debug build of the toolkit draws the
/// same frames many times slower than a release one, which a newcomer
/// would otherwise take for a slow toolkit.
///
/// It looks once, after ``framesMeasured`` frames have run (half a second of
/// motion at 60 Hz; a debug build's window may run no more than 50 frames
/// while its scene opens): if their median CPU time is over the frame
/// budget (the display's refresh period), it gives one notice with the
/// advice; then never again in the session. It reads only the frame
/// statistics the window keeps anyway, never the scene.
///
/// ```swift
/// var hint = SlowFrameHint(advice: "swift run -c release MyMotion", budget: 1.0 / 60)
/// if let notice = hint.check(statistics) { session.output.post(notice) }
/// ```
struct SlowFrameHint {
    /// How many frames are measured before it looks.
    static let framesMeasured = 30
    /// What to do about it: the command for a faster build.
    let advice: String
    /// The frame budget, in seconds.
    let budget: Double
    /// Whether it has looked (it looks once).
    private(set) var hasLooked = false

    /// The notice to give, once, when the first frames ran over budget.
    mutating func check(_ statistics: FrameStatistics) -> Notice? {
        guard !hasLooked, statistics.recordedCount >= Self.framesMeasured else { return nil }
        hasLooked = true
        let median = statistics.median
        guard median > budget else { return nil }
        return Notice(
            "a debug build: \(FrameStatistics.milliseconds(median)) ms of CPU a frame, over the "
                + "\(FrameStatistics.milliseconds(budget)) ms budget; for full speed: \(advice)")
    }
}
