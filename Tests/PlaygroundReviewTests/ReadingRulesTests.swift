import Canvas
import Dispatch
import Foundation
import PlaygroundKit
@testable import PlaygroundReview
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Reading only what is yours: hostile artifact folders (an image, a clip or
/// an artifact that is a symbolic link to a file elsewhere, a FIFO in place
/// of one, a subfolder that links out) are read by neither the window nor the
/// HTML report, never block them, and each refusal is one line saying why.
@Suite("Reading only an artifact's own files")
struct ReadingRulesTests {
    /// A picture outside the artifacts, which a link in them aims at, and its bytes as a data URI would carry them.
    static func victim(in fixture: ReviewFixture) throws -> (path: String, base64: String) {
        let path = fixture.root + "/elsewhere/private.png"
        try FileManager.default.createDirectory(atPath: fixture.root + "/elsewhere", withIntermediateDirectories: true)
        try Framebuffer(width: 96, height: 60, fill: Color(rgba: 0xC0FF_EEFF)).writePNG(toFile: path)
        return (path, try Data(contentsOf: URL(fileURLWithPath: path)).base64EncodedString())
    }

    /// The window's problems for each failure, and the report's HTML, of the artifacts in `fixture` (no package: the copies are read).
    static func read(_ fixture: ReviewFixture) throws -> (problems: [String], warnings: [String], html: String) {
        let review = try ReviewSession.open(folder: fixture.artifacts, root: nil)
        let problems = review.items.indices.flatMap { review.loadedItem($0).problems }
        let path = fixture.root + "/report.html"
        _ = try ReviewReport.write(review, to: path)
        return (problems, review.warnings, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test(
        "A symbolic link in place of an artifact's image or clip is not read, shown or embedded; one line says why",
        arguments: ["card.1.png", "card.1.diff.png", "card.1.expected.png", "card.1.clip.png"])
    func linkedFile(name: String) throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addMotionFailure("card")
        let victim = try Self.victim(in: fixture)
        let linked = fixture.artifacts + "/Cards/" + name
        try FileManager.default.removeItem(atPath: linked)
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: victim.path)
        let (problems, _, html) = try Self.read(fixture)
        #expect(!html.contains(victim.base64), "the other picture's bytes are not in the page")
        let refusals = problems.filter { $0.contains("is a symbolic link: not read, review reads only regular files in the artifact's folder") }
        #expect(refusals.count == 1 && refusals[0].contains(linked), "\(problems)")
        #expect(problems.allSatisfy { !$0.contains("\n") })
        #expect(html.contains("is a symbolic link: not read"), "the report names the refusal too")
    }

    @Test("A FIFO in place of an image, the clip or an artifact blocks neither the window nor the report; one line says why for each")
    func fifos() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addMotionFailure("card")
        let fifos = ["card.1.png", "card.1.clip.png", "hang.1.json"].map { fixture.artifacts + "/Cards/" + $0 }
        for path in fifos {
            try? FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o644) == 0)
        }
        // Read on another thread: should a read block, the test opens each FIFO for writing to end it, and fails.
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        Thread.detachNewThread {
            result.value = Result { try Self.read(fixture) }
            done.signal()
        }
        if done.wait(timeout: .now() + 120) == .timedOut {
            Issue.record("reading the artifacts blocked on a FIFO")
            for path in fifos {
                let file = open(path, O_WRONLY | O_NONBLOCK)
                if file >= 0 { close(file) }
            }
            done.wait()
        }
        let (problems, warnings, html) = try #require(result.value).get()
        #expect(problems.contains("its actual image \(fifos[0]) is a FIFO: not read, review reads only regular files in the artifact's folder"), "\(problems)")
        #expect(problems.contains("its clip \(fifos[1]) is a FIFO: not read, review reads only regular files in the artifact's folder"), "\(problems)")
        #expect(warnings == ["\(fifos[2]): not read, it is a FIFO (review reads only regular files)"])
        #expect(html.contains("is a FIFO: not read"))
    }

    @Test("An artifact that is a link, and a subfolder that links out of the folder, are not read; one line each says why")
    func linkedArtifactAndFolder() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        let outside = fixture.root + "/elsewhere/Cards"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture.artifacts + "/Cards/card.1.json", toPath: outside + "/other.1.json")
        try FileManager.default.createSymbolicLink(atPath: fixture.artifacts + "/Linked", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: fixture.artifacts + "/Cards/link.1.json", withDestinationPath: outside + "/other.1.json")
        let review = try ReviewSession.open(folder: fixture.artifacts, root: nil)
        #expect(review.items.map(\.artifact.test) == ["card()"])
        #expect(
            review.warnings == [
                "\(fixture.artifacts)/Linked: not read, a symbolic link to a folder (review reads only the folders in \(fixture.artifacts))",
                "\(fixture.artifacts)/Cards/link.1.json: not read, it is a symbolic link (review reads only regular files)",
            ])
    }
}

/// What the reading thread found, handed to the test once it signals (the semaphore orders the two).
final class ResultBox: @unchecked Sendable {
    var value: Result<(problems: [String], warnings: [String], html: String), any Error>?
}
