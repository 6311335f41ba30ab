import Canvas
import Testing

/// A motion golden's JSON reads back to the same bits, and a comparison says what moved.
@Suite("Motion recordings: their JSON and their comparison")
struct MotionRecordingTests {
    static func recording(_ values: [Double], property: MotionProperty = .x) -> MotionRecording {
        MotionRecording(source: "the test", firstFrame: 1, tracks: [.init(name: "Box#1", properties: [property], rows: values.map { [$0] })])
    }

    @Test("Every number reads back bit for bit: negative zero, the tiniest and the largest, NaN and the infinities, random bit patterns")
    func readsBackBitForBit() throws {
        var values: [Double] = [
            0, -0.0, 0.1, -0.1, 1, -1, 1e15, 1e15 + 1, -1e15, 123_456_789_012_345_680, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
            Double.leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 1 / 3, 2.0 / 3, .pi,
            .infinity, -.infinity, .nan, 9_007_199_254_740_994, 0.000_001, 1e21, 1e-7,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            values.append(Double(bitPattern: state))
        }
        let motion = Self.recording(values)
        let text = motion.jsonText()
        let read = try MotionRecording(json: Array(text.utf8))
        let pairs = zip(try #require(read.track(named: "Box#1")?.values(of: .x)), values)
        #expect(pairs.allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) })
        #expect(read.jsonText() == text, "written again, the same text")
        #expect(text.contains(#""x": -0}"#) && text.contains(#""x": 5e-324}"#) && text.contains(#""x": "-inf"}"#))
    }

    @Test("The JSON has its keys in a fixed order and one line per frame")
    func layout() {
        let motion = MotionRecording(
            source: "recording.json", firstFrame: 3,
            tracks: [.init(name: "Box#1", properties: [.x, .y], rows: [[1, 2], [1.5, -2]])])
        #expect(
            motion.jsonText() == """
                {
                  "format": "motion-golden",
                  "version": 1,
                  "source": "recording.json",
                  "firstFrame": 3,
                  "tracks": [
                    {
                      "name": "Box#1",
                      "properties": ["x", "y"],
                      "frames": [
                        {"frame": 3, "x": 1, "y": 2},
                        {"frame": 4, "x": 1.5, "y": -2}
                      ]
                    }
                  ]
                }

                """)
    }

    @Test("A golden that is not one says where: a syntax error's line and column, a missing value's track and frame")
    func readingErrors() {
        #expect(
            throws: MotionRecordingError(
                #"line 2, column 1: expected a value for the field "format", found the end of the file (the object opened at line 1, column 1 is not closed)"#)
        ) {
            try MotionRecording(json: Array("{\"format\":\n".utf8))
        }
        var text = Self.recording([1, 2]).jsonText()
        text = text.replacingOccurrences(of: #"{"frame": 2, "x": 2}"#, with: #"{"frame": 2}"#)
        #expect(throws: MotionRecordingError("tracks[0].frames[1].x: missing")) {
            try MotionRecording(json: Array(text.utf8))
        }
    }

    @Test("A difference names the first frame, then each property's frames, largest difference and settling")
    func differenceSaysWhatMoved() {
        // x differs from frame 3 to 6, by at most 14.2 at frame 4; the recording settles at frame 7, the golden at 5.
        let golden = Self.recording([0, 10, 20, 30, 40, 40, 40, 40])
        let actual = Self.recording([0, 10, 21, 44.2, 45, 41, 40, 40])
        let difference = actual.difference(from: golden)
        #expect(!difference.matches)
        #expect(difference.first?.frames == 3...6)
        #expect(
            difference.description == """
                The motion differs from its golden at frame 3: Box#1 x is 21 px, expected 20 px.
                Box#1 x: from frame 3 to 6, up to 14.2 px more (frame 4); settles at frame 7 instead of 5
                """)
        #expect(actual.difference(from: golden, tolerance: MotionTolerance([.x: 14.3])).matches)
        #expect(!actual.difference(from: golden, tolerance: MotionTolerance([.y: 100])).matches, "a tolerance of another property")
    }

    @Test("Exact by default: one bit, or a zero of the other sign, differs")
    func exactByDefault() {
        let one = Self.recording([0.1, 0])
        #expect(!Self.recording([(0.1).nextUp, 0]).difference(from: one).matches)
        #expect(Self.recording([0.1, -0.0]).difference(from: one).description.contains("is -0 px, expected 0 px"))
        #expect(Self.recording([0.1, 0]).difference(from: one).matches)
    }

    @Test("Tracks, properties and frames only one side has are named")
    func mismatches() {
        let golden = Self.recording([1, 2, 3])
        var actual = Self.recording([1, 2])
        actual.tracks.append(.init(name: "Box#2", properties: [.y], rows: [[0], [0]]))
        let lines = actual.difference(from: golden).description.split(separator: "\n")
        #expect(lines.contains("The golden has frames 1 to 3, this run 1 to 2: compared over the frames both have."))
        #expect(lines.contains("Box#2 was recorded in this run but is not in the golden."))
    }
}
