import Canvas
@testable import CanvasSnapshotTesting
import Foundation
import Interactions
import PlaygroundKit
import SnapshotTesting
import Testing

/// Writes the failures the HTML report's browser test loads (`make test-report`, `.ci/test-report`)
/// and its 200-failure measurement (`.ci/measure-report`), through CanvasSnapshotTesting's own
/// failure path: the `.png` strategy compares, and on a mismatch writes the artifacts, as it does
/// in a user's test. Runs only when `REPORT_FIXTURE` names the package folder the script made
/// (a `Package.swift`, and under `Tests/AppTests/` a golden test written by `g`); the artifacts go
/// to `$SNAPSHOT_ARTIFACTS`.
///
/// `assertGoldenFrame` takes its file as a `StaticString`, so the fixture, whose goldens are in a
/// folder made at run time, says which file and test they belong to as `assertGoldenFrame` does.
@Suite("Failures for the HTML report's browser test", .serialized, .enabled(if: ProcessInfo.processInfo.environment["REPORT_FIXTURE"] != nil))
struct ReportFixture {
    static var package: String? { ProcessInfo.processInfo.environment["REPORT_FIXTURE"] }
    static var tests: String { (package ?? "") + "/Tests/AppTests" }

    @Test("A golden test written with g, replayed from a recording whose throw changed: the clip and the state go with it")
    func replaysToTheGoldenFrame() throws {
        guard ProcessInfo.processInfo.environment["REPORT_FIXTURE_COUNT"] == nil else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.tests).sorted()
        let name = try #require(names.first { FileManager.default.fileExists(atPath: Self.tests + "/\($0)/recording.json") })
        let folder = Self.tests + "/" + name
        let source = try String(contentsOfFile: folder + "/\(name).swift", encoding: .utf8)
        let frame = try #require(Int(name.suffix(4)))
        let golden = try GoldenFrameReplay.run(recording: "recording.json", besideFile: folder + "/\(name).swift", scene: .makeDefault(), frame: frame)
        // What the generated test expects, read from it.
        let (tokens, traces) = try Self.expectations(in: source)
        let message = Self.compare(
            golden.frame, context: golden.context(expecting: tokens, traceStates: traces), file: folder + "/\(name).swift",
            snapshots: folder + "/__Snapshots__/\(name)", test: "replaysToTheGoldenFrame()")
        #expect(message?.contains("pixels differ") == true, "the changed throw moves the box: \(message ?? "it matched")")
    }

    @Test("A card whose stripe moved by one pixel: no replay, no clip")
    func stripeMoved() throws {
        try card(test: "stripeMoved()", actual: Self.card(shifted: true))
    }

    @Test("A card drawn wider than its golden")
    func cardGrewWider() throws {
        try card(test: "cardGrewWider()", actual: Self.card(width: 200))
    }

    func card(test: String, actual: Framebuffer) throws {
        guard ProcessInfo.processInfo.environment["REPORT_FIXTURE_COUNT"] == nil else { return }
        let snapshots = Self.tests + "/__Snapshots__/CardTests"
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        try Self.card().writePNG(toFile: snapshots + "/\(_DiffArtifact._sanitize(test)).1.png")
        #expect(Self.compare(actual, context: nil, file: Self.tests + "/CardTests.swift", snapshots: snapshots, test: test) != nil)
    }

    @Test("A motion golden of a throw, compared with a drop: its curves, filmstrips and accept command go with it")
    func throwMovesAsRecorded() throws {
        guard ProcessInfo.processInfo.environment["REPORT_FIXTURE_COUNT"] == nil else { return }
        let snapshots = Self.tests + "/__Snapshots__/ThrowMotionTests"
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        let thrown = try MotionGoldenReplay.run(script: Self.toss(dropped: false), scene: .makeDefault(), frames: 90)
        let dropped = try MotionGoldenReplay.run(script: Self.toss(dropped: true), scene: .makeDefault(), frames: 90)
        try Data(thrown.motion.jsonText().utf8).write(to: URL(fileURLWithPath: snapshots + "/throwMovesAsRecorded.1.motion.json"))
        try thrown.filmstrip.writePNG(toFile: snapshots + "/throwMovesAsRecorded.1.filmstrip.png")
        let message = _GoldenCall.$current.withValue(
            _GoldenCall(context: nil, filePath: Self.tests + "/ThrowMotionTests.swift", testName: "throwMovesAsRecorded()", filmstrip: dropped.filmstrip)
        ) {
            verifySnapshot(of: dropped.motion, as: .motion, record: .never, snapshotDirectory: snapshots, testName: "throwMovesAsRecorded()")
        }
        #expect(message?.contains("Box#1 x: from frame") == true, "the drop moves Box#1 otherwise: \(message ?? "it matched")")
    }

    /// Box#1 tossed right (or, `dropped`, let go three frames later where the pointer stopped).
    static func toss(dropped: Bool) -> InputScript {
        var events: [ScriptEvent] = []
        for (index, x) in stride(from: 160.0, through: 520, by: 60).enumerated() {
            events.append(ScriptEvent(frame: 3 + index, .pointer(PointerEvent(index == 0 ? .down : .move, at: Point(x: x, y: 120 + x / 4), timestamp: Double(3 + index) / 60))))
        }
        let up = dropped ? 13 : 10
        events.append(ScriptEvent(frame: up, .pointer(PointerEvent(.up, at: Point(x: 520, y: 250), timestamp: Double(up) / 60))))
        return InputScript(events: events, scene: "default", viewport: Viewport(width: 1280, height: 720))
    }

    @Test("REPORT_FIXTURE_COUNT failures of 1280×720 frames of the default scene, each with the clip of a replay")
    func many() throws {
        guard let count = ProcessInfo.processInfo.environment["REPORT_FIXTURE_COUNT"].flatMap({ Int($0) }) else { return }
        var events: [ScriptEvent] = []
        for (index, x) in stride(from: 160.0, through: 520, by: 60).enumerated() {
            events.append(ScriptEvent(frame: 3 + index, .pointer(PointerEvent(index == 0 ? .down : .move, at: Point(x: x, y: 120 + x / 4), timestamp: Double(3 + index) / 60))))
        }
        events.append(ScriptEvent(frame: 10, .pointer(PointerEvent(.up, at: Point(x: 580, y: 265), timestamp: 10.0 / 60))))
        let script = InputScript(events: events, scene: "default", viewport: Viewport(width: 1280, height: 720))
        let context = try GoldenFrameReplay.run(script: script, scene: .makeDefault(), frame: 60).context
        let frames = try Replay(script: script, frames: count + 2, captureFrames: Array(1...(count + 2))).capture(Playground(scene: .makeDefault(), font: Assets.locate().loadFont()))
        let snapshots = Self.tests + "/__Snapshots__/StressTests"
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        for number in 1...count {
            let test = "frame\(String(number).leftPadded(to: 3))()"
            try frames[number]!.writePNG(toFile: snapshots + "/\(_DiffArtifact._sanitize(test)).1.png")
            // The second frame after the golden one: every moving box differs. Once the throw has
            // settled the frames are the same, and a pixel of its own makes each one fail.
            var actual = frames[number + 2]!
            if actual == frames[number]! { actual[number % 1280, 700] = Pixel(Color.red) }
            #expect(Self.compare(actual, context: context, file: Self.tests + "/StressTests.swift", snapshots: snapshots, test: test) != nil)
        }
    }

    // MARK: - Helpers

    /// Compares `frame` with the golden in `snapshots` as `assertGoldenFrame(_:context:)` would from `file`'s test `test`; returns the failure message.
    static func compare(_ frame: Framebuffer, context: GoldenContext?, file: String, snapshots: String, test: String) -> String? {
        _GoldenCall.$current.withValue(_GoldenCall(context: context, filePath: file, testName: test)) {
            verifySnapshot(of: frame, as: .png, record: .never, snapshotDirectory: snapshots, testName: test)
        }
    }

    /// `TokenBalance(started: 3, ended: 3)` and the trace states' literal in a generated test.
    static func expectations(in source: String) throws -> (TokenBalance, [String: String]) {
        let balance = try #require(source.firstMatch(of: /TokenBalance\(started: (\d+), ended: (\d+)\)/))
        var traces: [String: String] = [:]
        if let literal = source.firstMatch(of: /traceStates == \[(.*)\]\)/) {
            for pair in literal.1.matches(of: /"([^"]*)": "([^"]*)"/) { traces[String(pair.1)] = String(pair.2) }
        }
        return (TokenBalance(started: Int(balance.1)!, ended: Int(balance.2)!), traces)
    }

    /// A card: a rounded box, a stripe and a dot on a slate background, 192 × 120.
    static func card(shifted: Bool = false, width: Int = 192) -> Framebuffer {
        var image = Framebuffer(width: width, height: 120, fill: Color(rgba: 0x263238FF))
        image.fillRectangle(x: 20, y: 20, width: 100, height: 72, color: Color(rgba: 0x42A5F5FF), style: RectangleStyle(cornerRadius: 12))
        image.fillRectangle(x: shifted ? 131 : 130, y: 24, width: 40, height: 8, color: Color(rgba: 0xFFCA28FF))
        image.fillCircle(centerX: 150, centerY: 72, radius: 12, color: Color(rgba: 0xEC407AC0))
        return image
    }
}
