import Foundation
import Interactions
import MotionMath
import PlaygroundKit
import PlaygroundTestSupport
import Testing

@testable import PlaygroundSession

/// The trace `--trace-events` and `P` write, checked against the Trace Event
/// format's own rules (the fields each phase needs, complete events nested
/// per thread, async spans begun and ended once) and against the session it
/// measured: its tokens begin and end with the log's `TOK+` and `TOK-`.
@Suite("Traces Perfetto opens")
struct TraceEventFileTests {
    /// Two throws of the default scene, `P` between them: a profiler on a clock that moves 10 µs a reading.
    static func measuredRun(keys: [ScriptEvent] = []) throws -> (json: [String: Any], bytes: [UInt8], playground: Playground, summary: HeadlessSummary) {
        let playground = try TestSupport.defaultPlayground()
        let clock = FakeClock()
        playground.profiler = FrameProfiler(clock: {
            clock.advance(by: 10_000)
            return clock.now
        })
        let box1 = playground.scene.boxes[0].position, box4 = playground.scene.boxes[3].position
        let events =
            TestSupport.drag(from: box1, by: Point(x: 240, y: 60), startFrame: 5, frames: 6)
            + TestSupport.drag(from: box4, by: Point(x: -200, y: 20), startFrame: 70, frames: 5) + keys
        var options = HeadlessOptions(script: InputScript(events: events), outputDirectory: TestSupport.temporaryFolder())
        options.frames = 150
        options.captureFrames = []
        options.traceEventsPath = options.outputDirectory + "/trace.json"
        defer { try? FileManager.default.removeItem(atPath: options.outputDirectory) }
        let summary = try HeadlessSession.run(playground, options: options)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try #require(options.traceEventsPath))))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return (json, bytes, playground, summary)
    }

    @Test("Every event has what its phase needs, in the units the format documents")
    func formatHolds() throws {
        let run = try Self.measuredRun()
        let problems = TraceEventFormat.problems(in: run.json)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        let events = try #require(run.json["traceEvents"] as? [[String: Any]])
        let phases = Set(events.compactMap { $0["ph"] as? String })
        #expect(phases == ["M", "X", "i", "b", "e", "C"])
        // Frames, their phases and performer updates, one thread; nothing measured headless is presented.
        let complete = events.filter { $0["ph"] as? String == "X" }
        #expect(complete.filter { $0["cat"] as? String == "frame" }.count == 150)
        #expect(Set(complete.compactMap { $0["cat"] as? String == "phase" ? $0["name"] as? String : nil }) == ["input", "update", "scene", "overlay"])
        #expect(complete.contains { ($0["name"] as? String)?.hasPrefix("AnimationPerformer on Box#1") == true })
        // Input: the press reached Box#1, in the scene.
        let press = try #require(events.first { $0["name"] as? String == "pointer down" })
        let args = try #require(press["args"] as? [String: Any])
        #expect(args["box"] as? String == "Box#1" && args["routed"] as? String == "scene" && args["frame"] as? Int == 5)
        #expect(events.contains { ($0["name"] as? String)?.hasPrefix("PLAN ") == true && $0["ph"] as? String == "i" })
        #expect(events.contains { $0["name"] as? String == "open tokens" && $0["ph"] as? String == "C" })
    }

    @Test("Tokens are spans that begin with the log's TOK+ lines and end with its TOK- lines, in their order")
    func tokensFollowTheLog() throws {
        let run = try Self.measuredRun()
        let logged = run.playground.scene.logger.loggedItems.compactMap(\.runtimeEvent)
        let started = logged.filter { $0.kind == .didStartToken }.map { "\($0.targetName ?? "") #\($0.tokenID ?? -1)" }
        let ended = logged.filter { $0.kind == .didEndToken }.map { "\($0.targetName ?? "") #\($0.tokenID ?? -1)" }
        let events = try #require(run.json["traceEvents"] as? [[String: Any]])
        func spans(_ phase: String) -> [String] {
            events.filter { $0["ph"] as? String == phase && $0["cat"] as? String == "token" }.compactMap { event in
                (event["args"] as? [String: Any]).map { "\($0["target"] as? String ?? "") #\($0["token"] as? Int ?? -1)" }
            }
        }
        #expect(started.count >= 4)
        #expect(spans("b") == started)
        // A token still open when the session ends ends with the trace.
        let open = events.filter { $0["ph"] as? String == "e" && (($0["args"] as? [String: Any])?["note"] as? String)?.contains("still open") == true }
        #expect(spans("e").dropLast(open.count).elementsEqual(ended))
        #expect(run.playground.scene.tokenBalance.open == open.count)
    }

