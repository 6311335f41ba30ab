import Canvas
import Foundation
import Interactions
@testable import PlaygroundHost
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession
import Testing

/// SDL is process-wide, so every test that opens a window runs alone (here and
/// across suites: ``HostTestSupport/oneWindowAtATime(_:)``), on the dummy video driver.
@Suite("The SDL window (dummy driver)", .serialized)
struct WindowTests {

    @Test("A scripted session runs, paces itself where vsync is ignored, and writes its reports")
    func scriptedSessionOnTheDummyDriver() throws {
        let folder = HostTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // One small box in a scene of the window's size: frames stay fast even in a debug build.
        let scene = Scene(size: Size(width: 320, height: 200))
        let box = scene.addBox(Box(name: "Box#1", position: Point(x: 60, y: 60), size: Size(width: 40, height: 40), color: .white))
        scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(Rect(x: 20, y: 20, width: 280, height: 160))), to: box)
        let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
        let start = box.position
        var events = HostTestSupport.drag(from: start, by: Point(x: 100, y: 50), startFrame: 2, frames: 10)
        events.append(ScriptEvent(frame: 40, .key(KeyPress("s"))))
        events.append(ScriptEvent(frame: 41, .quit))
        var options = WindowOptions(outputDirectory: folder)
        // A small window keeps frames fast even in a debug build, so presents
        // come back early and the pacer has to step in.
        options.width = 320
        options.height = 200
        options.script = InputScript(events: events)
        options.recordPath = folder + "/session.json"

        let began = Date()
        let summary = try HostTestSupport.oneWindowAtATime { try PlaygroundWindow.run(playground, options: options) }
        let seconds = Date().timeIntervalSince(began)

        #expect(summary.videoDriver == "dummy")
        #expect(summary.frames == 41)
        #expect(summary.pacedManually, "the dummy driver ignores vsync, so the host paces")
        // How long the pacer sleeps is FramePacerTests' to check, on an injected clock: a wall-clock
        // bound here failed on a loaded machine. The session only has to have run.
        #expect(seconds > 0)
        #expect(box.position != start)
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0040.png"))
        let recorded = try InputScript(contentsOfFile: folder + "/session.json")
        #expect(recorded.events.count == events.count, "every scripted event was recorded")
        let log = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8)
        #expect(log.contains("didStartToken token#1 (drag) by DragPerformer on Box#1"))
    }

    @Test("Closing the window during a drag ends the drag's token cleanly")
    func closeDuringDrag() throws {
        let folder = HostTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let playground = try HostTestSupport.defaultPlayground()
        let box = try #require(playground.scene.box(named: "Box#2"))
        var options = WindowOptions(outputDirectory: folder)
        options.script = InputScript(events: [
            ScriptEvent(frame: 2, .pointer(PointerEvent(.down, at: box.position, timestamp: 2.0 / 60))),
            ScriptEvent(frame: 3, .pointer(PointerEvent(.move, at: box.position + Point(x: 30, y: 0), timestamp: 3.0 / 60))),
            ScriptEvent(frame: 4, .quit),
        ])

        _ = try HostTestSupport.oneWindowAtATime { try PlaygroundWindow.run(playground, options: options) }

        let log = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8)
        #expect(log.contains("didStartToken token#1 (drag) by DragPerformer on Box#2"))
        #expect(log.contains("didEndToken token#1 (drag) by DragPerformer on Box#2"))
    }

    @Test("On the dummy driver, where frame times are irregular, a session with slow motion, a pause, a step and a resize replays headless to the same frames and log")
    func dummyDriverSessionReplays() throws {
        let folder = HostTestSupport.temporaryFolder(), replayed = HostTestSupport.temporaryFolder("replayed")
        defer { for path in [folder, replayed] { try? FileManager.default.removeItem(atPath: path) } }
        let playground = try HostTestSupport.defaultPlayground()
        playground.installOverlay()
        var events = HostTestSupport.drag(from: Point(x: 160, y: 600), by: Point(x: 420, y: -300), startFrame: 3, frames: 5)
        events += [
            ScriptEvent(frame: 11, .key(KeyPress("s"))),
            ScriptEvent(frame: 12, .key(KeyPress("2"))),
            ScriptEvent(frame: 20, .key(KeyPress("p"))),
            ScriptEvent(frame: 22, .key(KeyPress("."))),
            ScriptEvent(frame: 24, .key(KeyPress("1"))),
            ScriptEvent(frame: 25, .resize(width: 700, height: 450)),
            ScriptEvent(frame: 90, .key(KeyPress("s"))),
            ScriptEvent(frame: 91, .quit),
        ]
        var options = WindowOptions(outputDirectory: folder)
        options.width = 400
        options.height = 300
        options.script = InputScript(events: events)
        options.recordPath = folder + "/session.json"
        let summary = try HostTestSupport.oneWindowAtATime { try PlaygroundWindow.run(playground, options: options) }
        #expect(summary.failures.isEmpty)

        let recording = try InputScript(contentsOfFile: folder + "/session.json")
        #expect(recording.frameCount == 91)
        #expect(recording.viewport == Viewport(width: 400, height: 300))
        let fresh = try HostTestSupport.defaultPlayground()
        fresh.installOverlay()
        _ = try HeadlessSession.run(fresh, options: HeadlessOptions(script: recording, outputDirectory: replayed))
        for name in ["frame-0011.png", "frame-0090.png", "log.txt", "log.csv", "scene.txt"] {
            let expected = FileManager.default.contents(atPath: folder + "/" + name)
            #expect(expected != nil, "the window wrote \(name)")
            #expect(FileManager.default.contents(atPath: replayed + "/" + name) == expected, "\(name) differs")
        }
    }
}
