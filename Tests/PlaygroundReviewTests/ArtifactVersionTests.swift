import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport
import Testing

/// The artifact format's versions: version 2 (a copy of the golden, its path in its
/// package, the context of a replayed golden) is read, so is version 1, and a later
/// one is refused in one line; an artifact whose images are missing says so.
@Suite("Artifact versions and bad input")
struct ArtifactVersionTests {
    @Test("Version 2 is read whole: the golden's copy, its path in its package, the clip and the state")
    func versionTwo() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let path = try fixture.addMotionFailure("moving")
        let artifact = try SnapshotArtifact(json: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        #expect(artifact.version == 2)
        #expect(artifact.expectedCopy == fixture.artifacts + "/Cards/moving.1.expected.png")
        let context = try #require(artifact.context)
        #expect(context.frame == 30 && context.source == "recording.json")
        #expect(context.clip == fixture.artifacts + "/Cards/moving.1.clip.png" && context.clipFirstFrame == 25 && context.clipFrameCount == 6)
        #expect(context.values.map(\.name) == ["started", "ended", "open", "Toss Box#1 into an anchor", "Fling Box#4 into a wall"])
        #expect(context.values.filter(\.differs).map(\.name) == ["ended", "open", "Toss Box#1 into an anchor"])
        let item = ReviewItem(artifact: artifact, root: try AcceptRoot(explicit: fixture.package)).loaded()
        #expect(item.problems.isEmpty, "\(item.problems)")
        #expect(item.clip?.frameCount == 6)
        #expect(item.motionCaption == "frames 25–30 of recording.json, as the test drew them (the last is the actual image)")
        #expect((0..<6).map { item.clipFrameNumber($0) } == [25, 26, 27, 28, 29, 30])
    }

    @Test("A later version is refused in one line that says to update the playground; alone in a folder, that line is the error")
    func newerVersion() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let path = try fixture.addFailure("future", version: 3)
        let line = "\(path): artifact version 3, written by a newer CanvasSnapshotTesting; this playground reads versions 1 to 2: update the playground to review it"
        #expect(throws: PlaygroundError.file(line)) { try SnapshotArtifact(json: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path) }
        #expect(throws: PlaygroundError.file(line)) { try fixture.open() }
        #expect(!line.contains("\n"))
    }

    @Test("An artifact whose images are missing is still reviewed, each missing file named in one line; accepting it is refused")
    func missingImages() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addMotionFailure("bare")
        for suffix in ["png", "diff.png", "clip.png"] { try FileManager.default.removeItem(atPath: fixture.artifacts + "/Cards/bare.1.\(suffix)") }
        let review = try fixture.open()
        let folder = fixture.artifacts + "/Cards"
        #expect(
            review.items[0].problems == [
                "its actual image \(folder)/bare.1.png is missing (was the artifact copied without its images?)",
                "its difference image \(folder)/bare.1.diff.png is missing (was the artifact copied without its images?)",
                "its clip \(folder)/bare.1.clip.png is missing (was the artifact copied without its images?)",
            ])
        var frame = Framebuffer(width: 1, height: 1)
        review.render(into: &frame, font: try TestSupport.font())
        let notice = review.accept()
        #expect(notice == Notice("bare(): not accepted: the actual image \(folder)/bare.1.png is missing", isError: true))
    }

    @Test("A context's values are bounded: overlong text is refused in one line")
    func boundedContext() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let long = String(repeating: "x", count: 5000)
        let path = try fixture.addMotionFailure("long", values: #"[{"group": "traces", "name": "\#(long)", "value": "passing"}]"#)
        #expect(throws: PlaygroundError.self) { try fixture.open() }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        do throws(PlaygroundError) {
            _ = try SnapshotArtifact(json: bytes, path: path)
        } catch {
            #expect(error.description.hasSuffix("(\"context\" value 1: \"name\" is longer than 4096 bytes)") && !error.description.contains("\n"))
        }
    }
}
