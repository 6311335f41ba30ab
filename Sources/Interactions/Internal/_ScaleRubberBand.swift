/// A scale range whose limits give way like a scroll view's edge: inside,
/// the scale is what the fingers ask for; beyond a limit each further step
/// counts less, approaching half the limit again (above) or half the limit
/// less (below), so a scale never reaches 0.
///
/// Beyond the upper limit M, with excess e = raw − M and d = M/2:
/// shown = M + d·(1 − 1/(k·e/d + 1)), k = 0.55 (UIScrollView's constant), so
/// the first steps count 0.55 of their size. Below the lower limit m the
/// same with e = m − raw and d = m/2, downwards.
struct _ScaleRubberBand {
    static let coefficient = 0.55
    let range: ClosedRange<Double>

    /// The scale shown for the scale the fingers ask for.
    func banded(_ raw: Double) -> Double {
        if raw > range.upperBound {
            let d = range.upperBound / 2
            return range.upperBound + d * (1 - 1 / (Self.coefficient * (raw - range.upperBound) / d + 1))
        }
        if raw < range.lowerBound {
            let d = range.lowerBound / 2
            return range.lowerBound - d * (1 - 1 / (Self.coefficient * (range.lowerBound - raw) / d + 1))
        }
        return raw
    }

    /// The scale the fingers would have asked for to show `shown` (the
    /// inverse of ``banded(_:)``; values beyond its reach count as just
    /// inside it), so a gesture can start from a scale left outside the range.
    func unbanded(_ shown: Double) -> Double {
        if shown > range.upperBound {
            let d = range.upperBound / 2
            let y = min(shown - range.upperBound, d * (1 - 1e-9))
            return range.upperBound + y / (Self.coefficient * (1 - y / d))
        }
        if shown < range.lowerBound {
            let d = range.lowerBound / 2
            let y = min(range.lowerBound - shown, d * (1 - 1e-9))
            return range.lowerBound - y / (Self.coefficient * (1 - y / d))
        }
        return shown
    }

    /// d(shown)/d(raw) at `raw`: how much of the fingers' scale velocity shows.
    func slope(at raw: Double) -> Double {
        let excess: Double, d: Double
        if raw > range.upperBound {
            (excess, d) = (raw - range.upperBound, range.upperBound / 2)
        } else if raw < range.lowerBound {
            (excess, d) = (range.lowerBound - raw, range.lowerBound / 2)
        } else {
            return 1
        }
        let denominator = Self.coefficient * excess / d + 1
        return Self.coefficient / (denominator * denominator)
    }

    /// The limit nearest to `scale`, or nil inside the range.
    func limit(outside scale: Double) -> Double? {
        scale > range.upperBound ? range.upperBound : scale < range.lowerBound ? range.lowerBound : nil
    }
}
