import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// The `m` key: a motion golden test of the last gesture, written as a
/// folder a test target can take as it is.
@Suite("Motion tests written with m")
struct MotionTestTests {
    /// A throw of Box#1 at frame 5, then `keys` at their frames.
    static func script(keys: [(Int, KeyPress)]) -> InputScript {
        var events = TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 300, y: 120), startFrame: 5, frames: 6)
        events += keys.map { ScriptEvent(frame: $0.0, .key($0.1)) }
        return InputScript(events: events, scene: "default", viewport: Viewport(width: 1280, height: 720))
    }

    /// A headless run of `script` whose playground (the overlay on, as in the window) can be made again.
    static func run(_ script: InputScript, frames: Int, canMakeAgain: Bool = true) throws -> (HeadlessSummary, String) {
        let folder = TestSupport.temporaryFolder()
        let make = { () throws(PlaygroundError) -> Playground in
            let playground = Playground(scene: .makeDefault(), font: try Assets.locate().loadFont())
            playground.installOverlay()
            return playground
        }
        var options = HeadlessOptions(script: script, outputDirectory: folder)
        options.frames = frames
        options.captureFrames = []
        options.sceneRecipe = .builtIn(named: "default")
        let summary = try HeadlessSession.run(try make(), options: options, makePlayground: canMakeAgain ? make : nil)
        return (summary, folder)
    }

    static func golden(_ test: String) throws -> String {
        let name = URL(fileURLWithPath: test).lastPathComponent
        return try String(contentsOfFile: test + "/__Snapshots__/\(name)/replaysToTheGoldenMotion.1.motion.json", encoding: .utf8)
    }

    @Test("m after a throw writes the recording, what moved from the press until it rests, a filmstrip and a Swift Testing file")
    func mWritesAFolder() throws {
        let (summary, folder) = try Self.run(Self.script(keys: [(200, KeyPress("m"))]), frames: 200)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = folder + "/motion-tests/DefaultMotion0005"
        let files = try FileManager.default.subpathsOfDirectory(atPath: test).sorted()
        #expect(
            files == [
                "DefaultMotion0005.swift", "__Snapshots__", "__Snapshots__/DefaultMotion0005",
                "__Snapshots__/DefaultMotion0005/replaysToTheGoldenMotion.1.filmstrip.png",
                "__Snapshots__/DefaultMotion0005/replaysToTheGoldenMotion.1.motion.json", "recording.json",
            ])
        let motion = try MotionRecording(json: Array(Self.golden(test).utf8))
        #expect(motion.trackNames == ["Box#1", MotionRecording.runtimeTrackName], "the box the throw moved, and no other")
        #expect(motion.firstFrame == 5, "from the press")
        let last = try #require(motion.frames?.upperBound)
        #expect(last > 11 && last < 200, "until the box rests, well before the key: \(last)")
        let box = try #require(motion.tracks.first)
        let tokens = try #require(box.properties.firstIndex(of: MotionProperty.tokens))
        #expect(box.rows.last?[tokens] == 0 && box.rows.last == box.rows[box.rows.count - 2], "at rest at its last frame")
        #expect(box.rows[box.rows.count - 3] != box.rows[box.rows.count - 2], "and moving the frame before")
        #expect(summary.notices.contains { $0.text == "wrote a motion test of Box#1, frames 5–\(last) (at rest), to \(test)" })

        let recording = try InputScript(contentsOfFile: test + "/recording.json")
        #expect(recording.frameCount == last)
        let source = try String(contentsOfFile: test + "/DefaultMotion0005.swift", encoding: .utf8)
        #expect(source.contains("from its press at\n// frame 5 until every box the gesture moved is at rest, frame \(last)."))
        #expect(source.contains("It covers every box that moved (written with m): Box#1."))
        #expect(source.contains("frames: \(last), from: 5\n"))
        #expect(source.contains("return Scene.builtIn(named: \"default\")!"))
        #expect(!source.contains("{{") && !source.contains("PlaygroundOverlay"))
        let strip = try Framebuffer(contentsOfPNGFile: test + "/__Snapshots__/DefaultMotion0005/replaysToTheGoldenMotion.1.filmstrip.png")
        #expect(strip.width > strip.height * 4, "a strip of frames")
    }

    @Test("The written test's replay, with no overlay, gives its golden byte for byte (the window's replay kept its overlay)")
    func writtenTestReplaysToItsGolden() throws {
        let (_, folder) = try Self.run(Self.script(keys: [(200, KeyPress("m"))]), frames: 200)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = folder + "/motion-tests/DefaultMotion0005"
        let golden = try Self.golden(test)
        let last = try #require(try MotionRecording(json: Array(golden.utf8)).frames?.upperBound)
        let replay = try MotionGoldenReplay.run(
            recording: "recording.json", besideFile: test + "/DefaultMotion0005.swift", scene: .makeDefault(), frames: last, from: 5)
        #expect(replay.motion.jsonText() == golden)
    }

    @Test("M writes every box in the scene; m pressed mid-flight ends at its own frame and says the boxes still moved")
    func allBoxesAndStillMoving() throws {
        let (summary, folder) = try Self.run(Self.script(keys: [(14, KeyPress("m", shift: true)), (15, KeyPress("m"))]), frames: 20)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let every = try MotionRecording(json: Array(Self.golden(folder + "/motion-tests/DefaultMotion0005").utf8))
        #expect(every.trackNames == ["Box#1", "Box#2", "Box#3", "Box#4", "Box#5", "Box#6", MotionRecording.runtimeTrackName])
        #expect(every.frames == 5...14)
        let source = try String(contentsOfFile: folder + "/motion-tests/DefaultMotion0005/DefaultMotion0005.swift", encoding: .utf8)
        #expect(source.contains("boxes: [\"Box#1\", \"Box#2\", \"Box#3\", \"Box#4\", \"Box#5\", \"Box#6\"], frames: 14, from: 5"))
        #expect(source.contains("until m was pressed (the boxes were still moving), frame 14."))
        let moving = try MotionRecording(json: Array(Self.golden(folder + "/motion-tests/DefaultMotion0005_2").utf8))
        #expect(moving.trackNames == ["Box#1", MotionRecording.runtimeTrackName] && moving.frames == 5...15)
        #expect(summary.notices.contains { $0.text.hasPrefix("wrote a motion test of 6 boxes, frames 5–14 (still moving)") })
    }

    @Test("m with no gesture yet, after a press that moved nothing, or where the playground cannot be made again says so and writes nothing")
    func nothingToWrite() throws {
        let early = InputScript(events: [ScriptEvent(frame: 3, .key(KeyPress("m")))], scene: "default", viewport: Viewport(width: 1280, height: 720))
        let (first, a) = try Self.run(early, frames: 5)
        defer { try? FileManager.default.removeItem(atPath: a) }
        #expect(first.notices.contains { $0.text == "no gesture to write a motion test of yet: drag or throw a box, then press m" && !$0.isError })

        var events = TestSupport.drag(from: Point(x: 640, y: 400), by: Point(x: 3, y: 0), startFrame: 2, frames: 2)
        events.append(ScriptEvent(frame: 10, .key(KeyPress("m"))))
        let (second, b) = try Self.run(InputScript(events: events, scene: "default", viewport: Viewport(width: 1280, height: 720)), frames: 10)
        defer { try? FileManager.default.removeItem(atPath: b) }
        #expect(second.notices.contains { $0.text.hasPrefix("the last gesture (frame 2) moved no box") })

        let (third, c) = try Self.run(Self.script(keys: [(30, KeyPress("m"))]), frames: 30, canMakeAgain: false)
        defer { try? FileManager.default.removeItem(atPath: c) }
        #expect(third.notices.contains { $0.isError && $0.text.hasPrefix("a motion test needs a session that can make its playground again") })
        for folder in [a, b, c] { #expect(!FileManager.default.fileExists(atPath: folder + "/motion-tests")) }
    }
}
