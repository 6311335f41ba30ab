/// What performers of your own reported about one target over a run of a
/// history's frames, through `MotionStateReporting`: one series per number
/// (a vector gives two, `velocity.x` and `velocity.y`). The Curves tab plots
/// them under the box's speed, and the Tracks tab draws the first one in the
/// target's row.
///
/// The Interactions performers report too, but their state is the box's own
/// (position, velocity, rest, phase), which every frame already records; only
/// the other performers' reports are stored, so a scene without any costs nothing.
///
/// ```swift
/// let reports = HistoryReports(history, target: "Box#1", indices: 0..<history.count)
/// for series in reports.series { print(series.label, series.values.last ?? 0) }
/// ```
public struct HistoryReports: Sendable, Hashable {
    /// One reported number over time.
    public struct Series: Sendable, Hashable {
        /// The reporting performer's type name, such as `PulsePerformer`.
        public var performer: String
        /// The value's name, such as `scale`, or `velocity.x` for one axis of a vector.
        public var name: String
        /// Its unit, such as `px/s`; empty for none.
        public var unit: String
        /// The frames it was reported in, oldest first.
        public var frames: [Int] = []
        /// Scene time after each of those frames, in seconds.
        public var times: [Double] = []
        /// The values, one per frame.
        public var values: [Double] = []

        /// `PulsePerformer scale (×)`: how a legend names it.
        public var label: String {
            performer + " " + name + (unit.isEmpty ? "" : " (\(unit))")
        }
    }

    /// The target plotted.
    public let target: String
    /// Its series, in the order they were first reported.
    public private(set) var series: [Series] = []

    /// The reports about `target` over the frames of `history` at `indices`, thinned to at most
    /// `maximumSamples` evenly spaced frames, as the curves are.
    public init(_ history: SessionHistory, target: String, indices: Range<Int>, maximumSamples: Int = 2000) {
        self.target = target
        guard !indices.isEmpty, let id = history.ledger.existingID(target) else { return }
        let thinning = _Thinning(indices, maximumSamples: maximumSamples)
        var positions: [UInt64: Int] = [:]
        for index in indices where thinning.keeps(index) {
            let header = history.header(at: index)
            for offset in 0..<header.reportedCount {
                let sample = history.reportedSample(at: header.reportedStart + offset)
                guard sample.target == id else { continue }
                let key = UInt64(sample.performer) << 32 | UInt64(sample.name)
                let position: Int
                if let known = positions[key] {
                    position = known
                } else {
                    series.append(
                        Series(
                            performer: history.name(sample.performer), name: history.name(sample.name),
                            unit: history.name(sample.unit)))
                    position = series.count - 1
                    positions[key] = position
                }
                series[position].frames.append(header.number)
                series[position].times.append(header.sceneTime)
                series[position].values.append(sample.value)
            }
        }
    }

    /// Whether nothing was reported about the target in those frames.
    public var isEmpty: Bool { series.isEmpty }
}
