/// The seed's active tokens over time: for a run of a history's frames, each
/// token's interval (which target, which performer, from which frame to
/// which), the plans added, and when the runtime was active. What the
/// Tracks tab draws, and what a test compares with the log.
///
/// Intervals come from the runtime's marks (token started, token ended) in
/// the frames of the run, and from the tokens already open in its first
/// frame, so a token that opened and closed within one frame is an interval
/// too (of no length).
///
/// ```swift
/// let tracks = HistoryTracks(history, indices: 0..<history.count)
/// for interval in tracks.intervals where interval.target == "Box#1" {
///     print(interval.label ?? "", interval.startFrame, interval.endFrame ?? -1)
/// }
/// ```
public struct HistoryTracks: Sendable, Hashable {
    /// One token, open from `startFrame` until `endFrame` (`nil`: still open at the run's end).
    public struct Interval: Sendable, Hashable {
        public var target: String
        public var performer: String
        public var label: String?
        public var token: Int
        /// The frame the token started in (possibly before the run).
        public var startFrame: Int
        /// The frame it ended in.
        public var endFrame: Int?
    }

    /// A plan added to a target, in a frame.
    public struct PlanTick: Sendable, Hashable {
        public var target: String
        public var planType: String
        public var name: String?
        public var frame: Int
    }

    /// The tokens' intervals, in the order they started.
    public private(set) var intervals: [Interval] = []
    /// The plans added, in order.
    package private(set) var planTicks: [PlanTick] = []
    /// The runs of frames during which the runtime was active (first and last frame of each).
    package private(set) var activeRuns: [ClosedRange<Int>] = []

    /// The tracks of the frames of `history` at `indices`.
    public init(_ history: SessionHistory, indices: Range<Int>) {
        guard !indices.isEmpty else { return }
        let first = history.header(at: indices.lowerBound)
        var open: [Int32: Int] = [:]
        // Tokens open when the run begins (those that started in its first frame come from its marks).
        for offset in 0..<first.tokenCount {
            let token = history.tokenSample(at: first.tokenStart + offset)
            guard Int(token.startFrame) < first.number else { continue }
            open[token.id] = intervals.count
            intervals.append(
                Interval(
                    target: history.name(token.target), performer: history.name(token.performer),
                    label: token.label == 0 ? nil : history.name(token.label), token: Int(token.id),
                    startFrame: Int(token.startFrame), endFrame: nil))
        }
        var activeStart: Int?
        var lastFrame = first.number
        for index in indices {
            let header = history.header(at: index)
            for offset in 0..<header.markCount {
                let mark = history.mark(at: header.markStart + offset)
                switch HistoryMark.Kind(rawValue: mark.kind) {
                case .tokenStarted:
                    open[mark.token] = intervals.count
                    intervals.append(
                        Interval(
                            target: history.name(mark.target), performer: history.name(mark.name),
                            label: mark.label == 0 ? nil : history.name(mark.label), token: Int(mark.token),
                            startFrame: header.number, endFrame: nil))
                case .tokenEnded:
                    if let position = open.removeValue(forKey: mark.token) { intervals[position].endFrame = header.number }
                case .planAdded:
                    planTicks.append(
                        PlanTick(
                            target: history.name(mark.target), planType: history.name(mark.name),
                            name: mark.label == 0 ? nil : history.name(mark.label), frame: header.number))
                case nil:
                    break
                }
            }
            let isActive = header.flags & _FrameHeader.runtimeActive != 0
            if isActive, activeStart == nil { activeStart = header.number }
            if !isActive, let start = activeStart {
                activeRuns.append(start...lastFrame)
                activeStart = nil
            }
            lastFrame = header.number
        }
        if let start = activeStart { activeRuns.append(start...lastFrame) }
    }

    /// The targets with an interval or a plan tick, in order of first appearance.
    public var targets: [String] {
        var seen: Set<String> = [], names: [String] = []
        for name in intervals.map(\.target) + planTicks.map(\.target) where seen.insert(name).inserted {
            names.append(name)
        }
        return names
    }
}
