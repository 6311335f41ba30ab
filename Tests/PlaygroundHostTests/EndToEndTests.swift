import Foundation
import Testing

/// Starts the real `playground` executable in a real X server (Xvfb) with the
/// x11 video driver, drives it with a real X input client (xdotool) as a
/// person would, and checks from the outside what it did, and that its
/// recording replays headless to the very same files.
@Suite("End to end: the playground under Xvfb, driven by xdotool", .serialized)
struct EndToEndTests {
    @Test("A scripted drag moves Box#1, its token starts and ends, and the playground exits cleanly")
    func scriptedDrag() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let script = run.folder + "/drag.json"
        try Self.dragScript.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try run.playground(["--script", script, "--out", run.folder + "/out"])

        #expect(result.status == 0, "playground failed: \(result.output)")
        #expect(result.output.contains("on x11/"), "it ran on the x11 driver: \(result.output)")
        let log = try String(contentsOfFile: run.folder + "/out/log.txt", encoding: .utf8)
        #expect(log.contains("didStartToken token#1 (drag) by DragPerformer on Box#1"))
        #expect(log.contains("didEndToken token#1 (drag) by DragPerformer on Box#1"))
        let state = try String(contentsOfFile: run.folder + "/out/scene.txt", encoding: .utf8)
        let box1 = state.split(separator: "\n").first { $0.hasPrefix("Box#1 ") }
        #expect(box1?.contains("position=(160, 120)") == false, "Box#1 moved: \(box1 ?? "")")
        #expect(FileManager.default.fileExists(atPath: run.folder + "/out/frame-0090.png"))
    }

    @Test("A session driven with a real X client (throw, save in flight, slow motion, inspect, pause, step, resize, save at rest) replays headless to the same frames and log, byte for byte")
    func liveSessionReplaysExactly() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let live = run.folder + "/live", replayed = run.folder + "/replayed"
        let result = try run.playground(
            ["--out", live, "--record", run.folder + "/session.json"],
            driving: """
                xdotool mousemove --window $W 160 600 mousedown 1 \\
                    mousemove --window $W 170 540 sleep 0.01 mousemove --window $W 190 540 sleep 0.01 \\
                    mousemove --window $W 230 540 sleep 0.01 mousemove --window $W 290 540 sleep 0.01 \\
                    mousemove --window $W 370 540 sleep 0.01 mousemove --window $W 470 540 mouseup 1
                sleep 0.15; xdotool key s
                sleep 0.2; xdotool key 2
                sleep 0.3; xdotool mousemove --window $W 480 120 click 3
                sleep 0.4; xdotool key p
                sleep 0.3; xdotool key period; sleep 0.1; xdotool key period
                sleep 0.3; xdotool key 1
                xdotool windowsize $W 900 600
                sleep 3; xdotool key s
                sleep 0.5; xdotool key q
                """)
        #expect(result.status == 0, "playground failed: \(result.output)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: live).filter { $0.hasPrefix("frame-") }.sorted()
        #expect(saved.count == 2, "two frames saved with s: \(saved)")
        let recording = try String(contentsOfFile: run.folder + "/session.json", encoding: .utf8)
        #expect(recording.contains("\"type\": \"resize\", \"width\": 900, \"height\": 600"))
        #expect(recording.contains("\"button\": \"secondary\""))

        let replay = try run.playground(["--headless", "--script", run.folder + "/session.json", "--out", replayed], display: false)
        #expect(replay.status == 0, "replay failed: \(replay.output)")
        for name in saved + ["log.txt", "log.csv", "scene.txt"] {
            let expected = FileManager.default.contents(atPath: live + "/" + name)
            #expect(expected != nil)
            #expect(FileManager.default.contents(atPath: replayed + "/" + name) == expected, "\(name) differs from the live session's")
        }
    }

    @Test("SIGTERM mid-drag quits like closing the window: the drag ends, every file is written, and the recording replays to the same log")
    func terminatedSessionWritesEverything() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let live = run.folder + "/live", replayed = run.folder + "/replayed"
        let result = try run.playground(
            ["--out", live, "--record", run.folder + "/session.json"],
            driving: """
                xdotool mousemove --window $W 480 120 mousedown 1
                sleep 0.1; xdotool mousemove --window $W 520 160; sleep 0.1; xdotool mousemove --window $W 560 200
                sleep 0.3; kill -TERM $PID
                """)
        #expect(result.status == 0, "playground failed: \(result.output)")
        let log = try String(contentsOfFile: live + "/log.txt", encoding: .utf8)
        #expect(log.contains("didStartToken token#1 (drag) by DragPerformer on Box#2"))
        #expect(log.contains("didEndToken token#1 (drag) by DragPerformer on Box#2"))
        for name in ["log.csv", "scene.txt", "trace-toss-box-1-into-an-anchor.json"] {
            #expect(FileManager.default.fileExists(atPath: live + "/" + name), "\(name) was written")
        }
        let replay = try run.playground(["--headless", "--script", run.folder + "/session.json", "--out", replayed], display: false)
        #expect(replay.status == 0, "replay failed: \(replay.output)")
        #expect(FileManager.default.contents(atPath: replayed + "/log.txt") == FileManager.default.contents(atPath: live + "/log.txt"))
    }

    @Test("Paused with a fling in flight, the window does not redraw: it uses next to no CPU until resumed")
    func pausedWindowSleeps() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let result = try run.playground(
            ["--out", run.folder + "/out"],
            driving: """
                xdotool key x sleep 0.1 key p
                sleep 1
                ticks() { awk '{ print $14 + $15 }' /proc/$PID/stat; }
                BEFORE=$(ticks); sleep 3; AFTER=$(ticks)
                echo "PAUSED_TICKS=$((AFTER - BEFORE))"
                xdotool key p; sleep 3; xdotool key q
                """)
        #expect(result.status == 0, "playground failed: \(result.output)")
        let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("PAUSED_TICKS=") })
        let ticks = try #require(Int(line.dropFirst("PAUSED_TICKS=".count)))
        // 3 s at 100 ticks a second is 300 ticks of one core; drawing at 60 Hz took about 200 here.
        #expect(ticks <= 9, "paused for 3 s, the playground used \(ticks) ticks (under 3 % of a core is the bar)")
        let log = try String(contentsOfFile: run.folder + "/out/log.txt", encoding: .utf8)
        #expect(log.contains("didEndToken token#1 (spring) by AnimationPerformer on Box#1"), "after resuming, time went on")
    }

    @Test("Alt-drag on a box with a real X client pinches and turns it about its centre, and the session (recorded as fingers) replays to the same frame and log")
    func altDragPinchesAndTurns() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let live = run.folder + "/live", replayed = run.folder + "/replayed"
        // Box#2's centre is (480, 120): grab 30 px right of it, circle out to 60 px below it (2×, a quarter turn).
        let result = try run.playground(
            ["--out", live, "--record", run.folder + "/session.json"],
            driving: """
                xdotool mousemove --window $W 510 120 keydown alt mousedown 1 \\
                    mousemove --window $W 515 130 sleep 0.03 mousemove --window $W 520 145 sleep 0.03 \\
                    mousemove --window $W 525 160 sleep 0.03 mousemove --window $W 515 170 sleep 0.03 \\
                    mousemove --window $W 500 175 sleep 0.03 mousemove --window $W 480 180 sleep 0.1 \\
                    mouseup 1 keyup alt
                sleep 0.5; xdotool key s
                sleep 0.3; xdotool key q
                """)
        #expect(result.status == 0, "playground failed: \(result.output)")
        let state = try String(contentsOfFile: live + "/scene.txt", encoding: .utf8)
        let box2 = try #require(state.split(separator: "\n").first { $0.hasPrefix("Box#2 ") })
        #expect(box2.contains("position=(480, 120) scale=2 rotation=1.57"), "pinched 2× and turned a quarter: \(box2)")
        let recording = try String(contentsOfFile: run.folder + "/session.json", encoding: .utf8)
        #expect(recording.contains("\"type\": \"fingerMove\", \"id\": 101"))
        #expect(!recording.contains("pointerDown"), "the mouse's fingers are recorded as fingers")

        let replay = try run.playground(["--headless", "--script", run.folder + "/session.json", "--out", replayed], display: false)
        #expect(replay.status == 0, "replay failed: \(replay.output)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: live).filter { $0.hasPrefix("frame-") }
        #expect(saved.count == 1)
        for name in saved + ["log.txt", "scene.txt"] {
            #expect(
                FileManager.default.contents(atPath: replayed + "/" + name) == FileManager.default.contents(atPath: live + "/" + name),
                "\(name) differs from the live session's")
        }
    }

    @Test("Tuning in the real window (a slider dragged, a number typed, a throw, a throw again, w) records tune events and replays headless to the same log, state and tuning.swift, byte for byte")
    func tuningSessionReplaysExactly() throws {
        let run = try XvfbRun()
        defer { run.cleanUp() }
        let live = run.folder + "/live", replayed = run.folder + "/replayed"
        // The panel is docked top right: the Tune tab's stiffness slider runs along y 136, damping's number is at (1224, 156).
        let result = try run.playground(
            ["--out", live, "--record", run.folder + "/session.json"],
            driving: """
                xdotool mousemove --window $W 160 120 click 3; sleep 0.3; xdotool key Tab; sleep 0.3
                xdotool mousemove --window $W 1060 136 mousedown 1 sleep 0.05 mousemove --window $W 1000 136 sleep 0.05 mouseup 1
                sleep 0.3; xdotool mousemove --window $W 1224 156 click 1; sleep 0.2
                xdotool type --delay 50 "3.5"; xdotool key Return; sleep 0.3
                xdotool mousemove --window $W 160 120 mousedown 1 \\
                    mousemove --window $W 175 130 sleep 0.01 mousemove --window $W 200 150 sleep 0.01 \\
                    mousemove --window $W 230 170 sleep 0.01 mouseup 1
                sleep 2; xdotool mousemove --window $W 1100 136 click 1; sleep 0.3; xdotool key a
                sleep 2; xdotool key w; sleep 0.3; xdotool key q
                """)
        #expect(result.status == 0, "playground failed: \(result.output)")
        let recording = try String(contentsOfFile: run.folder + "/session.json", encoding: .utf8)
        #expect(recording.contains(#""type": "tune", "target": "Box#1""#))
        #expect(recording.contains(#""damping": 3.5"#), "the typed number")
        #expect(recording.contains(#""type": "key", "key": "a""#))
        #expect(result.output.contains("wrote the tuning of 1 box to "), "w said so: \(result.output)")

        let replay = try run.playground(["--headless", "--script", run.folder + "/session.json", "--out", replayed], display: false)
        #expect(replay.status == 0, "replay failed: \(replay.output)")
        for name in ["log.txt", "scene.txt", "tuning.swift"] {
            let expected = FileManager.default.contents(atPath: live + "/" + name)
            #expect(expected != nil, "\(name) was written")
            #expect(FileManager.default.contents(atPath: replayed + "/" + name) == expected, "\(name) differs from the live session's")
        }
    }

    /// Drag Box#1 (at (160, 120)) right and down, save frame 90, quit at frame 91.
    static var dragScript: String {
        var events = [#"{"frame": 5, "type": "pointerDown", "x": 160, "y": 120}"#]
        for step in 1...15 {
            events.append(#"{"frame": \#(5 + step), "type": "pointerMove", "x": \#(160 + step * 20), "y": \#(120 + step * 8)}"#)
        }
        events.append(#"{"frame": 21, "type": "pointerUp", "x": 460, "y": 240}"#)
        events.append(#"{"frame": 90, "type": "key", "key": "s"}"#)
        events.append(#"{"frame": 91, "type": "quit"}"#)
        return #"{"version": 1, "events": ["# + events.joined(separator: ",\n") + "]}"
    }
}
