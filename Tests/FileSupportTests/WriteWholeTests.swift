import FileSupport
import Foundation
import Testing

/// `FileSystem.writeWhole`: a folder of files appears whole or not at all
/// (what `playground init` and a golden test written with `g` rely on).
@Suite("Writing a folder whole or not at all")
struct WriteWholeTests {
    static func temporaryFolder() -> String {
        NSTemporaryDirectory() + "write-whole-\(UInt32.random(in: 0...UInt32.max))"
    }

    @Test("Every file appears under the folder, and no staging folder is left beside it")
    func writesWhole() throws {
        let root = Self.temporaryFolder()
        defer { FileSystem.removeTree(root) }
        let folder = root + "/New"
        let failure = FileSystem.writeWhole(
            [("a.txt", Array("a".utf8)), ("sub/b.txt", Array("b".utf8))], as: folder, stagingSuffix: ".partial")
        #expect(failure == nil)
        #expect(try String(contentsOfFile: folder + "/sub/b.txt", encoding: .utf8) == "b")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["New"])
    }

    @Test("A file that cannot be written leaves nothing, and the failure names its place in the folder")
    func leavesNothingOnFailure() throws {
        let root = Self.temporaryFolder()
        defer { FileSystem.removeTree(root) }
        let folder = root + "/New"
        // "a" is written as a file, so "a/b.txt" has no folder to go in.
        let failure = FileSystem.writeWhole(
            [("a", Array("a".utf8)), ("a/b.txt", Array("b".utf8))], as: folder, stagingSuffix: ".partial")
        #expect(failure?.path == folder + "/a")
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }
}
