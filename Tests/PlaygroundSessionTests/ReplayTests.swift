import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

@Suite("Headless replay")
struct ReplayTests {
    @Test("The same script replayed twice gives byte-identical frames and logs")
    func replaysAreDeterministic() throws {
        let script = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
        var outputs: [[String: Data]] = []
        for _ in 0..<2 {
            let folder = TestSupport.temporaryFolder()
            var options = HeadlessOptions(script: script, outputDirectory: folder)
            options.captureFrames = [20, 60, 140, 200]
            let summary = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
            var files: [String: Data] = [:]
            for path in summary.filesWritten {
                files[String(path.dropFirst(folder.count))] = FileManager.default.contents(atPath: path)
            }
            outputs.append(files)
            try? FileManager.default.removeItem(atPath: folder)
        }
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        #expect(outputs[0].count == 4 + 2 + 4 + 1, "4 frames, log.txt/csv, 2 traces × txt/json, scene.txt")
        for (name, data) in outputs[0] {
            #expect(outputs[1][name] == data, "\(name) differs between runs")
        }
    }

    @Test("--record headless: a script becomes a recording, and that recording replayed records itself byte for byte")
    func headlessRecordingRoundTrips() throws {
        let demo = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = HeadlessOptions(script: demo, outputDirectory: folder + "/first")
        options.recordPath = folder + "/recording.json"
        options.captureFrames = []
        let first = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        #expect(first.filesWritten.contains(folder + "/recording.json"))
        let recording = try InputScript(contentsOfFile: folder + "/recording.json")
        #expect(recording.frameCount == first.frames, "the recording covers every frame run")

        options = HeadlessOptions(script: recording, outputDirectory: folder + "/second")
        options.recordPath = folder + "/again.json"
        options.captureFrames = []
        _ = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/recording.json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/again.json")) == written)
    }

    @Test("A capture beyond the last frame is refused before anything runs")
    func captureBeyondTheEnd() {
        #expect(throws: PlaygroundError.usage("capture frame 200 is beyond the end: the run has 120 frames")) {
            try Replay(script: InputScript(), frames: 120, captureFrames: [30, 200])
        }
    }

    @Test("A run shorter than its script plays the frames asked for and counts the events it did not play")
    func eventsAfterTheEnd() throws {
        let script = InputScript(events: [ScriptEvent(frame: 3, .focusLost), ScriptEvent(frame: 300, .focusLost), ScriptEvent(frame: 301, .quit)])
        let replay = try Replay(script: script, frames: 120)
        #expect(replay.unplayedEventCount == 2)
        #expect(replay.run(try TestSupport.defaultPlayground()) { _, _, _ in } == 120)
    }

    @Test("A run of zero or fewer frames is refused with one line")
    func zeroFrames() {
        #expect(throws: PlaygroundError.usage("--frames must be 1 or more, got 0")) { try Replay(script: InputScript(), frames: 0) }
        #expect(throws: PlaygroundError.usage("--frames must be 1 or more, got -5")) { try Replay(script: InputScript(), frames: -5) }
    }

    @Test("A capture after a scripted quit is refused: it would never be written")
    func captureAfterQuit() {
        let script = InputScript(events: [ScriptEvent(frame: 50, .quit)])
        #expect(throws: PlaygroundError.usage("capture frame 60 is never reached: the script quits at frame 50")) {
            try Replay(script: script, frames: 100, captureFrames: [60])
        }
    }

    @Test("A scripted quit ends the run on its frame")
    func quitEndsTheRun() throws {
        let script = InputScript(events: [ScriptEvent(frame: 7, .quit)])
        let replay = try Replay(script: script, frames: 100)
        let framesRun = replay.run(try TestSupport.defaultPlayground()) { _, _, _ in }
        #expect(framesRun == 7)
    }

    @Test("An output folder that cannot be created fails with one clear line")
    func unwritableOutputFolder() throws {
        let file = TestSupport.temporaryFolder() + ".txt"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }

        #expect(throws: PlaygroundError.file("\(file): cannot use it as the output folder (exists and is not a folder)")) {
            try SessionOutput.prepare(path: file)
        }
        // Inside a file, what is in the way is named, named (`--out /dev/null/x`), at any depth.
        #expect(throws: PlaygroundError.file("\(file)/inside: cannot use it as the output folder (\(file) is not a folder)")) {
            try SessionOutput.prepare(path: file + "/inside")
        }
        #expect(throws: PlaygroundError.file("\(file)/a/b: cannot use it as the output folder (\(file) is not a folder)")) {
            try SessionOutput.prepare(path: file + "/a/b")
        }
        #expect(throws: PlaygroundError.file("/dev/null/x: cannot use it as the output folder (/dev/null is not a folder)")) {
            try SessionOutput.prepare(path: "/dev/null/x")
        }
    }

    @Test("A dragged and thrown box ends somewhere else, and the drag's token starts and ends in the log")
    func dragMovesABox() throws {
        let playground = try TestSupport.defaultPlayground()
        let box = try #require(playground.scene.box(named: "Box#5"))
        let start = box.position
        let script = InputScript(events: TestSupport.drag(from: start, by: Point(x: 300, y: -200), startFrame: 5, frames: 12))
        try Replay(script: script, frames: 200).run(playground) { _, _, _ in }

        #expect(box.position != start)
        #expect(!playground.scene.runtime.isActive, "everything settled")
        let lines = playground.scene.logger.loggedItems.map(\.item.description)
        #expect(lines.contains("didStartToken token#1 (drag) by DragPerformer on Box#5"))
        #expect(lines.contains { $0.hasPrefix("didEndToken token#1 (drag)") })
        #expect(lines.last == "runtimeActivityDidChange idle")
    }
}
