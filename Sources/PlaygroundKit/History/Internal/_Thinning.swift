/// Which of a run of history frames a plot samples: at most `maximumSamples`
/// evenly spaced ones (a plot has only so many columns), and always the last,
/// so a curve reaches the frame shown.
struct _Thinning {
    private let indices: Range<Int>
    private let stride: Int

    init(_ indices: Range<Int>, maximumSamples: Int) {
        self.indices = indices
        stride = max(1, (indices.count + maximumSamples - 1) / max(1, maximumSamples))
    }

    /// Whether the frame at `index` (one of the run's) is sampled.
    func keeps(_ index: Int) -> Bool {
        (index - indices.lowerBound) % stride == 0 || index == indices.upperBound - 1
    }
}
