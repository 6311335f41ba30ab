import Canvas
import PlaygroundKit

/// Per-frame timings and their summary: median, 99th percentile, worst.
///
/// ```swift
/// var stats = FrameStatistics()
/// stats.record(0.0021)
/// print(stats.summary)   // "median 2.10 ms, p99 2.10 ms, max 2.10 ms over 1 frames"
/// ```
public struct FrameStatistics: Sendable {
    /// The most frames a window keeps: the last ten minutes at 60 Hz, so an all-day session stays flat.
    package static let windowLimit = 36_000

    /// The recorded durations kept, in seconds (the newest ``limit``, in ring order once full).
    package private(set) var durations: [Double] = []
    /// The most durations kept; older ones make way.
    public let limit: Int
    /// How many frames were recorded in all, including those no longer kept.
    package private(set) var recordedCount = 0

    /// Creates empty statistics with room for `capacity` frames, keeping at most `limit`.
    public init(capacity: Int = 0, limit: Int = .max) {
        self.limit = max(1, limit)
        durations.reserveCapacity(min(capacity, self.limit))
    }

    /// Records one frame's duration in seconds.
    public mutating func record(_ seconds: Double) {
        if durations.count < limit {
            durations.append(seconds)
        } else {
            durations[recordedCount % limit] = seconds
        }
        recordedCount += 1
    }

    /// The duration below which `fraction` of frames fall (nearest rank), in seconds.
    public func percentile(_ fraction: Double) -> Double {
        guard !durations.isEmpty else { return 0 }
        let sorted = durations.sorted()
        // Nearest rank, 1-based; a NaN fraction reads as the first.
        let rank = CheckedInt.from(fraction * Double(sorted.count), rounding: .up, in: 1...sorted.count) ?? 1
        return sorted[rank - 1]
    }

    /// The median duration, in seconds.
    public var median: Double { percentile(0.5) }
    /// The 99th percentile, in seconds.
    public var p99: Double { percentile(0.99) }
    /// The longest duration, in seconds.
    package var maximum: Double { durations.max() ?? 0 }

    /// One line: `median 2.10 ms, p99 3.40 ms, max 5.00 ms over 600 frames`.
    public var summary: String {
        "median \(Self.milliseconds(median)) ms, p99 \(Self.milliseconds(p99)) ms, "
            + "max \(Self.milliseconds(maximum)) ms over \(durations.count) frames"
    }

    /// A duration in milliseconds with two decimals, as ``summary`` writes it: `2.10`.
    public static func milliseconds(_ seconds: Double) -> String {
        guard let hundredths = CheckedInt.from(seconds * 100_000, rounding: .toNearestOrAwayFromZero) else { return "?" }
        let sign = hundredths < 0 ? "-" : ""
        return "\(sign)\(abs(hundredths) / 100).\(String(abs(hundredths) % 100).leftPadded(to: 2))"
    }
}
