import Canvas
import MotionMath
import PlaygroundKit
import PlaygroundUI
import TraceKit

/// The overlay's per-frame texts, cached (see ``CachedText``).
struct OverlayLabels {
    var framesPerSecond = CachedText<Int>()
    var tokens = CachedText<Int>()
    var timeScale = CachedText<TimeScaleKey>()
    var lineCount = CachedText<Int>()
    var paused = CachedText<Int>()
    var targetFilter = CachedText<String?>()
    var speed = CachedText<Int>()
    var trailSpeed = CachedText<TrailKey>()
    var pills: [[String]] = []
    var tooltip = CachedText<TooltipKey>()

    /// What the time-scale label shows.
    struct TimeScaleKey: Equatable {
        var scale: Double
        var isPaused: Bool
    }

    /// What the pointer trail's label shows.
    struct TrailKey: Equatable {
        var speed: Int
        var isReleased: Bool
    }

    /// `#1 passing`: trace `index`'s pill (the trace's number, not a count), one string per state, made once.
    mutating func pill(_ index: Int, _ state: TraceState) -> String {
        while pills.count <= index {
            let number = pills.count + 1
            pills.append(TraceState.allCases.map { "#\(number) \($0.rawValue)" })
        }
        return pills[index][TraceState.allCases.firstIndex(of: state)!]
    }

    /// `1×`, `0.25×`, `paused · 0.1×`.
    static func timeScaleText(_ key: TimeScaleKey) -> String {
        let scale = formatScale(key.scale)
        return key.isPaused ? "paused · \(scale)" : scale
    }

    static func formatScale(_ scale: Double) -> String {
        DecimalText.fixed(scale, decimals: 2, nonFinite: "?") + "×"
    }

    /// `(120, -45)`, rounded to whole points.
    static func format(_ x: Double, _ y: Double) -> String {
        "(\(whole(x)), \(whole(y)))"
    }

    /// `120`: rounded to a whole number; beyond ±2³⁰ the bound, and `?` when not a number at all.
    static func whole(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "?" : value < 0 ? "-∞" : "∞" }
        let bound = Double(CheckedInt.limit)
        return DecimalText.fixed(min(max(value, -bound), bound), decimals: 0)
    }
}
