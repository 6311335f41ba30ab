import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// The `g` key: a golden-image test of the frame on show, written as a
/// folder a test target can take as it is.
@Suite("Golden tests written with g")
struct GoldenTestTests {
    /// A throw of Box#1 (blue) with `g` pressed mid-flight at frame 20 and at rest at frame 100.
    static var script: InputScript {
        var events = TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 300, y: 120), startFrame: 5, frames: 6)
        events.append(ScriptEvent(frame: 20, .key(KeyPress("g"))))
        events.append(ScriptEvent(frame: 100, .key(KeyPress("g"))))
        return InputScript(events: events, scene: "default", viewport: Viewport(width: 1280, height: 720))
    }

    static func runHeadless(
        _ script: InputScript, frames: Int, overlay: Bool = true, recipe: SceneRecipe? = nil, capture: [Int] = [20]
    ) throws -> (HeadlessSummary, String) {
        let folder = TestSupport.temporaryFolder()
        let playground = try TestSupport.defaultPlayground()
        if overlay { playground.installOverlay() }
        var options = HeadlessOptions(script: script, outputDirectory: folder)
        options.frames = frames
        options.captureFrames = capture
        options.sceneRecipe = recipe
        return (try HeadlessSession.run(playground, options: options), folder)
    }

    @Test("A scripted g writes the recording up to its frame, the frame as a golden in swift-snapshot-testing's layout, and a Swift Testing file")
    func scriptedGWritesAFolder() throws {
        let (summary, folder) = try Self.runHeadless(Self.script, frames: 100)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = folder + "/golden-tests/DefaultFrame0020"
        #expect(summary.notices.contains { $0.text == "wrote a golden test of frame 20 to \(test)" })
        let files = try FileManager.default.subpathsOfDirectory(atPath: test).sorted()
        #expect(
            files == [
                "DefaultFrame0020.swift", "__Snapshots__", "__Snapshots__/DefaultFrame0020",
                "__Snapshots__/DefaultFrame0020/replaysToTheGoldenFrame.1.png", "recording.json",
            ])
        let golden = try Framebuffer(contentsOfPNGFile: test + "/__Snapshots__/DefaultFrame0020/replaysToTheGoldenFrame.1.png")
        #expect(golden != (try Framebuffer(contentsOfPNGFile: folder + "/frame-0020.png")), "the window drew the overlay too")
        let (_, plain) = try Self.runHeadless(Self.script, frames: 100, overlay: false)
        defer { try? FileManager.default.removeItem(atPath: plain) }
        #expect(golden == (try Framebuffer(contentsOfPNGFile: plain + "/frame-0020.png")), "the golden is the scene: the frame without the overlay")
        let recording = try InputScript(contentsOfFile: test + "/recording.json")
        #expect(recording.frameCount == 20)
        #expect(recording.events.last == ScriptEvent(frame: 20, .key(KeyPress("g")), takenByLayer: false))

        let source = try String(contentsOfFile: test + "/DefaultFrame0020.swift", encoding: .utf8)
        #expect(source.contains("struct DefaultFrame0020 {"))
        #expect(source.contains("return Scene.builtIn(named: \"default\")!"))
        #expect(source.contains("scene: Self.makeScene(), frame: 20\n"), "no set-up: a golden of the scene")
        #expect(source.contains("The golden is of the scene alone (written with g)"))
        #expect(!source.contains("PlaygroundOverlay"))
        #expect(source.contains("TokenBalance(started: 3, ended: 2)"), "the drag's tokens ended, the spring's is open")
        #expect(source.contains(#"["Fling Box#4 into a wall": "waiting", "Toss Box#1 into an anchor": "passing"]"#))
        #expect(!source.contains("{{"))
        #expect(FileManager.default.fileExists(atPath: folder + "/golden-tests/DefaultFrame0100/DefaultFrame0100.swift"))
    }

    @Test("Replaying the written recording beside the test file gives the golden, the token balance and the trace states it wrote")
    func writtenTestReplaysToItsGolden() throws {
        let (_, folder) = try Self.runHeadless(Self.script, frames: 100)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = folder + "/golden-tests/DefaultFrame0100"
        let result = try GoldenFrameReplay.run(
            recording: "recording.json", besideFile: test + "/DefaultFrame0100.swift",
            scene: .makeDefault(), frame: 100
        )
        let golden = try Framebuffer(contentsOfPNGFile: test + "/__Snapshots__/DefaultFrame0100/replaysToTheGoldenFrame.1.png")
        #expect(result.frame == golden)
        #expect(result.checkpoint.tokens == TokenBalance(started: 3, ended: 3), "every token ended at rest")
        #expect(result.checkpoint.traceStates["Toss Box#1 into an anchor"] == "passed")
        let source = try String(contentsOfFile: test + "/DefaultFrame0100.swift", encoding: .utf8)
        #expect(source.contains("TokenBalance(started: 3, ended: 3)"))
    }

    @Test("Two presses in one frame write two folders, the second suffixed, and neither overwrites the other")
    func repeatedPressesAreUnique() throws {
        let script = InputScript(events: [ScriptEvent(frame: 3, .key(KeyPress("g"))), ScriptEvent(frame: 3, .key(KeyPress("g")))])
        let (_, folder) = try Self.runHeadless(script, frames: 4, overlay: false, capture: [])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/golden-tests").sorted()
        #expect(names == ["DefaultFrame0003", "DefaultFrame0003_2"])
        let second = try String(contentsOfFile: folder + "/golden-tests/DefaultFrame0003_2/DefaultFrame0003_2.swift", encoding: .utf8)
        #expect(second.contains("struct DefaultFrame0003_2 {") && !second.contains("setUp"))
    }

    @Test("A scene with no recipe gets a makeScene() to fill, which says so when compiled; a recipe imports the user's module and calls its factory")
    func scenesWithoutARecipe() throws {
        let script = InputScript(events: [ScriptEvent(frame: 2, .key(KeyPress("g")))], scene: "orbit")
        let (_, folder) = try Self.runHeadless(script, frames: 4, capture: [])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = try String(contentsOfFile: folder + "/golden-tests/OrbitFrame0002/OrbitFrame0002.swift", encoding: .utf8)
        #expect(source.contains(#"#error("Build the \"orbit\" scene here"#))

        let recipe = SceneRecipe(name: "orbit", imports: ["OrbitScenes"], expression: "makeOrbitScene()")
        let (_, other) = try Self.runHeadless(script, frames: 4, recipe: recipe, capture: [])
        defer { try? FileManager.default.removeItem(atPath: other) }
        let filled = try String(contentsOfFile: other + "/golden-tests/OrbitFrame0002/OrbitFrame0002.swift", encoding: .utf8)
        #expect(filled.contains("import OrbitScenes\n") && filled.contains("return makeOrbitScene()") && !filled.contains("#error"))
    }

    @Test("A golden test that cannot be written leaves nothing behind and says why, and the run goes on")
    func failedWriteLeavesNothing() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try SessionOutput.prepare(path: folder)
        try Data().write(to: URL(fileURLWithPath: folder + "/golden-tests"))  // a file where the folder should be
        let test = GoldenTest(
            frame: Framebuffer(width: 4, height: 4), frameNumber: 7, recording: InputScript(),
            scene: .makeDefault(), recipe: .builtIn(named: "default")
        )
        #expect(output.writeGoldenTest(test) == nil)
        #expect(output.failures.count == 1)
        #expect(output.takeNotices().first?.isError == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["golden-tests"])
    }

    @Test("A template with an unknown placeholder is refused with one line naming it")
    func unknownPlaceholder() throws {
        let test = GoldenTest(
            frame: Framebuffer(width: 4, height: 4), frameNumber: 1, recording: InputScript(),
            scene: .makeDefault(), recipe: nil
        )
        #expect(throws: PlaygroundError.file("Templates/GoldenTest.swift.template: unknown placeholder {{NOPE}}")) {
            try test.files(named: "X", template: "struct {{NAME}} {} // {{NOPE}}")
        }
    }

    @Test("g after stepping back names the frame on show, which is the golden's, and the frame it was pressed at")
    func gAfterSteppingBackNamesTheFrameShown() throws {
        var events = TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 300, y: 120), startFrame: 5, frames: 6)
        events.append(ScriptEvent(frame: 30, .key(KeyPress("left", shift: true))))  // 10 frames back
        events.append(ScriptEvent(frame: 32, .key(KeyPress("g"))))
        let script = InputScript(events: events, scene: "default", viewport: Viewport(width: 1280, height: 720))
        let (summary, folder) = try Self.runHeadless(script, frames: 32, overlay: false, capture: [])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = folder + "/golden-tests/DefaultFrame0032"
        let notice = try #require(summary.notices.first { $0.text.hasPrefix("wrote a golden test of frame ") })
        #expect(notice.text == "wrote a golden test of frame 19 (stepped back from frame 32) to \(test)")

        // Frame 19 (at frame 30 the newest was 29; 10 back) is what the golden holds: the frame as a run
        // that never stepped back drew it.
        let golden = try Framebuffer(contentsOfPNGFile: test + "/__Snapshots__/DefaultFrame0032/replaysToTheGoldenFrame.1.png")
        let plain = InputScript(
            events: Array(events.prefix { $0.frame < 30 }), scene: "default", viewport: Viewport(width: 1280, height: 720))
        let (_, present) = try Self.runHeadless(plain, frames: 32, overlay: false, capture: [19, 32])
        defer { try? FileManager.default.removeItem(atPath: present) }
        #expect(golden == (try Framebuffer(contentsOfPNGFile: present + "/frame-0019.png")))
        #expect(golden != (try Framebuffer(contentsOfPNGFile: present + "/frame-0032.png")), "the box still moved after frame 19")
    }

    @Test("g in a live session writes the same folder, and says where in a notice")
    func liveSessionWritesAGoldenTest() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try LiveSessionTests.liveSession([ScriptEvent(frame: 12, .key(KeyPress("g")))], frames: 14, folder: folder)
        let test = folder + "/golden-tests/DefaultFrame0012"
        #expect(session.output.filesWritten.contains(test + "/DefaultFrame0012.swift"))
        let recording = try InputScript(contentsOfFile: test + "/recording.json")
        #expect(recording.frameCount == 12)
        #expect(recording.frameTimes == session.recorder.script.prefix(throughFrame: 12).frameTimes)
        let result = try GoldenFrameReplay.run(
            recording: "recording.json", besideFile: test + "/DefaultFrame0012.swift", scene: .makeDefault(), frame: 12
        )
        #expect(result.frame == (try Framebuffer(contentsOfPNGFile: test + "/__Snapshots__/DefaultFrame0012/replaysToTheGoldenFrame.1.png")))
    }

    @Test("G writes a golden with the overlay in its picture: the test installs it, and its replay gives the frame as drawn")
    func shiftGKeepsTheOverlay() throws {
        var events = TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 300, y: 120), startFrame: 5, frames: 6)
        events.append(ScriptEvent(frame: 20, .key(KeyPress("g", shift: true))))
        let script = InputScript(events: events, scene: "default", viewport: Viewport(width: 1280, height: 720))
        let (summary, folder) = try Self.runHeadless(script, frames: 20)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = folder + "/golden-tests/DefaultFrame0020"
        #expect(summary.notices.contains { $0.text == "wrote a golden test of frame 20 with the overlay to \(test)" })
        let golden = try Framebuffer(contentsOfPNGFile: test + "/__Snapshots__/DefaultFrame0020/replaysToTheGoldenFrame.1.png")
        #expect(golden == (try Framebuffer(contentsOfPNGFile: folder + "/frame-0020.png")), "the frame as drawn, panel and all")
        let source = try String(contentsOfFile: test + "/DefaultFrame0020.swift", encoding: .utf8)
        #expect(source.contains("import PlaygroundOverlay\n"))
        #expect(source.contains("frame: 20,\n            setUp: { $0.installOverlay() }\n"))
        #expect(source.contains("The golden shows the layers over the scene too (written with G)"))
        let result = try GoldenFrameReplay.run(
            recording: "recording.json", besideFile: test + "/DefaultFrame0020.swift", scene: .makeDefault(), frame: 20,
            setUp: { $0.installOverlay() })
        #expect(result.frame == golden)
    }

    /// A session with the overlay on that uses the panel over a box's place (a click on a tab and a
    /// drag of the panel over Box#3, an overlay key that a scene action shares, a trace stopped from
    /// its button), throws a box, and presses g.
    static var panelSession: [ScriptEvent] {
        var events: [ScriptEvent] = []
        let tab = Point(x: 1040, y: 56)  // the Traces tab of the panel in the top right corner
        events += OverlayTestSupport.click(at: tab, frame: 3)
        events.append(ScriptEvent(frame: 6, .pointer(PointerEvent(.down, at: Point(x: 1000, y: 8), timestamp: 0.1))))
        events.append(ScriptEvent(frame: 7, .pointer(PointerEvent(.move, at: Point(x: 600, y: 80), timestamp: 0.12))))
        events.append(ScriptEvent(frame: 8, .pointer(PointerEvent(.up, at: Point(x: 600, y: 80), timestamp: 0.13))))
        events.append(ScriptEvent(frame: 9, .key(KeyPress("i"))))
        events += OverlayTestSupport.click(at: Point(x: 800, y: 120), frame: 10)  // picks Box#3: the scene never sees it
        events += TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 300, y: 120), startFrame: 14, frames: 6)
        events.append(ScriptEvent(frame: 40, .key(KeyPress("g"))))
        return events
    }

    @Test("A golden written with g from a session with the overlay on is the same frame replayed without it, whatever the panel does")
    func sceneGoldenIgnoresThePanel() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try LiveSessionTests.liveSession(Self.panelSession, frames: 40, folder: folder)
        let test = folder + "/golden-tests/DefaultFrame0040"
        let recording = try InputScript(contentsOfFile: test + "/recording.json")
        #expect(recording.isRouted)
        #expect(recording.events.contains { $0.takenByLayer == true }, "the panel took some of the input")
        let golden = try Framebuffer(contentsOfPNGFile: test + "/__Snapshots__/DefaultFrame0040/replaysToTheGoldenFrame.1.png")

        // Replayed without the overlay (what the written test does): the same scene.
        let sceneOnly = try Replay(script: recording, frames: 40, captureFrames: [40]).capture(try TestSupport.defaultPlayground())
        #expect(sceneOnly[40] == golden)
        // Replayed with an overlay whose panel is elsewhere (a new look): the scene still follows the recording.
        let moved = try TestSupport.defaultPlayground()
        let overlay = moved.installOverlay()
        overlay.panel.move(by: Point(x: -500, y: 300), within: moved.scene.size)
        try Replay(script: recording, frames: 40).run(moved) { _, _, _ in }
        var scene = Framebuffer(width: 1, height: 1)
        moved.renderScene(into: &scene)
        #expect(scene == golden)
        #expect(session.playground.scene.traces.map(\.state) == moved.scene.traces.map(\.state))
    }
}
