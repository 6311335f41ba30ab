import Canvas
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing
import TraceKit

/// Nothing is lost: writes that fail are shown and the session goes on, and
/// the end of a session writes everything that can be written.
@Suite("Session output: failed writes, removed folders and the complete log")
struct SessionOutputTests {
    private func session(in folder: String) throws -> LiveSession {
        let playground = try TestSupport.defaultPlayground()
        playground.installOverlay()
        return LiveSession(
            playground: playground, output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 1280, height: 720), refreshRate: 60, sceneName: "default"
        )
    }

    private func run(_ session: LiveSession, keys: [Int: String], frames: ClosedRange<Int>) {
        for frame in frames {
            if let key = keys[frame] { session.receive(.key(KeyPress(key))) }
            session.runFrame(interval: 1.0 / 60, now: Double(frame) / 60)
        }
    }

    @Test("With the output folder removed mid-session, s creates it again, and the end restores the whole log")
    func folderRemovedMidSession() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try session(in: folder)
        run(session, keys: [3: "p"], frames: 1...5)
        try FileManager.default.removeItem(atPath: folder)
        run(session, keys: [6: "s", 8: "1"], frames: 6...10)
        session.output.finishBackgroundWrites()  // frames are encoded off the loop
        run(session, keys: [:], frames: 11...11)
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0006.png"))
        #expect(session.notices.notices.map(\.text) == ["saved \(folder)/frame-0006.png"])

        let summary = session.finish()
        #expect(summary.failures.isEmpty)
        let log = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8)
        #expect(log.contains("#1 @ 0.000s [PERF] didCreatePerformer TossablePerformer for Box#1"), "the entries before the removal are back")
        #expect(log.hasSuffix("========   End Item Logger Session   ========\n"))
        #expect(FileManager.default.fileExists(atPath: folder + "/scene.txt"))
    }

    @Test("A write that fails is a notice naming the path and the reason; the session goes on, and its end names what could not be written")
    func failedWritesAreShown() throws {
        let folder = TestSupport.temporaryFolder(), recording = TestSupport.temporaryFolder("elsewhere") + "/deep/session.json"
        defer { for path in [folder, recording] { try? FileManager.default.removeItem(atPath: path) } }
        let session = try session(in: folder)
        session.recordPath = recording
        run(session, keys: [:], frames: 1...3)
        // The folder becomes a file: nothing can be written into it any more.
        try FileManager.default.removeItem(atPath: folder)
        _ = FileManager.default.createFile(atPath: folder, contents: Data("not a folder".utf8))
        run(session, keys: [4: "s", 5: "r"], frames: 4...8)

        let texts = session.notices.notices.map(\.text)
        #expect(texts.count == 2)
        #expect(texts.first == "could not write \(folder)/frame-0004.png: cannot create \(folder): exists and is not a folder")
        #expect(session.notices.notices.allSatisfy { $0.isError })
        #expect(session.playground.frameNumber == 8, "the session went on")

        let summary = session.finish()
        #expect(FileManager.default.fileExists(atPath: recording), "the recording does not depend on the output folder")
        let failed = Set(summary.failures.map { URL(fileURLWithPath: $0.path).lastPathComponent })
        #expect(failed.isSuperset(of: ["frame-0004.png", "recording-1.json", "log.txt", "log.csv", "scene.txt"]))
        #expect(summary.filesWritten == [recording])
    }

    @Test("Stopping a trace whose report cannot be written says why in a notice, and the session goes on")
    func traceReportFailure() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try session(in: folder)
        try FileManager.default.removeItem(atPath: folder)
        _ = FileManager.default.createFile(atPath: folder, contents: Data())
        session.playground.send(.toggleTrace(named: session.playground.scene.traces[0].trace.name))
        session.runFrame(interval: 1.0 / 60, now: 0)  // the command, from the panel, is sent
        session.runFrame(interval: 1.0 / 60, now: 0)  // and handled: the trace stops, its report is asked for
        #expect(!session.playground.scene.traces[0].isRunning)
        let notice = try #require(session.notices.notices.first)
        #expect(notice.isError && notice.text.contains("trace-toss-box-1-into-an-anchor.txt"))
        #expect(session.playground.frameNumber == 2, "the session went on")
    }

    @Test("The log file keeps every entry of the stress scene, from its creation on, though memory keeps only the newest 10,000")
    func logKeepsEverything() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let playground = Playground(scene: .makeStress(count: 3_000), font: try TestSupport.font())
        _ = try HeadlessSession.run(
            playground,
            options: {
                var options = HeadlessOptions(script: InputScript(), outputDirectory: folder)
                options.frames = 30
                options.captureFrames = []
                return options
            }())
        let logger = playground.scene.logger
        #expect(logger.droppedCount > 0, "memory kept only the newest entries")
        let lines = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8).split(separator: "\n")
        let entries = lines.filter { $0.hasPrefix("#") }
        #expect(entries.count == logger.lastSequence)
        #expect(entries.first?.hasPrefix("#1 @") == true)
        #expect(entries.last?.hasPrefix("#\(logger.lastSequence) @") == true)
        let rows = try String(contentsOfFile: folder + "/log.csv", encoding: .utf8).split(separator: "\r\n")
        #expect(rows.first == "sequence,time,badge,item,kind,target,properties")
        #expect(rows.count == logger.lastSequence + 1)
    }
}

