import Interactions

/// A box's motion over a run of a history's frames: position, speed and
/// projected rest per frame, and markers where its tokens started and ended
/// and where plans were added. What the Curves tab plots.
///
/// A long run is thinned to at most `maximumSamples` evenly spaced frames
/// (a plot has only so many columns); markers are all kept.
///
/// ```swift
/// let curves = HistoryCurves(history, box: "Box#1", indices: 0..<history.count)
/// let fastest = curves.samples.map(\.speed).max()
/// ```
public struct HistoryCurves: Sendable, Hashable {
    /// One frame of the box's motion.
    public struct Sample: Sendable, Hashable {
        public var frame: Int
        /// Scene time after the frame, in seconds.
        public var time: Double
        public var position: Point
        /// px/s of scene time.
        public var speed: Double
        /// Where the motion would leave the box, if it said.
        public var rest: Point?
        public var phase: MotionState.Phase
    }

    /// A vertical marker: a token of the box started or ended, or a plan was added to it.
    public struct Marker: Sendable, Hashable {
        public var kind: HistoryMark.Kind
        public var frame: Int
        public var time: Double
        /// The performer (tokens) or the plan's type (plans).
        public var name: String
        public var label: String?
    }

    /// The box plotted.
    public let box: String
    /// Its samples, oldest first.
    public private(set) var samples: [Sample] = []
    /// Its markers, in order.
    package private(set) var markers: [Marker] = []

    /// The curves of the box named `box` over the frames of `history` at `indices`.
    public init(_ history: SessionHistory, box: String, indices: Range<Int>, maximumSamples: Int = 2000) {
        self.box = box
        guard !indices.isEmpty, let id = history.ledger.existingID(box) else { return }
        let thinning = _Thinning(indices, maximumSamples: maximumSamples)
        for index in indices {
            let header = history.header(at: index)
            for offset in 0..<header.markCount {
                let mark = history.mark(at: header.markStart + offset)
                guard mark.target == id, let kind = HistoryMark.Kind(rawValue: mark.kind) else { continue }
                markers.append(
                    Marker(
                        kind: kind, frame: header.number, time: header.sceneTime, name: history.name(mark.name),
                        label: mark.label == 0 ? nil : history.name(mark.label)))
            }
            guard thinning.keeps(index),
                let sample = history.boxSample(id: id, at: index)
            else { continue }
            let motion = sample.motion
            samples.append(
                Sample(
                    frame: header.number, time: header.sceneTime, position: Point(x: sample.x, y: sample.y),
                    speed: motion.velocity.length, rest: motion.projectedRestPosition, phase: motion.phase))
        }
    }
}
