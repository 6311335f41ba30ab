import FileSupport
import Foundation
import Testing

/// `DatedFolder`: a run's own folder, named for when it began, and `latest` at the newest.
@Suite("Dated run folders and their latest link")
struct DatedFolderTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 2025-06-01 14:03:07 UTC.
    static let began = Date(timeIntervalSince1970: 1_748_786_587)

    static func link(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    @Test("The name sorts and says when, with no colons")
    func name() {
        #expect(DatedFolder.name(for: Self.began, in: Self.utc) == "2025-06-01_14-03-07")
        #expect(DatedFolder.name(for: Date(timeIntervalSince1970: 0), in: Self.utc) == "1970-01-01_00-00-00")
    }

    @Test("Runs begun in one second get folders of their own, and latest follows the newest")
    func sameSecond() throws {
        let folder = TemporaryFolder("dated")
        defer { folder.remove() }
        let runs = folder.path + "/runs"
        #expect(try DatedFolder.create(in: runs, at: Self.began, timeZone: Self.utc).get() == runs + "/2025-06-01_14-03-07")
        #expect(Self.link(runs + "/latest") == "2025-06-01_14-03-07", "relative, so the folder can move")
        #expect(try DatedFolder.create(in: runs, at: Self.began, timeZone: Self.utc).get() == runs + "/2025-06-01_14-03-07_2")
        #expect(Self.link(runs + "/latest") == "2025-06-01_14-03-07_2")
        #expect(folder.names(in: runs) == ["2025-06-01_14-03-07", "2025-06-01_14-03-07_2", "latest"], "no temporary link is left")
    }

    @Test("A latest that is not a link is someone's: it stays, and the run still gets its folder")
    func latestNotALink() throws {
        let folder = TemporaryFolder("latest")
        defer { folder.remove() }
        folder.write("mine", to: "runs/latest")
        let made = try DatedFolder.create(in: folder.path + "/runs", at: Self.began, timeZone: Self.utc).get()
        #expect(FileSystem.exists(made))
        #expect(try String(contentsOfFile: folder.path + "/runs/latest", encoding: .utf8) == "mine")
    }

    @Test("A root that cannot be made says why")
    func rootInAFile() {
        let folder = TemporaryFolder("root")
        defer { folder.remove() }
        let file = folder.write("", to: "file")
        #expect(throws: DatedFolder.Failure.cannotMakeRoot(reason: "exists and is not a folder")) {
            try DatedFolder.create(in: file, at: Self.began, timeZone: Self.utc).get()
        }
    }
}
