import Foundation
import Testing

/// Time travel in the real window: scrubbing with the arrows and the strip,
/// saving a past frame, branching, exporting a clip, all driven by xdotool,
/// then the branched recording replayed headless to the same files.
@Suite("End to end: scrubbing and branching in the window under Xvfb", .serialized)
struct TimeTravelEndToEndTests {
    @Test("Throw, pause, scrub back with Left and the strip, save the past frame, export a clip, branch, throw again: the recording replays to the very frames and log")
    func scrubBranchAndReplay() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let live = run.folder + "/live", replayed = run.folder + "/replayed"
        let result = try run.playground(
            ["--out", live, "--record", run.folder + "/session.json"],
            driving: """
                xdotool mousemove --window $W 160 120 mousedown 1 \\
                    mousemove --window $W 180 130 sleep 0.02 mousemove --window $W 230 150 sleep 0.02 \\
                    mousemove --window $W 300 190 sleep 0.02 mousemove --window $W 380 230 sleep 0.02 \\
                    mousemove --window $W 470 270 mouseup 1
                sleep 2.5; xdotool key p
                sleep 0.3; xdotool key Left sleep 0.1 key Left sleep 0.1 key shift+Left
                sleep 0.3; xdotool mousemove --window $W 200 698 click 1
                sleep 0.3; xdotool key s
                sleep 0.3; xdotool key e
                sleep 0.3; xdotool key b
                sleep 0.5; xdotool key p
                sleep 0.2; xdotool mousemove --window $W 480 120 mousedown 1 \\
                    mousemove --window $W 500 140 sleep 0.02 mousemove --window $W 560 180 sleep 0.02 \\
                    mousemove --window $W 640 240 mouseup 1
                sleep 2.5; xdotool key s
                sleep 0.5; xdotool key q
                """)
        #expect(result.status == 0, "playground failed: \(result.output)")
        #expect(result.output.contains("branched at frame"), "\(result.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: live)
        let saved = files.filter { $0.hasPrefix("frame-") }.sorted()
        #expect(saved.count == 2, "a past frame and one after the branch: \(saved)")
        let clip = try #require(files.first { $0.hasPrefix("clip-") }, "e exported a clip: \(files)")
        let clipBytes = try #require(FileManager.default.contents(atPath: live + "/" + clip))
        #expect(clipBytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(clipBytes.range(of: Data("acTL".utf8)) != nil, "animated")

        // The branch cut the recording: what came after the branched frame is gone, so the
        // first saved frame (taken in the past, before branching) is not in it; the second is.
        let replay = try run.playground(["--headless", "--script", run.folder + "/session.json", "--out", replayed], display: false)
        #expect(replay.status == 0, "replay failed: \(replay.output)")
        let replayedFrames = try FileManager.default.contentsOfDirectory(atPath: replayed).filter { $0.hasPrefix("frame-") && $0 != "frame-\(lastFrame(replay.output)).png" }
        #expect(replayedFrames.count == 1, "the frame saved after the branch: \(replayedFrames)")
        for name in replayedFrames + ["log.txt", "log.csv", "scene.txt"] {
            let expected = FileManager.default.contents(atPath: live + "/" + name)
            #expect(expected != nil)
            #expect(FileManager.default.contents(atPath: replayed + "/" + name) == expected, "\(name) differs from the live session's")
        }
    }

    /// The last frame a headless run ran (it writes that frame too), as `0123`.
    func lastFrame(_ output: String) -> String {
        let line = output.split(separator: "\n").first { $0.hasPrefix("ran ") } ?? ""
        let number = line.split(separator: " ").dropFirst().first.map(String.init) ?? "0"
        return String(repeating: "0", count: max(0, 4 - number.count)) + number
    }
}
