/// What moved, frame by frame: a track of numbers per box (and one for the
/// runtime), one row per frame, as a motion golden stores them.
///
/// A replay fills it in (PlaygroundKit's `MotionGoldenReplay`), a test
/// compares it with its golden (CanvasSnapshotTesting's
/// `assertMotionGolden`) or states expectations on its curves. It holds
/// nothing but names and numbers, so the snapshot library needs no knowledge
/// of scenes or performers. Its JSON (``jsonText()``, ``init(json:)``)
/// reads back to the same bits, so two recordings compare exactly.
///
/// Every track has a row for every frame from ``firstFrame`` on; row `i`
/// is frame `firstFrame + i`. Tracks keep the order they were added in, and
/// each track's properties the order it names them in.
///
/// ```swift
/// var motion = MotionRecording(source: "the script", firstFrame: 1)
/// motion.tracks.append(.init(name: "Box#1", properties: [.x, .y], rows: [[100, 50], [104, 50]]))
/// motion.track(named: "Box#1")?.values(of: .x)   // [100, 104]
/// ```
public struct MotionRecording: Sendable, Hashable {
    /// The name of the runtime's track (the scene time and whether the runtime is active).
    public static let runtimeTrackName = "runtime"

    /// One thing's recorded properties over the frames.
    public struct Track: Sendable, Hashable {
        /// What moved: a box's name, or ``MotionRecording/runtimeTrackName``.
        public var name: String
        /// The properties recorded, in the order each row holds them.
        public var properties: [MotionProperty]
        /// One row per frame, each with a value per property.
        public var rows: [[Double]]

        /// A track of `rows`, each as long as `properties`.
        public init(name: String, properties: [MotionProperty], rows: [[Double]] = []) {
            precondition(rows.allSatisfy { $0.count == properties.count }, "every row holds a value per property")
            self.name = name
            self.properties = properties
            self.rows = rows
        }

        /// The values of `property`, one per frame, or `nil` when the track does not record it.
        public func values(of property: MotionProperty) -> [Double]? {
            guard let column = properties.firstIndex(of: property) else { return nil }
            return rows.map { $0[column] }
        }

        /// The first row from which every value stays as it is to the end, as an index into ``rows``
        /// (0 when nothing ever changes, `rows.count - 1` when the last frame still changes).
        package func settledIndex(of property: MotionProperty? = nil) -> Int {
            let columns = property.flatMap { properties.firstIndex(of: $0) }.map { [$0] } ?? Array(properties.indices)
            var index = rows.count - 1
            while index > 0, columns.allSatisfy({ rows[index - 1][$0].bitPattern == rows[index][$0].bitPattern }) {
                index -= 1
            }
            return max(index, 0)
        }
    }

    /// Where the motion came from: a recording's file name, or "the script".
    public var source: String
    /// The number of the frame of every track's first row, from 1.
    public var firstFrame: Int
    /// The tracks: the boxes recorded, then the runtime's.
    public var tracks: [Track]

    /// A recording with no tracks yet.
    public init(source: String, firstFrame: Int = 1, tracks: [Track] = []) {
        self.source = source
        self.firstFrame = firstFrame
        self.tracks = tracks
    }

    /// The number of frames recorded: the longest track's rows.
    public var frameCount: Int { tracks.map(\.rows.count).max() ?? 0 }

    /// The frame numbers recorded.
    public var frames: ClosedRange<Int>? {
        frameCount == 0 ? nil : firstFrame...(firstFrame + frameCount - 1)
    }

    /// The track named `name`, if recorded.
    public func track(named name: String) -> Track? {
        tracks.first { $0.name == name }
    }

    /// The names of the tracks, in order.
    package var trackNames: [String] { tracks.map(\.name) }
}
