import Foundation
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

@Suite("Measuring whole frames headless")
struct FrameStatisticsRunTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.path + "/playground-stats-\(UInt32.random(in: 0...UInt32.max))"
    }

    @Test("A scene measured in motion is thrown again every interval, and those frames are kept apart")
    func inMotionKeepsRethrowsApart() throws {
        let playground = try TestSupport.defaultPlayground()
        let frames = 2 * FrameStatisticsRun.rethrowInterval + 20
        var options = HeadlessOptions(script: FrameStatisticsRun.inMotion(frames: frames), outputDirectory: Self.folder())
        options.frames = frames
        options.captureFrames = []
        defer { try? FileManager.default.removeItem(atPath: options.outputDirectory) }
        let result = try FrameStatisticsRun.measure(playground, options: options, apart: FrameStatisticsRun.rethrowFrames(in: frames))
        #expect(result.rethrowFrames.recordedCount == 2)
        #expect(result.frames.recordedCount + result.rethrowFrames.recordedCount == frames)
        #expect(result.frames.durations.allSatisfy { $0 >= 0 })
        // The last throw was 20 frames ago, so the scene is still moving: the frames measured are frames in motion.
        #expect(playground.needsFrames)
    }

    @Test("A measurement is a headless run: every frame timed, and the script's requests carried out as headless")
    func measurementIsAHeadlessRun() throws {
        let script = InputScript(events: [ScriptEvent(frame: 10, .key(KeyPress("s"))), ScriptEvent(frame: 20, .key(KeyPress("r")))])
        var options = HeadlessOptions(script: script, outputDirectory: Self.folder())
        options.frames = 30
        defer { try? FileManager.default.removeItem(atPath: options.outputDirectory) }
        let measured = try FrameStatisticsRun.measure(try TestSupport.defaultPlayground(), options: options)
        #expect(measured.frames.recordedCount == 30)
        let plain = Self.folder()
        options.outputDirectory = plain
        defer { try? FileManager.default.removeItem(atPath: plain) }
        let headless = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        let names = { (files: [String], folder: String) in files.map { $0.replacingOccurrences(of: folder, with: "out") } }
        #expect(names(measured.run.filesWritten, measured.run.outputDirectory) == names(headless.filesWritten, plain))
        #expect(measured.run.filesWritten.contains { $0.hasSuffix("frame-0010.png") })
        #expect(measured.run.filesWritten.contains { $0.hasSuffix("recording-1.json") })
    }
}
