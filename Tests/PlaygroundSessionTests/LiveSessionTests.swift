import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// A live session, driven as the window drives it (events as they arrive,
/// measured intervals between frames), against its own recording replayed
/// headless: the two must agree byte for byte.
@Suite("Live sessions and their recordings")
struct LiveSessionTests {
    /// Irregular intervals, as a loaded machine or a driver without vsync gives them.
    static func interval(ofFrame frame: Int) -> Double? {
        switch frame % 7 {
        case 0: 0.0213
        case 3: 0.0331
        case 5: 0.0119
        default: 0.0166 + Double(frame % 3) * 0.0003
        }
    }

    /// Runs `events` (by frame) through a live session of the default scene for `frames` frames.
    static func liveSession(_ events: [ScriptEvent], frames: Int, folder: String) throws -> LiveSession {
        let playground = try TestSupport.defaultPlayground()
        playground.installOverlay()
        let session = LiveSession(
            playground: playground, output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 1280, height: 720), refreshRate: 60, sceneName: "default"
        )
        for frame in 1...frames {
            for event in events where event.frame == frame { session.receive(event.event) }
            if session.runFrame(interval: frame == 1 ? nil : interval(ofFrame: frame), now: Double(frame)) { break }
        }
        return session
    }

    /// A toss of Box#4, a save mid-flight, slow motion, a pause with two steps,
    /// a resize to a HiDPI scale, a save at rest, then quit.
    static var sessionEvents: [ScriptEvent] {
        var events = TestSupport.drag(from: Point(x: 160, y: 600), by: Point(x: 420, y: -260), startFrame: 5, frames: 6)
        events.append(ScriptEvent(frame: 14, .key(KeyPress("s"))))
        events.append(ScriptEvent(frame: 16, .key(KeyPress("2"))))
        events.append(ScriptEvent(frame: 30, .key(KeyPress("p"))))
        events.append(ScriptEvent(frame: 33, .key(KeyPress("."))))
        events.append(ScriptEvent(frame: 35, .key(KeyPress("."))))
        events.append(ScriptEvent(frame: 38, .key(KeyPress("1"))))
        events.append(ScriptEvent(frame: 40, .resize(width: 900, height: 560, scale: 2)))
        events.append(ScriptEvent(frame: 41, .key(KeyPress("r"))))
        events.append(ScriptEvent(frame: 150, .key(KeyPress("s"))))
        events.append(ScriptEvent(frame: 151, .quit))
        return events
    }

    @Test("A recorded session with irregular frame times, slow motion, pauses, steps and a HiDPI resize replays to the same frames, log and recording, byte for byte")
    func recordingReplaysExactly() throws {
        let live = TestSupport.temporaryFolder("live"), replayed = TestSupport.temporaryFolder("replayed")
        defer { for folder in [live, replayed] { try? FileManager.default.removeItem(atPath: folder) } }
        let session = try Self.liveSession(Self.sessionEvents, frames: 200, folder: live)
        session.recordPath = live + "/session.json"
        let summary = session.finish()
        #expect(summary.failures.isEmpty)
        #expect(summary.frames == 151)

        let recording = try InputScript(contentsOfFile: live + "/session.json")
        #expect(recording.frameCount == 151)
        #expect(!recording.frameTimes.isEmpty, "the irregular frames were kept")
        let playground = try TestSupport.defaultPlayground()
        playground.installOverlay()
        let headless = try HeadlessSession.run(playground, options: HeadlessOptions(script: recording, outputDirectory: replayed))
        #expect(headless.frames == 151)

        let compared = [
            "frame-0014.png", "frame-0150.png", "frame-0151.png", "recording-1.json", "log.txt", "log.csv", "scene.txt",
            "trace-fling-box-4-into-a-wall.json", "trace-toss-box-1-into-an-anchor.json",
        ]
        for name in compared where name != "frame-0151.png" {
            let expected = FileManager.default.contents(atPath: live + "/" + name)
            #expect(expected != nil, "the live session wrote \(name)")
            #expect(FileManager.default.contents(atPath: replayed + "/" + name) == expected, "\(name) differs")
        }
        let frame150 = try Framebuffer(contentsOfPNGFile: live + "/frame-0150.png")
        #expect(frame150.width == 1800 && frame150.height == 1120, "drawn at the recorded 2× scale")
    }

    @Test("Inspecting a box in flight, by secondary click or pick mode, leaves its trajectory, the log and every trace exactly as they were")
    func inspectingChangesNothing() throws {
        let toss = TestSupport.drag(from: Point(x: 480, y: 600), by: Point(x: 300, y: -200), startFrame: 5, frames: 6)
        func looking(at positions: [Point]) -> [ScriptEvent] {
            // Where Box#5 is drawn when the person clicks it: a click on frame f comes before f
            // advances, so the box is where frame f - 1 left it (positions[f - 2]).
            let at14 = positions[12], at17 = positions[15]
            return toss + [
                ScriptEvent(frame: 14, .pointer(PointerEvent(.down, at: at14, button: .secondary, timestamp: 0.24))),
                ScriptEvent(frame: 15, .pointer(PointerEvent(.up, at: at14, button: .secondary, timestamp: 0.25))),
                ScriptEvent(frame: 16, .key(KeyPress("i"))),
                ScriptEvent(frame: 17, .pointer(PointerEvent(.down, at: at17, timestamp: 0.28))),
                ScriptEvent(frame: 18, .pointer(PointerEvent(.move, at: at17 + Point(x: 40, y: 0), timestamp: 0.3))),
                ScriptEvent(frame: 19, .pointer(PointerEvent(.up, at: at17 + Point(x: 40, y: 0), timestamp: 0.31))),
            ]
        }
        func run(_ events: [ScriptEvent]) throws -> (positions: [Point], log: [String], traces: [String], selected: String?) {
            let playground = try TestSupport.defaultPlayground()
            let overlay = playground.installOverlay()
            let box = playground.scene.box(named: "Box#5")!
            var positions: [Point] = []
            try Replay(script: InputScript(events: events.sorted { $0.frame < $1.frame }), frames: 150).run(playground) { _, _, _ in
                positions.append(box.position)
            }
            let log = playground.scene.logger.loggedItems.map(\.description)
            let traces = playground.scene.traces.map { try! $0.report().jsonString() }
            return (positions, log, traces, overlay.selection.box?.name)
        }
        let plain = try run(toss)
        let inspected = try run(looking(at: plain.positions))
        #expect(plain.positions[12] != plain.positions[15], "Box#5 was in flight")
        #expect(inspected.selected == "Box#5", "the box in flight was picked")
        #expect(plain.selected == nil)
        #expect(inspected.positions == plain.positions)
        #expect(inspected.log == plain.log)
        #expect(inspected.traces == plain.traces)
    }

    @Test("A live script plays into the session on its frames and is recorded like live input")
    func scriptPlaysLive() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = InputScript(events: [ScriptEvent(frame: 3, .key(KeyPress("2"))), ScriptEvent(frame: 9, .quit)])
        let session = LiveSession(
            playground: try TestSupport.defaultPlayground(), output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 1280, height: 720), refreshRate: 60, script: script
        )
        var frames = 0
        while session.needsFrames, !session.runFrame(interval: 1.0 / 60, now: 0) { frames += 1 }
        #expect(frames == 8)
        #expect(session.playground.timeScale == 0.25)
        #expect(session.recorder.script.events.map(\.event) == script.events.map(\.event))
        #expect(session.recorder.script.events.map(\.frame) == script.events.map(\.frame))
        #expect(session.recorder.script.events.allSatisfy { $0.takenByLayer == false }, "each recorded with where it went")
    }
}
