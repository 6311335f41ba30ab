import Foundation
@testable import PlaygroundCLI
import PlaygroundTestSupport
import Testing

/// `--watch`'s parts that do not need a window: what it watches, how it reads
/// a build's error and a crash, and what it says to the window it runs.
@Suite("Watch: saves seen, builds read, crashes summed up", .serialized)
struct WatchTests {
    /// A package folder with `Package.swift` and one source file.
    private func package(_ name: String = #function) throws -> String {
        let folder = TestSupport.temporaryFolder(name)
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Kit", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.1\n".write(toFile: folder + "/Package.swift", atomically: false, encoding: .utf8)
        try "let a = 1\n".write(toFile: folder + "/Sources/Kit/A.swift", atomically: false, encoding: .utf8)
        return folder
    }

    private func save(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test("A save under Sources/ is one change, named, and a burst of saves is one change too")
    func savesAreSeen() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var watcher = try SourceWatcher(package: folder)
        #expect(watcher.waitForChange(timeout: 0.05) == nil, "nothing saved, nothing seen")
        for value in 2...4 { try save("let a = \(value)\n", to: folder + "/Sources/Kit/A.swift") }
        let change = watcher.waitForChange(timeout: 2)
        #expect(change?.files == [folder + "/Sources/Kit/A.swift"])
        #expect(watcher.waitForChange(timeout: 0.3) == nil, "the burst was one change")
    }

    @Test("Package.swift counts, files beside it do not; a folder made later is watched; an editor's scratch files are not changes")
    func whatCounts() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var watcher = try SourceWatcher(package: folder)
        try save("notes", to: folder + "/NOTES.md")
        try save("swap", to: folder + "/Sources/Kit/.A.swift.swp")
        try save("", to: folder + "/Sources/Kit/4913")  // vim's probe
        try save("backup", to: folder + "/Sources/Kit/A.swift~")
        #expect(watcher.waitForChange(timeout: 0.4) == nil)

        try save("// swift-tools-version: 6.1\n// edited\n", to: folder + "/Package.swift")
        #expect(watcher.waitForChange(timeout: 2)?.files == [folder + "/Package.swift"])

