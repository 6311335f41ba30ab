import PlaygroundKit

/// Which stretch of scene time the Tracks and Curves tabs show: a span of
/// seconds ending at a chosen time, or following the present.
///
/// Following, the view ends at the present and keeps the frame shown in
/// view (scrubbing far back moves it). Zooming (the wheel, `+`/`-`) keeps
/// the time under the pointer where it is; panning (a drag) moves the view
/// and stops following; "now" follows again, "all" fits the whole history.
///
/// ```swift
/// var viewport = TimelineViewport()
/// viewport.zoom(by: 0.5, around: 3.2, present: 10, shown: 3, oldest: 0)   // twice as close, 3.2 s stays put
/// viewport.range(present: 10, shown: 3, oldest: 0)  // 1.6...4.6-ish
/// ```
public struct TimelineViewport: Sendable, Hashable {
    /// The seconds of scene time shown across the plots.
    public private(set) var span = 6.0
    /// The scene time at the right edge, or `nil` to follow the present.
    public private(set) var end: Double?

    /// The shortest and longest spans.
    public static let spans = 0.25...7200.0

    /// Following the present, 6 seconds wide.
    public init() {}

    /// Whether the view follows the present.
    package var isFollowing: Bool { end == nil }

    /// The times shown, given the present, the frame shown and the oldest time held.
    ///
    /// Following, a history shorter than the span starts at the left edge.
    public func range(present: Double, shown: Double, oldest: Double) -> ClosedRange<Double> {
        var right = end ?? present
        if end == nil {
            if shown < right - span { right = shown + span / 2 }
            right = max(right, oldest + span)
        }
        return (right - span)...right
    }

    /// Zooms by `factor` (below 1 closer), keeping `time` where it is on screen.
    public mutating func zoom(by factor: Double, around time: Double, present: Double, shown: Double, oldest: Double) {
        guard factor.isFinite, factor > 0 else { return }
        let current = range(present: present, shown: shown, oldest: oldest)
        let newSpan = min(max(span * factor, Self.spans.lowerBound), Self.spans.upperBound)
        let fraction = span > 0 ? (current.upperBound - time) / span : 0
        end = time + fraction * newSpan
        span = newSpan
    }

    /// Moves the view by `seconds` (positive: later) and stops following.
    public mutating func pan(by seconds: Double, present: Double, shown: Double, oldest: Double) {
        guard seconds.isFinite else { return }
        end = range(present: present, shown: shown, oldest: oldest).upperBound + seconds
    }

    /// Follows the present again.
    public mutating func follow() {
        end = nil
    }

    /// Fits the whole history, from `oldest` to `present`.
    package mutating func fitAll(oldest: Double, present: Double) {
        span = min(max(present - oldest, Self.spans.lowerBound), Self.spans.upperBound)
        end = nil
    }

    /// Ends the view at `time` (a drag that started from a view ending there).
    mutating func setEnd(_ time: Double) {
        end = time
    }
}
