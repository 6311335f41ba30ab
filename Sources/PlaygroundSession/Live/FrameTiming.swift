import PlaygroundKit

/// Turns the real intervals a live window measures between frames into the
/// frame times the playground advances by, and a recording stores.
///
/// At vsync, frames arrive one refresh period apart, give or take the
/// scheduler's jitter. An interval within a quarter period of a whole
/// number of periods is taken as exactly that many periods (a missed
/// refresh is two): motion stays even instead of trembling with the jitter,
/// and a recording of a steady session stores nothing per frame. Any other
/// interval (a slow machine, a driver without vsync) is kept, rounded to the
/// microsecond. Either way the value is what the playground advances by and
/// what the recording holds, so a replay repeats it exactly.
///
/// ```swift
/// let timing = FrameTiming(period: 1.0 / 60)
/// timing.frameTime(forInterval: 0.0171)   // 0.016666666666666666 (one period)
/// timing.frameTime(forInterval: 0.0251)   // 0.0251
/// ```
public struct FrameTiming: Sendable, Hashable {
    /// The display's refresh period, in seconds.
    public let period: Double
    /// How far from a whole number of periods an interval may be and still snap to it, as a fraction of a period.
    package static let snapTolerance = 0.25
    /// The most periods an interval snaps to; longer stalls are kept as measured.
    package static let maximumSnappedPeriods = 4

    /// Timing for a display refreshing every `period` seconds.
    public init(period: Double) {
        self.period = period > 0 && period.isFinite ? period : InputScript.defaultFramePeriod
    }

    /// Timing for a display refreshing at `refreshRate` Hz.
    public init(refreshRate: Double) {
        self.init(period: refreshRate > 0 ? 1 / refreshRate : InputScript.defaultFramePeriod)
    }

    /// The frame time for a measured interval of `seconds`.
    public func frameTime(forInterval seconds: Double) -> Double {
        guard seconds.isFinite, seconds > 0 else { return period }
        let periods = (seconds / period).rounded()
        if periods >= 1, periods <= Double(Self.maximumSnappedPeriods),
            abs(seconds - periods * period) <= Self.snapTolerance * period
        {
            return periods * period
        }
        return (min(seconds, 3600) * 1_000_000).rounded() / 1_000_000
    }
}