        try FileManager.default.createDirectory(atPath: folder + "/Sources/Kit/Physics", withIntermediateDirectories: true)
        _ = watcher.waitForChange(timeout: 0.4)  // the folder itself is no change
        try save("let b = 1\n", to: folder + "/Sources/Kit/Physics/B.swift")
        #expect(watcher.waitForChange(timeout: 2)?.files == [folder + "/Sources/Kit/Physics/B.swift"])
    }

    @Test("sed -i's way of saving (a temporary file renamed over the source) is a change of the source alone")
    func renamedOver() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var watcher = try SourceWatcher(package: folder)
        try save("let a = 9\n", to: folder + "/Sources/Kit/sedX1b2c3")
        try FileManager.default.removeItem(atPath: folder + "/Sources/Kit/A.swift")
        try FileManager.default.moveItem(atPath: folder + "/Sources/Kit/sedX1b2c3", toPath: folder + "/Sources/Kit/A.swift")
        #expect(watcher.waitForChange(timeout: 2)?.files == [folder + "/Sources/Kit/A.swift"])
    }

    @Test("The compiler's first error, relative to the package; a manifest's or linker's error line; nothing when there is none")
    func firstError() {
        let output = """
            Building for debugging...
            /home/me/motion/Sources/MotionKit/Orbit.swift:12:30: error: expected ')' in expression list
            /home/me/motion/Sources/MotionKit/Orbit.swift:12:9: note: to match this opening '('
            /home/me/motion/Sources/MotionKit/Spin.swift:3:5: error: cannot find 'x' in scope
            """
        #expect(PackageBuild.firstError(in: output, package: "/home/me/motion") == "Sources/MotionKit/Orbit.swift:12: expected ')' in expression list")
        #expect(PackageBuild.firstError(in: "error: no such product 'Motions'\n", package: "/p") == "no such product 'Motions'")
        #expect(PackageBuild.firstError(in: "Build complete!\n", package: "/p") == nil)
    }

    @Test("A build's steps read as progress; its other lines do not")
    func buildSteps() {
        #expect(PackageBuild.step(in: "[12/40] Compiling MotionKit Orbit.swift") == "12/40 Compiling MotionKit Orbit.swift")
        #expect(PackageBuild.step(in: "[3/3] Linking Motion") == "3/3 Linking Motion")
        #expect(PackageBuild.step(in: "Building for debugging...") == nil)
        #expect(PackageBuild.step(in: "[warning] something") == nil)
    }

    @Test("The build goes where the running executable came from: the same scratch folder and configuration")
    func buildCommand() {
        let debug = PackageBuild(package: "/p", executable: "/tmp/scratch/x86_64-unknown-linux-gnu/debug/Motion", isRelease: false)
        #expect(debug.product == "Motion")
        #expect(debug.command == ["swift", "build", "--product", "Motion", "--scratch-path", "/tmp/scratch"])
        let release = PackageBuild(package: "/p", executable: "/p/.build/x86_64-unknown-linux-gnu/release/Motion", isRelease: true)
        #expect(release.command == ["swift", "build", "--product", "Motion", "--scratch-path", "/p/.build", "-c", "release"])
    }

    @Test("A crashed build's output is read back in whole lines, however the pipe cut it, so its report finds the frames")
    func outputInWholeLines() {
        var printed = OutputLines(limit: 3)
        // The backtracer writes a frame in pieces, and stdout's line may arrive between them.
        for piece in [
            "Interactions/Spring", "Parameters.swift:28: Precondition failed\n*** Signal 4: Backtracing…", " done ***\n  2 ", "spring + 32 in Motion at /home/me/motion/Sources/MotionKit/",
            "Scene.swift:95:32\n",
        ] {
            printed.append(piece, stream: 2)
            printed.append(piece == "spring + 32 in Motion at /home/me/motion/Sources/MotionKit/" ? "saved frame-0001.png\n" : "", stream: 1)
        }
        #expect(
            printed.lines == [
                "*** Signal 4: Backtracing… done ***", "saved frame-0001.png", "  2 spring + 32 in Motion at /home/me/motion/Sources/MotionKit/Scene.swift:95:32",
            ], "the last three whole lines")
        #expect(CrashSummary(output: printed.lines, package: "/home/me/motion").frames == ["at Sources/MotionKit/Scene.swift:95 in spring"])
        printed.append("Fatal error: no newline at the end", stream: 2)
        #expect(printed.lines.last == "Fatal error: no newline at the end", "a crash's last words count without their newline")
    }

    @Test("The supervisor and the window speak in lines; a line that is no message is ignored")
    func messages() {
        for message in [
            WatchMessage.building(3), .handOver, .progress("12/40 Compiling Kit A.swift"), .failed("build 3 failed: Sources/A.swift:1: expected ')'"),
            .crashed("build 3 crashed: Fatal error: boom at A.swift:2 in A.update"),
        ] {
            #expect(WatchMessage(line: Substring(message.line)) == message)
        }
        #expect(WatchMessage.failed("two\nlines").line == "failed two lines", "one message, one line")
        for line in ["hello", "building", "building three", "handover now"] {
            #expect(WatchMessage(line: Substring(line)) == nil, "\(line) is no message")
        }
    }

    @Test("Each build's window gets the command line without --watch, --script, --scene and --out, in either spelling")
    func buildArguments() {
        let arguments = ["--watch", "--script", "bug.json", "--out", "o", "--scene=breathe", "--history-mb", "8", "--script=x.json", "--scene", "a"]
        #expect(WatchSupervisor.buildArguments(from: arguments) == ["--history-mb", "8"])
        #expect(WatchSupervisor.buildArguments(from: ["--out=o", "--no-overlay"]) == ["--no-overlay"])
    }

    @Test("Every build of one watch session writes into the session's one folder and hands over through its watch/ folder")
    func everyBuildSharesTheFolder() throws {
        let supervisor = try WatchSupervisor(arguments: ["--no-overlay", "--scene", "breathe"], outputDirectory: "playground-output/2025-06-01_14-03-07")
        #expect(supervisor.folder == "playground-output/2025-06-01_14-03-07/watch")
        for build in [1, 2, 7] {
            #expect(
                supervisor.childArguments(number: build) == [
                    "--no-overlay", "--scene", "breathe", "--out", "playground-output/2025-06-01_14-03-07",
                    "--watch-child", "playground-output/2025-06-01_14-03-07/watch", "--watch-build", String(build),
                ])
        }
    }

    @Test("--watch goes with a window only")
    func watchNeedsAWindow() {
        #expect(throws: (any Error).self) { try PlaygroundRunCommand.parse(["--watch", "--headless"]) }
        #expect(throws: (any Error).self) { try PlaygroundRunCommand.parse(["--watch", "--stats"]) }
    }
}
