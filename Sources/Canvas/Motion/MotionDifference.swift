import MotionMath

/// How a recorded motion differs from its golden: for each property of each
/// track that differs, where it starts and ends differing, by how much at
/// most, and when it settles in each; and what one has that the other has not.
///
/// Its ``description`` is the failure message of a motion golden:
///
/// ```swift
/// let difference = motion.difference(from: golden)
/// print(difference)
/// // The motion differs from its golden at frame 41: Box#1 x is 312.5 px, expected 310.25 px.
/// // Box#1 x: from frame 41 to 118, up to 14.2 px more (frame 63); settles at frame 118 instead of 109
/// ```
public struct MotionDifference: Sendable, Hashable, CustomStringConvertible {
    /// One property of one track, over the frames where it differs.
    public struct Property: Sendable, Hashable {
        /// The track's name: a box's, or `runtime`.
        public var track: String
        /// The property that differs.
        public var property: MotionProperty
        /// The first and the last frame where it differs.
        public var frames: ClosedRange<Int>
        /// The value the golden has at the first differing frame.
        public var expected: Double
        /// The value recorded at the first differing frame.
        public var actual: Double
        /// The largest difference, recorded minus golden (positive: the recording has more).
        public var largestDifference: Double
        /// The frame of the largest difference.
        public var largestFrame: Int
        /// The frame from which the golden's property stays as it is.
        public var expectedSettleFrame: Int
        /// The frame from which the recorded property stays as it is.
        public var actualSettleFrame: Int

        /// `Box#1 x: from frame 41 to 118, up to 14.2 px more (frame 63); settles at frame 118 instead of 109`.
        public var summary: String {
            let unit = property.unit.isEmpty ? "" : " " + property.unit
            let amount = largestDifference
            let size = amount.isNaN ? "nan" : DecimalText.significant(abs(amount), figures: 3)
            let direction = amount.isNaN ? "" : amount > 0 ? " more" : amount < 0 ? " less" : " (a zero of the other sign)"
            let span = frames.count == 1 ? "at frame \(frames.lowerBound)" : "from frame \(frames.lowerBound) to \(frames.upperBound)"
            var text = "\(track) \(property): \(span), up to \(size)\(unit)\(direction) (frame \(largestFrame))"
            if expectedSettleFrame != actualSettleFrame { text += "; settles at frame \(actualSettleFrame) instead of \(expectedSettleFrame)" }
            return text
        }
    }

    /// The properties that differ, in the order of the golden's tracks and properties.
    public var properties: [Property]
    /// What one recording has that the other has not: tracks, properties, frames.
    public var mismatches: [String]

    /// A difference of `properties` and `mismatches`.
    public init(properties: [Property] = [], mismatches: [String] = []) {
        self.properties = properties
        self.mismatches = mismatches
    }

    /// Whether the recording matches its golden.
    public var matches: Bool { properties.isEmpty && mismatches.isEmpty }

    /// The earliest differing property (the first of those differing at the same frame).
    public var first: Property? {
        properties.min { $0.frames.lowerBound < $1.frames.lowerBound }
    }

    /// The first difference in one sentence, then a line per differing property, then the mismatches.
    public var description: String {
        if matches { return "The motion matches its golden." }
        var lines: [String] = []
        if let first {
            let unit = first.property.unit.isEmpty ? "" : " " + first.property.unit
            lines.append(
                "The motion differs from its golden at frame \(first.frames.lowerBound): \(first.track) \(first.property) is "
                    + "\(Self.text(first.actual))\(unit), expected \(Self.text(first.expected))\(unit).")
        }
        lines += properties.map(\.summary)
        lines += mismatches
        return lines.joined(separator: "\n")
    }

    /// `value` as a message writes it: the shortest text that reads back as it, `-0` for negative zero.
    static func text(_ value: Double) -> String {
        value == 0 && value.sign == .minus ? "-0" : DecimalText.shortest(value)
    }
}
