import Foundation
import PlaygroundTestSupport
import Testing

@testable import PlaygroundCLI

/// Each session without `--out` writes into a folder of its own, named for
/// when it began, with `latest` linking to the newest; `--out DIR` is DIR.
@Suite("Session folders: one per session, the newest linked as latest")
struct SessionFolderTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 2025-06-01 14:03:07 UTC.
    static let began = Date(timeIntervalSince1970: 1_748_786_587)

    private func destination(of link: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: link)
    }

    @Test("A session's folder is named for the date and time it began, sortable and without colons")
    func name() {
        #expect(SessionFolder.name(for: Self.began, in: Self.utc) == "2025-06-01_14-03-07")
        #expect(SessionFolder.name(for: Self.began, in: TimeZone(secondsFromGMT: 9 * 3600)!) == "2025-06-01_23-03-07")
        #expect(SessionFolder.name(for: Date(timeIntervalSince1970: 0), in: Self.utc) == "1970-01-01_00-00-00")
    }

    @Test("Two sessions never share a folder: a second in the same second gets _2, and latest follows the newest")
    func sessionsNeverShare() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try SessionFolder.create(in: root, at: Self.began, timeZone: Self.utc)
        try "first".write(toFile: first + "/log.txt", atomically: false, encoding: .utf8)
        let second = try SessionFolder.create(in: root, at: Self.began, timeZone: Self.utc)
        #expect(first == root + "/2025-06-01_14-03-07")
        #expect(second == root + "/2025-06-01_14-03-07_2")
        #expect(try destination(of: root + "/latest") == "2025-06-01_14-03-07_2", "a relative link: the folder can move")
        #expect(try String(contentsOfFile: first + "/log.txt", encoding: .utf8) == "first", "the first session's files are left alone")

        let later = try SessionFolder.create(in: root, at: Self.began + 60, timeZone: Self.utc)
        #expect(later == root + "/2025-06-01_14-04-07")
        #expect(try destination(of: root + "/latest") == "2025-06-01_14-04-07")
        #expect(FileManager.default.fileExists(atPath: root + "/latest/"), "latest opens the newest folder")
    }

    @Test("A run that fails before writing anything leaves no empty folder, and latest goes back to the newest left")
    func failedRunLeavesNothing() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kept = try SessionFolder.create(in: root, at: Self.began, timeZone: Self.utc)
        try "log".write(toFile: kept + "/log.txt", atomically: false, encoding: .utf8)
        let failed = try SessionFolder.create(in: root, at: Self.began + 1, timeZone: Self.utc)
        SessionFolder.discardIfEmpty(failed)
        #expect(!FileManager.default.fileExists(atPath: failed))
        #expect(try destination(of: root + "/latest") == "2025-06-01_14-03-07")
        SessionFolder.discardIfEmpty(kept)
        #expect(FileManager.default.fileExists(atPath: kept + "/log.txt"), "a folder with files in it stays")
    }

    @Test("Sessions order by when they began, the tenth of a second's after the second")
    func ordering() {
        #expect(SessionFolder.older("2025-06-01_14-03-07", than: "2025-06-01_14-03-07_2"))
        #expect(SessionFolder.older("2025-06-01_14-03-07_2", than: "2025-06-01_14-03-07_10"))
        #expect(SessionFolder.older("2025-06-01_14-03-07_10", than: "2025-06-01_14-03-08"))
    }

    @Test("A file called latest that is not our link is someone's: it is left as it is")
    func foreignLatestIsLeftAlone() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "notes".write(toFile: root + "/latest", atomically: false, encoding: .utf8)
        let folder = try SessionFolder.create(in: root, at: Self.began, timeZone: Self.utc)
        #expect(FileManager.default.fileExists(atPath: folder))
        #expect(try String(contentsOfFile: root + "/latest", encoding: .utf8) == "notes")
    }

    @Test("--out DIR means exactly DIR: no folder of its own is made in it")
    func outIsExact() throws {
        let command = try PlaygroundRunCommand.parse(["--headless", "--out", "replay"])
        var made: String?
        #expect(try command.outputFolder(&made) == "replay")
        #expect(made == nil)
    }
}
