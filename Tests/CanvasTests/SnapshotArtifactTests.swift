import Canvas
@testable import CanvasSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// What a failing `.png` comparison leaves for `playground review`, under
/// Swift Testing. (SnapshotArtifactXCTests checks the same under XCTest.)
///
/// Each test's golden is a committed 16 × 16 slate square; the test compares
/// an image with one pixel changed against it, with recording off.
@Suite("Failure artifacts under Swift Testing")
struct SnapshotArtifactTests {
    @Test("A failing golden leaves the actual image, a difference image and a JSON description that names the golden")
    func failureLeavesArtifacts() throws {
        let message = try #require(
            withSnapshotTesting(record: .never) {
                verifySnapshot(of: ArtifactFixture.changed(at: 3, 5), as: .png)
            })
        #expect(message.contains("1 of 256 pixels differ"), "the message says how many pixels differ: \(message)")
        let artifact = try ArtifactFixture.artifact(from: message)
        defer { artifact.remove() }

        let golden = TestSupport.packageRoot + "/Tests/CanvasTests/__Snapshots__/SnapshotArtifactTests/failureLeavesArtifacts.1.png"
        #expect(artifact.json["version"] as? Int == 2)
        #expect(artifact.json["golden"] as? String == golden)
        #expect(artifact.json["goldenInPackage"] as? String == "Tests/CanvasTests/__Snapshots__/SnapshotArtifactTests/failureLeavesArtifacts.1.png")
        #expect(FileManager.default.contents(atPath: artifact.file("expected")) == FileManager.default.contents(atPath: golden), "a copy of the golden as compared")
        #expect(artifact.json["context"] == nil, "no context without assertGoldenFrame(_:context:)")
        #expect(artifact.json["test"] as? String == "failureLeavesArtifacts()")
        #expect(artifact.json["differingPixels"] as? Int == 1)
        #expect(artifact.json["bounds"] as? [String: Int] == ["x": 3, "y": 5, "width": 1, "height": 1])
        #expect(artifact.json["expectedWidth"] as? Int == 16 && artifact.json["actualHeight"] as? Int == 16)
        #expect(artifact.path.hasSuffix("/SnapshotArtifactTests/failureLeavesArtifacts.1.json"))
        let actual = try Framebuffer(contentsOfPNGFile: artifact.file("actual"))
        #expect(actual == ArtifactFixture.changed(at: 3, 5))
        let difference = try Framebuffer(contentsOfPNGFile: artifact.file("differenceImage"))
        #expect(difference[3, 5] == Pixel(Color.red))
    }

    @Test("The bounds of the differing pixels span the first to the last, and the count is exact")
    func boundsSpanEveryDifference() throws {
        let changed = ArtifactFixture.changed(at: 1, 2, and: 12, 9)
        let message = try #require(withSnapshotTesting(record: .never) { verifySnapshot(of: changed, as: .png) })
        let artifact = try ArtifactFixture.artifact(from: message)
        defer { artifact.remove() }
        #expect(artifact.json["differingPixels"] as? Int == 2)
        #expect(artifact.json["bounds"] as? [String: Int] == ["x": 1, "y": 2, "width": 12, "height": 8])
        #expect((artifact.json["golden"] as? String)?.hasSuffix("/boundsSpanEveryDifference.1.png") == true)
    }

    @Test("A context given to assertGoldenFrame goes beside the artifact: the clip as a file, the state in the JSON")
    func contextGoesBesideTheArtifact() throws {
        var encoder = APNGEncoder(width: 16, height: 16)
        for x in [3, 4, 5] { try encoder.append(ArtifactFixture.changed(at: x, 5)) }
        let clip = GoldenContext.Clip(png: try encoder.finish(), firstFrame: 8, frameCount: 3)
        let context = GoldenContext(
            frame: 10, source: "recording.json", clip: clip,
            values: [
                GoldenContext.Value(group: "tokens", name: "open", value: "1", expected: "0"),
                GoldenContext.Value(group: "traces", name: "Toss", value: nil, expected: "passed"),
            ], notes: ["a note"])
        // What assertGoldenFrame would fail with, without failing this test.
        let message = try #require(
            withSnapshotTesting(record: .never) {
                _verifyGoldenFrame(ArtifactFixture.changed(at: 5, 5), context: context)
            })
        let artifact = try ArtifactFixture.artifact(from: message)
        let path = artifact.path, json = artifact.json
        #expect(path.hasSuffix("SnapshotArtifactTests/contextGoesBesideTheArtifact.1.json"))
        defer { artifact.remove() }
        let written = try #require(json["context"] as? [String: Any])
        #expect(written["frame"] as? Int == 10 && written["source"] as? String == "recording.json")
        #expect(written["clipFirstFrame"] as? Int == 8 && written["clipFrameCount"] as? Int == 3)
        #expect(written["notes"] as? [String] == ["a note"])
        let values = try #require(written["values"] as? [[String: String]])
        #expect(values == [["group": "tokens", "name": "open", "value": "1", "expected": "0"], ["group": "traces", "name": "Toss", "expected": "passed"]])
        let clipPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(try #require(written["clip"] as? String)).path
        defer { try? FileManager.default.removeItem(atPath: clipPath) }
        #expect(FileManager.default.contents(atPath: clipPath).map { Array($0) } == clip.png)
    }

    @Test("A golden that is not a PNG leaves the new image for review and says what to do: a Git LFS pointer is fetched, anything else accepted")
    func goldenThatIsNotAPNG() throws {
        let directory = NSTemporaryDirectory() + "not-a-png-\(UUID().uuidString)/__Snapshots__"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: directory).deletingLastPathComponent().path) }
        let cases = [
            ("lfs", "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 1234\n", "it is a Git LFS pointer, not the image: `git lfs pull` fetches the image"),
            ("text", "not an image", "if the new image is right, accepting it in review writes it over the golden"),
        ]
        for (name, golden, advice) in cases {
            let path = directory + "/goldenThatIsNotAPNG.\(name).png"
            try Data(golden.utf8).write(to: URL(fileURLWithPath: path))
            let message = try #require(
                withSnapshotTesting(record: .never) {
                    verifySnapshot(of: ArtifactFixture.base(), as: .png, named: name, snapshotDirectory: directory)
                })
            #expect(message.contains("The golden image is not a PNG ("), "\(message)")
            #expect(message.contains(advice), "\(message)")
            #expect(message.contains("Review this run's failures: "), "\(message)")
            let artifact = try ArtifactFixture.artifact(from: message)
            defer { artifact.remove() }
            #expect(try Framebuffer(contentsOfPNGFile: artifact.file("actual")) == ArtifactFixture.base(), "the new image, to accept")
            #expect(FileManager.default.contents(atPath: artifact.file("expected")) == Data(golden.utf8), "the golden as it was compared")
            #expect(artifact.json["expectedWidth"] as? Int == 0 && artifact.json["differingPixels"] as? Int == 256)
        }
    }

    @Test("A matching image leaves no artifact")
    func matchLeavesNothing() throws {
        let message = withSnapshotTesting(record: .never) { verifySnapshot(of: ArtifactFixture.base(), as: .png) }
        #expect(message == nil)
    }
}

