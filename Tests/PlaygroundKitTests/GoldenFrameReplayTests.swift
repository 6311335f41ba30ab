import Canvas
import Interactions
import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// What a replayed golden carries besides its frame, for a failure's review:
/// the frames before it as drawn (a clip of at most 60), and the token
/// balance and traces at it, with what the test expects.
@Suite("The context of a replayed golden frame")
struct GoldenFrameReplayTests {
    static let script = InputScript(
        events: TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 160, y: 60), startFrame: 3, frames: 4),
        scene: "default", viewport: Viewport(width: 320, height: 180))

    @Test("The clip holds the last frames up to the golden one, as the replay drew them; its last frame is the golden frame")
    func clipEndsWithTheGoldenFrame() throws {
        let golden = try GoldenFrameReplay.run(script: Self.script, scene: .makeDefault(), frame: 24)
        let clip = try #require(golden.context.clip)
        #expect(clip.firstFrame == 1 && clip.frameCount == 24)
        #expect(golden.context.frame == 24 && golden.context.source == "the script" && golden.context.notes.isEmpty)
        var decoder = try APNGDecoder(data: clip.png)
        #expect(try decoder.frame(at: decoder.frameCount - 1) == golden.frame)
        // Every frame the replay drew, in order (frames that changed nothing are merged in the clip).
        let drawn = try Replay(script: Self.script, frames: 24, captureFrames: Array(1...24)).capture(TestSupport.defaultPlayground())
        var index = 0
        for number in 1...24 where number == 1 || drawn[number] != drawn[number - 1] {
            #expect(try decoder.frame(at: index) == drawn[number], "frame \(number)")
            index += 1
        }
        #expect(index == decoder.frameCount)
    }

    @Test("At most the last 60 frames go into the clip")
    func clipIsBounded() throws {
        let golden = try GoldenFrameReplay.run(script: Self.script, scene: .makeDefault(), frame: 100)
        let clip = try #require(golden.context.clip)
        #expect(clip.firstFrame == 41 && clip.frameCount == GoldenContext.clipFrameLimit)
        #expect(clip.png.count < GoldenContext.clipByteLimit)
    }

    @Test("The state is the token balance, then each trace by name; stated expectations mark what differs")
    func stateWithExpectations() throws {
        let golden = try GoldenFrameReplay.run(script: Self.script, scene: .makeDefault(), frame: 24)
        let tokens = golden.checkpoint.tokens
        #expect(golden.context.values.prefix(3).map(\.name) == ["started", "ended", "open"])
        #expect(golden.context.values[0].value == String(tokens.started) && golden.context.values.allSatisfy { $0.expected == nil })
        #expect(golden.context.values.dropFirst(3).map(\.name) == golden.checkpoint.traceStates.keys.sorted())

        let traces = golden.checkpoint.traceStates.mapValues { _ in "passed" }.merging(["A trace the scene has not": "passed"]) { $1 }
        let expecting = golden.context(expecting: TokenBalance(started: tokens.started, ended: tokens.ended + 1), traceStates: traces)
        let differing = expecting.values.filter(\.differs)
        #expect(differing.contains { $0.name == "ended" && $0.expected == String(tokens.ended + 1) })
        #expect(differing.contains { $0.name == "A trace the scene has not" && $0.value == nil })
        #expect(!expecting.values.contains { $0.name == "started" && $0.differs })
    }
}
