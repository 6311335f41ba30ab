import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit
import Testing

/// Every input in the fuzz corpora (Fuzzing/Corpus) and every finding that became a
/// regression input (Fuzzing/Regressions), through the same checks as the
/// harnesses FuzzScripts, FuzzReplay and FuzzArtifacts, in the ordinary test suite: so a
/// finding stays fixed even where libFuzzer is never built.
@Suite("Fuzz corpora of scripts and snapshot artifacts")
struct FuzzCorpusTests {
    static let fuzzRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // FuzzCorpusTests.swift, PlaygroundKitTests, Tests
        return parts.joined(separator: "/") + "/Fuzzing"
    }()

    /// The files of the corpus and the regression inputs of `target`, by name.
    static func inputs(_ target: String) -> [String] {
        ["Corpus", "Regressions"].flatMap { folder -> [String] in
            let path = "\(fuzzRoot)/\(folder)/\(target)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
        }
    }

    @Test(
        "The script corpus and its regressions load or are refused in one line, and what loads survives a round trip",
        arguments: inputs("scripts") + inputs("replay"))
    func scriptInput(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let script: InputScript
        do {
            script = try InputScript(json: data)
        } catch {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
            return
        }
        #expect(try InputScript(json: script.jsonData()) == script)
    }

    @Test(
        "The replay corpus and its regressions replay headless with the overlay, bounded as FuzzReplay bounds them",
        arguments: inputs("replay"))
    func replayInput(path: String) throws {
        guard let script = try? InputScript(json: Data(contentsOf: URL(fileURLWithPath: path))) else { return }
        let playground = Playground(scene: .makeDefault(), font: try TestSupport.font())
        playground.installOverlay()
        let replay = try Replay(script: ReplayBounds.bounded(script), frames: min(Replay.defaultFrameCount(for: script), ReplayBounds.maximumFrames))
        let frames = replay.run(playground) { _, framebuffer, _ in
            #expect(framebuffer.width * framebuffer.height <= InputBounds.maximumFramebufferPixels)
        }
        #expect(frames >= 1)
    }

    @Test(
        "The artifact corpus and its regressions parse or are refused in one line, and what parses is reviewed",
        arguments: inputs("artifacts"))
    func artifactInput(path: String) throws {
        // As Fuzzing/Targets/FuzzArtifacts: the images the seeds name, in the folder they name.
        let folder = "/tmp/motion-playground-fuzz-artifacts"
        try ArtifactImages.write(into: folder)

        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let artifact: SnapshotArtifact
        do {
            artifact = try SnapshotArtifact(json: bytes, path: folder + "/case.json")
        } catch {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
            return
        }
        let review = ReviewSession(items: [ReviewItem(artifact: artifact)])
        review.resize(to: Viewport(width: 320, height: 200))
        var frame = Framebuffer(width: 1, height: 1)
        for key in ["=", "=", "f", "space", "o", "]", "-", "n", "p"] {
            _ = review.handle(.key(KeyPress(key)))
            _ = review.handle(.wheel(dx: 0, dy: 1, at: Point(x: 100, y: 110)))
            review.render(into: &frame, font: try TestSupport.font())
        }
        #expect(frame.width == 320 && frame.height == 200)
    }
}
