/// Per-frame timings and their summary: median, 99th percentile, worst.
///
/// ```swift
/// var stats = FrameStatistics()
/// stats.record(0.0021)
/// print(stats.summary)   // "median 2.10 ms, p99 2.10 ms, max 2.10 ms over 1 frames"
/// ```
public struct FrameStatistics: Sendable {
    /// Every recorded duration, in seconds, in recording order.
    public private(set) var durations: [Double] = []

    /// Creates empty statistics with room for `capacity` frames.
    public init(capacity: Int = 0) {
        durations.reserveCapacity(capacity)
    }

    /// Records one frame's duration in seconds.
    public mutating func record(_ seconds: Double) {
        durations.append(seconds)
    }

    /// The duration below which `fraction` of frames fall (nearest rank), in seconds.
    public func percentile(_ fraction: Double) -> Double {
        guard !durations.isEmpty else { return 0 }
        let sorted = durations.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The median duration, in seconds.
    public var median: Double { percentile(0.5) }
    /// The 99th percentile, in seconds.
    public var p99: Double { percentile(0.99) }
    /// The longest duration, in seconds.
    public var maximum: Double { durations.max() ?? 0 }

    /// One line: `median 2.10 ms, p99 3.40 ms, max 5.00 ms over 600 frames`.
    public var summary: String {
        "median \(Self.milliseconds(median)) ms, p99 \(Self.milliseconds(p99)) ms, "
            + "max \(Self.milliseconds(maximum)) ms over \(durations.count) frames"
    }

    static func milliseconds(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2))"
    }
}
