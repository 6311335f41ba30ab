import Foundation
import Testing

/// The built `playground`, run twice from one folder without `--out`: two
/// sessions, two folders of their own, `latest` the second; bad input adds none.
@Suite("Session folders, end to end")
struct SessionFolderEndToEndTests {
    @Test("Two runs without --out write into two folders of their own under playground-output/, latest linking the second")
    func twoSessionsTwoFolders() throws {
        let executable = try #require(XvfbRun.playgroundExecutable(), "build the playground first (swift build)")
        let here = FileManager.default.temporaryDirectory.appendingPathComponent("session-folders-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: here) }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"

        var folders: [String] = []
        for frames in ["3", "5"] {
            let run = try NoDisplayTests.run(executable, ["--headless", "--frames", frames], environment: environment, in: here)
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            let said = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("wrote ") }, "\(run.output)")
            // "wrote 8 files to playground-output/2025-06-01_14-03-07:"
            let folder = String(said.split(separator: " ").last!.dropLast())
            #expect(folder.hasPrefix("playground-output/") && folder != "playground-output/latest", "\(said)")
            #expect(FileManager.default.fileExists(atPath: "\(here)/\(folder)/frame-000\(frames).png"))
            #expect(FileManager.default.fileExists(atPath: "\(here)/\(folder)/log.txt"))
            folders.append(folder)
        }
        #expect(folders[0] != folders[1])
        #expect(!FileManager.default.fileExists(atPath: "\(here)/\(folders[1])/frame-0003.png"), "the sessions' files are not mixed")
        let latest = try FileManager.default.destinationOfSymbolicLink(atPath: here + "/playground-output/latest")
        #expect("playground-output/" + latest == folders[1])

        let refused = try NoDisplayTests.run(executable, ["--headless", "--frames", "2", "--capture", "9"], environment: environment, in: here)
        #expect(refused.status != 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: here + "/playground-output").sorted()
        #expect(left == (folders.map { String($0.dropFirst("playground-output/".count)) } + ["latest"]).sorted(), "bad input adds no folder")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: here + "/playground-output/latest") == latest)
    }
}
