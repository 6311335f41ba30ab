import PlaygroundKit

/// The last 120 frame times, for the status line's frames-per-second figure
/// and its frame-time graph.
///
/// Frame times are the real time each frame took (`FrameInfo/elapsed`),
/// not scene time, so pausing or slowing the scene does not change them. The
/// storage is a fixed ring allocated once: recording a frame allocates nothing.
///
/// A frame is over budget when it took longer than the 60 Hz budget of
/// 16.7 ms plus 1 ms of vsync jitter: a frame that missed its refresh.
///
/// The frames-per-second figure is honest: it averages only the current
/// *run*, the frames drawn one after another without the window waiting
/// idle in between (a frame after a wait measures the wait, not the frame
/// rate), and is not given at all until the run is `minimumRun` frames
/// long, so a window never shows a start-up spike or a stale figure.
///
/// ```swift
/// var history = FrameTimeHistory()
/// for _ in 0..<60 { history.record(1.0 / 60, continuingRun: true) }
/// history.framesPerSecond        // 60
/// FrameTimeHistory.isOverBudget(0.033)    // true
/// ```
public struct FrameTimeHistory: Sendable {
    /// How many frames are kept.
    public static let capacity = 120
    /// The time one frame may take at 60 Hz, in seconds.
    public static let budget = 1.0 / 60
    /// How far past `budget` a frame may run before it counts as over budget (vsync jitter).
    public static let tolerance = 0.001
    /// How many of the newest frames the frames-per-second figure averages.
    package static let averagedFrames = 60
    /// How long a run must be before it has a frame rate.
    public static let minimumRun = 10

    private var samples: [Double]
    private var next = 0
    /// The number of frames recorded, up to ``capacity``.
    public private(set) var count = 0
    /// How many of the newest frames were drawn back to back, without an idle wait between them.
    package private(set) var runLength = 0

    /// Creates an empty history.
    public init() {
        samples = Array(repeating: 0, count: Self.capacity)
    }

    /// Records one frame's real duration, in seconds; non-finite or negative times count as 0.
    ///
    /// - Parameters:
    ///   - seconds: The frame's real duration.
    ///   - continuingRun: Whether the frame followed the previous one
    ///     directly; `false` after the window waited idle, which starts a new run.
    public mutating func record(_ seconds: Double, continuingRun: Bool = true) {
        samples[next] = seconds.isFinite ? max(0, seconds) : 0
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
        runLength = continuingRun ? runLength + 1 : 0
    }

    /// The `index`-th frame time kept, oldest first, in seconds.
    public subscript(index: Int) -> Double {
        precondition(index >= 0 && index < count, "FrameTimeHistory: frame \(index) of \(count)")
        return samples[(next - count + index + Self.capacity) % Self.capacity]
    }

    /// The newest frame time, if any.
    public var latest: Double? {
        count > 0 ? self[count - 1] : nil
    }

    /// Frames per second over the current run's newest `averagedFrames`
    /// frames; `nil` until the run is `minimumRun` frames long.
    public var framesPerSecond: Double? {
        guard runLength >= Self.minimumRun else { return nil }
        let frames = min(runLength, count, Self.averagedFrames)
        var total = 0.0
        for index in (count - frames)..<count {
            total += self[index]
        }
        return total > 0 ? Double(frames) / total : 0
    }

    /// Whether a frame of `seconds` missed the 60 Hz budget.
    public static func isOverBudget(_ seconds: Double) -> Bool {
        seconds > budget + tolerance
    }
}