    @Test("The same session on the same clock writes the same bytes")
    func deterministic() throws {
        #expect(try Self.measuredRun().bytes == Self.measuredRun().bytes)
    }

    @Test("P saves the last seconds beside the session's files; without a profiler it says why not")
    func keySavesTheLastSeconds() throws {
        let run = try Self.measuredRun(keys: [ScriptEvent(frame: 100, .key(KeyPress("p", shift: true)))])
        #expect(run.summary.filesWritten.contains { $0.hasSuffix("/trace-0100.json") })
        #expect(run.summary.notices.contains { $0.text.hasPrefix("saved a trace of frames 1–99") && $0.text.hasSuffix("open it in ui.perfetto.dev") })

        var options = HeadlessOptions(script: InputScript(events: [ScriptEvent(frame: 3, .key(KeyPress("p", shift: true)))]), outputDirectory: TestSupport.temporaryFolder())
        options.frames = 4
        defer { try? FileManager.default.removeItem(atPath: options.outputDirectory) }
        let plain = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        #expect(plain.notices.contains { $0.text.hasPrefix("nothing was measured in this session") })
        #expect(!plain.filesWritten.contains { $0.contains("/trace-0003") })
    }

    @Test("A snapshot of the last seconds holds those seconds; a token begun before them begins at their start")
    func lastSeconds() throws {
        let playground = try TestSupport.defaultPlayground()
        let clock = FakeClock()
        let profiler = FrameProfiler(clock: { clock.now })
        playground.profiler = profiler
        let box = playground.scene.boxes[0].position
        // A press held from frame 2 on: its drag token is open through all of it.
        let events = TestSupport.drag(from: box, by: Point(x: 30, y: 0), startFrame: 2, frames: 3).dropLast()
        _ = TestSupport.run(playground, Array(events), frames: 3000, beforeEachFrame: { _ in clock.advance(by: 16_666_667) }) {
            profiler.end(.present)
            profiler.commit()
        }
        let snapshot = profiler.snapshot(lastSeconds: 30)
        #expect(snapshot.end - snapshot.start == 30_000_000_000)
        #expect((1790...1802).contains(snapshot.frames.count), "\(snapshot.frames.count) frames in 30 s at 60 Hz")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(TraceEventFile.encode(snapshot, processName: "p"))) as? [String: Any])
        let problems = TraceEventFormat.problems(in: json)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        let spans = try #require(json["traceEvents"] as? [[String: Any]]).filter { $0["cat"] as? String == "token" }
        // The press's tokens (drag, toss) began before the 30 s and are still open: spans across all of them.
        let notes = spans.map { "\($0["ph"] ?? "") \(($0["args"] as? [String: Any])?["note"] ?? "")" }
        #expect(notes == ["b began before the trace", "b began before the trace", "e still open when the trace ends", "e still open when the trace ends"])
        #expect(Set(spans.compactMap { $0["name"] as? String }) == ["Box#1 drag", "Box#1 toss"])
    }

    @Test("Any name is a JSON string that reads back as itself (a seeded search over every class of scalar)")
    func namesAreEscaped() throws {
        var random = SplitMix64(seed: 31)
        let pool: [Unicode.Scalar] = ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "\u{2028}", "\u{FEFF}", "箱", "🧊", "a", " ", "/"]
        for round in 0..<500 {
            let length = Int(random.next() % 12)
            var text = String.UnicodeScalarView()
            for _ in 0..<length { text.append(pool[Int(random.next() % UInt64(pool.count))]) }
            var json = TraceEventJSON(reservingCapacity: 64)
            json.string(String(text))
            let read = try JSONSerialization.jsonObject(with: Data(json.bytes), options: .fragmentsAllowed) as? String
            #expect(read == String(text), "seed 31, round \(round): \(String(text).debugDescription)")
        }
    }
}
