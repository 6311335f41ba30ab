import FileSupport
import Foundation
import Testing

/// `FileSystem.writeAtomically`: the old bytes or the new ones, never half, and nothing left beside.
@Suite("Writing a file atomically")
struct AtomicWriteTests {
    @Test("The new bytes replace the old, and the temporary file is gone")
    func replaces() throws {
        let folder = TemporaryFolder("atomic")
        defer { folder.remove() }
        let path = folder.write("old", to: "handover.json")
        #expect(FileSystem.writeAtomically(Array("new".utf8), to: path, through: path + ".partial") == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(folder.names() == ["handover.json"])
    }

    @Test("A temporary file left by a crash is written over, not in the way")
    func staleTemporary() throws {
        let folder = TemporaryFolder("stale")
        defer { folder.remove() }
        let path = folder.path + "/a.json"
        folder.write("half a file", to: "a.json.partial")
        #expect(FileSystem.writeAtomically(Array("whole".utf8), to: path, through: path + ".partial") == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "whole")
        #expect(folder.names() == ["a.json"])
    }

    @Test("A write that fails leaves the target as it was and nothing partial beside it")
    func failureLeavesNothing() throws {
        let folder = TemporaryFolder("failing")
        defer { folder.remove() }
        // A folder (not empty) where the file should go: the rename over it fails.
        folder.write("kept", to: "target/inside.txt")
        let path = folder.path + "/target"
        let reason = FileSystem.writeAtomically(Array("new".utf8), to: path, through: path + ".partial")
        #expect(reason == "is a directory")
        #expect(folder.names() == ["target"])
        #expect(try String(contentsOfFile: path + "/inside.txt", encoding: .utf8) == "kept")
    }

    @Test("A temporary file in a folder that does not exist fails at once, naming why")
    func missingFolder() {
        let folder = TemporaryFolder("missing")
        defer { folder.remove() }
        let path = folder.path + "/no/such/file"
        #expect(FileSystem.writeAtomically([1, 2, 3], to: path, through: path + ".partial") == "no such file or directory")
        #expect(folder.names().isEmpty)
    }

    @Test("The temporary file is never written through a link")
    func noFollow() throws {
        let folder = TemporaryFolder("link")
        defer { folder.remove() }
        let victim = folder.write("victim", to: "victim.txt")
        let path = folder.path + "/golden.png"
        try FileManager.default.createSymbolicLink(atPath: path + ".partial", withDestinationPath: victim)
        #expect(FileSystem.writeAtomically(Array("new".utf8), to: path, through: path + ".partial") == nil)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "victim")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    }

    @Test("A file written in pieces appears only when committed, whole")
    func stagedInPieces() throws {
        let folder = TemporaryFolder("staged")
        defer { folder.remove() }
        let path = folder.write("old", to: "report.html")
        var file = try StagedFile(replacing: path, through: path + ".partial")
        file.write("<p>")
        file.write(Array("é</p>\n".utf8))
        #expect(file.bytes == 10)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old", "the old file stands until the commit")
        #expect(file.commit() == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<p>é</p>\n")
        #expect(folder.names() == ["report.html"])
    }

    @Test("A staged file that cannot be put in place is removed, and says why")
    func stagedFailure() throws {
        let folder = TemporaryFolder("staged-failure")
        defer { folder.remove() }
        folder.write("kept", to: "report.html/inside.txt")
        let path = folder.path + "/report.html"
        var file = try StagedFile(replacing: path, through: path + ".partial")
        file.write("<p>")
        #expect(file.commit() == "is a directory")
        #expect(folder.names() == ["report.html"])
        #expect(throws: StagedFile.OpenFailure.self) { try StagedFile(replacing: path, through: folder.path + "/no/such/file") }
    }
}
