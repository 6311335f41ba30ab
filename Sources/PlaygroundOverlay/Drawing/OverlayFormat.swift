import Canvas
import MotionMath
import PlaygroundKit

/// How the overlay writes numbers: time scales, positions, whole values. The
/// texts themselves are kept by the widget layer's `TextCache`, by widget ID.
///
/// ```swift
/// OverlayFormat.timeScaleText(.init(scale: 0.25, isPaused: true))   // "paused · 0.25×"
/// OverlayFormat.format(120.4, -45)                                    // "(120, -45)"
/// ```
enum OverlayFormat {
    /// What the time-scale label shows.
    struct TimeScaleKey: Equatable {
        var scale: Double
        var isPaused: Bool
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