/// The images and the reading of artifacts both frameworks' tests share.
enum ArtifactFixture {
    /// The golden: 16 × 16 of an opaque colour (slate blue unless a test needs a golden of its own bytes).
    static func base(_ color: UInt32 = 0x3366_99FF) -> Framebuffer {
        Framebuffer(width: 16, height: 16, fill: Color(rgba: color))
    }

    /// The golden with white pixels at the given places.
    static func changed(at x: Int, _ y: Int, and x2: Int? = nil, _ y2: Int? = nil, base color: UInt32 = 0x3366_99FF) -> Framebuffer {
        var image = base(color)
        image[x, y] = Pixel(Color.white)
        if let x2, let y2 { image[x2, y2] = Pixel(Color.white) }
        return image
    }

    /// A written artifact: its JSON's path and fields.
    struct Artifact {
        var path: String
        var json: [String: Any]

        func file(_ key: String) -> String {
            URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(json[key] as? String ?? "?").path
        }

        func remove() {
            for key in ["actual", "differenceImage", "expected"] { try? FileManager.default.removeItem(atPath: file(key)) }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Reads the artifact a failure message names on its `Artifacts:` line.
    static func artifact(from message: String) throws -> Artifact {
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("Artifacts: ") }, "no artifacts line: \(message)")
        let path = String(line.dropFirst("Artifacts: ".count).split(separator: " (").first ?? "")
        let data = try #require(FileManager.default.contents(atPath: path), "no JSON at \(path)")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return Artifact(path: path, json: json)
    }
}
