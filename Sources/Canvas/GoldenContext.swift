/// How a golden frame came to be: the frames drawn up to it, as an animated
/// PNG, and the state a test checks beside its pixels, as text.
///
/// A replay fills it in (PlaygroundKit's `GoldenFrameReplay`), and
/// CanvasSnapshotTesting's `assertGoldenFrame(_:context:)` writes it beside
/// the images a failed comparison leaves, so `playground review` can play the
/// motion that led to the frame and show what the runtime said at it. It
/// holds nothing but pixels, bytes and strings, so the snapshot library needs
/// no knowledge of scenes, tokens or traces.
///
/// Each ``Value`` is one named piece of state (`tokens`/`started`,
/// `traces`/`Toss Box#1 into an anchor`) with the value at the frame and,
/// when the test states one, the value it expects.
///
/// ```swift
/// var context = GoldenContext(frame: 42, source: "recording.json")
/// context.values.append(.init(group: "tokens", name: "open", value: "1", expected: "0"))
/// context.values.filter(\.differs)   // what the test did not expect
/// ```
public struct GoldenContext: Sendable, Hashable {
    /// At most this many frames go into a clip: the last ones, ending with the golden frame.
    package static let clipFrameLimit = 60
    /// A clip larger than this many bytes is left out (a note says so), to keep artifacts and reports small.
    package static let clipByteLimit = 8 << 20

    /// One piece of state at the golden frame, as text.
    public struct Value: Sendable, Hashable {
        /// What it belongs to: `tokens`, `traces`.
        public var group: String
        /// Its name within the group.
        public var name: String
        /// Its value at the golden frame; `nil` when it does not exist there.
        public var value: String?
        /// The value the test expects; `nil` when the test states none.
        public var expected: String?

        /// Creates a value.
        public init(group: String, name: String, value: String?, expected: String? = nil) {
            self.group = group
            self.name = name
            self.value = value
            self.expected = expected
        }

        /// Whether the test states an expectation and the value is not it.
        public var differs: Bool { expected != nil && expected != value }
    }

    /// The frames leading to the golden frame, as an animated PNG.
    public struct Clip: Sendable, Hashable {
        /// The APNG file's bytes (see ``APNGEncoder``).
        public var png: [UInt8]
        /// The number of the clip's first frame; its last is the golden frame.
        public var firstFrame: Int
        /// How many frames the clip holds.
        public var frameCount: Int

        /// Wraps an encoded clip.
        public init(png: [UInt8], firstFrame: Int, frameCount: Int) {
            self.png = png
            self.firstFrame = firstFrame
            self.frameCount = frameCount
        }
    }

    /// The golden frame's number, from 1.
    public var frame: Int
    /// Where the frames came from: a recording's file name, or `the script`.
    public var source: String
    /// The frames up to and including the golden frame, if they were kept.
    public var clip: Clip?
    /// The state at the golden frame, in the order to show it.
    public var values: [Value]
    /// Anything else a reader should know (a clip left out for its size), one line each.
    public var notes: [String]

    /// A context for frame `frame` of `source`, with no clip and no values yet.
    public init(frame: Int, source: String, clip: Clip? = nil, values: [Value] = [], notes: [String] = []) {
        self.frame = frame
        self.source = source
        self.clip = clip
        self.values = values
        self.notes = notes
    }
}
