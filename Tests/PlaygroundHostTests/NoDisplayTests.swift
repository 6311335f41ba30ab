import Foundation
import Testing

@testable import PlaygroundHost

/// With no display, `playground` says so in one line of its own and replays
/// its demo headless: nothing from SDL or the libraries it probes (libwayland's
/// `XDG_RUNTIME_DIR` complaint) reaches the terminal.
@Suite("No display: one line of ours, no noise", .serialized)
struct NoDisplayTests {
    static let sdlDrivers = ["x11", "wayland", "KMSDRM", "offscreen", "dummy", "evdev"]

    @Test("With nothing set, SDL tries the drivers that could show a window: no Wayland without a runtime folder, no drivers that show nothing")
    func nothingSet() {
        let chosen = VideoDriverChoice.candidates(available: Self.sdlDrivers) { _ in nil }
        #expect(chosen == ["x11", "KMSDRM"])
    }

    @Test("Wayland is tried when libwayland could find a compositor: a runtime folder, an absolute WAYLAND_DISPLAY or an inherited socket")
    func waylandWhenReachable() {
        for environment in [["XDG_RUNTIME_DIR": "/run/user/1000"], ["WAYLAND_DISPLAY": "/tmp/wayland-1"], ["WAYLAND_SOCKET": "5"]] {
            let chosen = VideoDriverChoice.candidates(available: Self.sdlDrivers) { environment[$0] }
            #expect(chosen == ["x11", "wayland", "KMSDRM"], "\(environment)")
        }
        // A relative runtime folder or display name is one libwayland refuses, with its message.
        let relative = ["XDG_RUNTIME_DIR": "run", "WAYLAND_DISPLAY": "wayland-0"]
        #expect(VideoDriverChoice.candidates(available: Self.sdlDrivers) { relative[$0] } == ["x11", "KMSDRM"])
    }

    @Test("A driver named in SDL_VIDEODRIVER is SDL's to choose, as given; an empty one is not a choice")
    func namedDriverIsRespected() {
        #expect(VideoDriverChoice.candidates(available: Self.sdlDrivers) { $0 == "SDL_VIDEODRIVER" ? "dummy" : nil } == nil)
        #expect(VideoDriverChoice.candidates(available: Self.sdlDrivers) { $0 == "SDL_VIDEODRIVER" ? "" : nil } == ["x11", "KMSDRM"])
    }

    @Test(
        "The built playground with no display prints our fallback line and its files on stdout, and nothing on stderr",
        arguments: [nil, "x11"])
    func fallbackIsQuiet(driver: String?) throws {
        let executable = try #require(XvfbRun.playgroundExecutable(), "build the playground first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-display-\(getpid())-\(driver ?? "none")").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"] {
            environment[name] = nil
        }
        environment["SDL_VIDEODRIVER"] = driver
        let run = try Self.run(executable, ["--frames", "5", "--out", folder], environment: environment)

        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.isEmpty, "stderr: \(run.errors)")
        let first = run.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("running the bundled demo script headless instead"), "\(run.output)")
        #expect(first.hasPrefix(driver == nil ? "no display to open a window on" : "SDL could not start its video subsystem"), "\(first)")
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0005.png"))
    }

    /// Runs `executable`, its standard output and standard error apart (standard error
    /// through a file, so neither can fill a pipe and stall the process).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], in directory: String? = nil) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("no-display-stderr-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        _ = FileManager.default.createFile(atPath: errorsFile, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorsFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsFile))
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, try String(contentsOfFile: errorsFile, encoding: .utf8))
    }
}
