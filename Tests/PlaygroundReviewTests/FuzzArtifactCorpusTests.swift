import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport
import Testing

/// The artifact fuzz corpus and its regressions (Fuzzing/Corpus/artifacts),
/// through the same checks as the harness FuzzArtifacts.
@Suite("Fuzz corpus of snapshot artifacts")
struct FuzzArtifactCorpusTests {
    @Test(
        "The artifact corpus and its regressions parse or are refused in one line, and what parses is reviewed",
        arguments: FuzzCorpus.inputs("artifacts"))
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
        let review = ReviewSession(items: [ReviewItem(artifact: artifact, root: try? AcceptRoot(explicit: folder))])
        review.resize(to: Viewport(width: 320, height: 200))
        var frame = Framebuffer(width: 1, height: 1)
        for key in ["=", "=", "f", "space", "o", "]", "-", ".", ",", "m", "n", "p"] {
            _ = review.handle(.key(KeyPress(key)))
            _ = review.handle(.wheel(dx: 0, dy: 1, at: Point(x: 100, y: 110)))
            review.render(into: &frame, font: try TestSupport.font())
        }
        #expect(frame.width == 320 && frame.height == 200)
    }
}