@Suite("The log archive's lines")
struct LogArchiveLineTests {
    @Test("Each streamed line is exactly the logger's own description of the entry, and each CSV row keeps its fields, quoted where needed")
    func linesMatchTheLogger() throws {
        let clock = ManualClock()
        let logger = ItemLogger(maxEntries: 100, clock: clock)
        logger.start()
        var writer = _LogLineWriter()
        var entries: [LoggedItem] = []
        _ = logger.itemLogged.listen { _ in }
        logger.log(genericItem: AnyTraceEquatable("a note, with \"quotes\""), properties: ["target": "Box#1", "extra": 3], emojiToPrepend: "LOG")
        clock.advance(by: 1.2345)
        logger.log(genericItem: AnyTraceEquatable(42))
        clock.advance(by: 120)
        logger.log(genericItem: AnyTraceEquatable(["b": 2, "a": 1]), properties: ["kind": "didAddPlan"], emojiToPrepend: "PLAN")
        entries = logger.loggedItems
        for entry in entries {
            writer.format(entry)
            #expect(String(decoding: writer.line, as: UTF8.self) == entry.description + "\n")
        }
        writer.format(entries[0])
        #expect(String(decoding: writer.row, as: UTF8.self) == "1,0.000000,LOG,\"a note, with \"\"quotes\"\"\",,Box#1,extra: 3\r\n")
        writer.format(entries[2])
        #expect(String(decoding: writer.row, as: UTF8.self) == "3,121.234500,PLAN,\"[\"\"a\"\": 1, \"\"b\"\": 2]\",didAddPlan,,\r\n")
    }

    @Test("A runtime event's line, written from its fields as bytes, is the logger's description of it, for every event of a scene and a description given by hand")
    func runtimeEventLinesMatchTheLogger() throws {
        let playground = try TestSupport.defaultPlayground()
        var writer = _LogLineWriter()
        var entries = playground.scene.logger.loggedItems
        #expect(entries.contains { $0.runtimeEvent?.kind == .didAddNamedPlan || $0.runtimeEvent?.kind == .didAddPlan })
        var event = try #require(entries.last?.runtimeEvent)
        event.description = "given, by \"hand\""
        playground.scene.logger.log(genericItem: AnyTraceEquatable(event))
        entries.append(try #require(playground.scene.logger.loggedItems.last))
        for entry in entries {
            writer.format(entry)
            #expect(String(decoding: writer.line, as: UTF8.self) == entry.description + "\n")
        }
        #expect(String(decoding: writer.row, as: UTF8.self).contains("\"given, by \"\"hand\"\"\""))
    }
}
