import Foundation
import Testing

/// Starts the real `playground` executable in a real X server (Xvfb) with the
/// x11 video driver and a vsync renderer, drives a drag into it with a
/// script, and checks what it did from the outside.
@Suite("End to end: the playground under Xvfb", .serialized)
struct EndToEndTests {
    @Test("The playground opens a window, the scripted drag moves Box#1, its token starts and ends, and it exits cleanly")
    func dragUnderXvfb() throws {
        let xvfbRun = try #require(
            Self.findExecutable("xvfb-run"),
            "xvfb-run is missing: install the xvfb package (make test does)"
        )
        let playground = try #require(Self.playgroundExecutable(), "build the playground first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-e2e-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/drag.json"
        try Self.dragScript.write(toFile: script, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfbRun)
        process.arguments = ["-a", "-s", "-screen 0 1280x720x24", playground, "--script", script, "--out", folder + "/out"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "x11"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "playground failed: \(text)")
        #expect(text.contains("on x11/"), "it ran on the x11 driver: \(text)")
        let log = try String(contentsOfFile: folder + "/out/log.txt", encoding: .utf8)
        #expect(log.contains("didStartToken token#1 (drag) by DragPerformer on Box#1"))
        #expect(log.contains("didEndToken token#1 (drag) by DragPerformer on Box#1"))
        let state = try String(contentsOfFile: folder + "/out/scene.txt", encoding: .utf8)
        let box1 = state.split(separator: "\n").first { $0.hasPrefix("Box#1 ") }
        #expect(box1 != nil)
        #expect(box1?.contains("position=(160, 120)") == false, "Box#1 moved: \(box1 ?? "")")
        #expect(FileManager.default.fileExists(atPath: folder + "/out/frame-0090.png"))
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

    /// The `playground` binary built next to this test bundle.
    static func playgroundExecutable() -> String? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("playground").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let fallback = FileManager.default.currentDirectoryPath + "/.build/debug/playground"
        return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
