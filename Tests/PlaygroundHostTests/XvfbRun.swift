import Foundation
import PlaygroundTestSupport
import Testing

/// Runs the built `playground` in a fresh Xvfb server with the x11 driver,
/// optionally driven by a shell fragment of xdotool commands.
///
/// The fragment runs once the window is mapped, with `$W` the window's id
/// and `$PID` the playground's process; the playground is waited for after
/// it (a fragment should end the session, with `xdotool key q` or a signal).
struct XvfbRun {
    /// A fresh temporary folder for the run's files.
    let folder: String
    let xvfbRun: String
    let executable: String

    init() throws {
        xvfbRun = try #require(Self.findExecutable("xvfb-run"), "xvfb-run is missing: install the xvfb package (make test does)")
        _ = try #require(Self.findExecutable("xdotool"), "xdotool is missing: install it (make test does)")
        executable = try #require(Self.playgroundExecutable(), "build the playground first (swift build)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs the playground with `arguments`: under Xvfb (driven by `driving`, if given, once the
    /// window titled `window` is mapped), or without a display.
    func playground(
        _ arguments: [String], driving: String? = nil, display: Bool = true, window: String = "Motion Playground"
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        var environment = ProcessInfo.processInfo.environment
        let quoted = ([executable] + arguments).map { "'\($0)'" }.joined(separator: " ")
        if !display {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else if let driving {
            let driver = folder + "/drive-\(UInt32.random(in: 0...UInt32.max)).sh"
            try """
            #!/bin/bash
            \(quoted) > "\(folder)/playground.out" 2>&1 &
            PID=$!
            W=$(xdotool search --sync --onlyvisible --name "\(window)" | head -1)
            sleep 0.5
            \(driving)
            wait $PID
            STATUS=$?
            cat "\(folder)/playground.out"
            exit $STATUS
            """.write(toFile: driver, atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: xvfbRun)
            process.arguments = ["-a", "-s", "-screen 0 1280x720x24", "/bin/bash", driver]
        } else {
            process.executableURL = URL(fileURLWithPath: xvfbRun)
            process.arguments = ["-a", "-s", "-screen 0 1280x720x24", executable] + arguments
        }
        environment["SDL_VIDEODRIVER"] = display ? "x11" : "dummy"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The `playground` binary built next to this test bundle.
    static func playgroundExecutable() -> String? {
        TestSupport.playgroundExecutable()
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
