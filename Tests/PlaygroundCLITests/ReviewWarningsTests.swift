import Foundation
import PlaygroundTestSupport
import Testing

@testable import PlaygroundCLI

/// `playground review` on a shared folder passes over other tools' JSON
/// files quietly, and still names artifacts it cannot read.
@Suite("Review warnings: other files quietly, damaged artifacts named")
struct ReviewWarningsTests {
    @Test("A JSON file that is no artifact is passed over; a damaged artifact and an unreadable file are still named")
    func onlyArtifactsAreNamed() throws {
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"compilerOptions": {}}"#.write(toFile: folder + "/tsconfig.json", atomically: true, encoding: .utf8)
        try #"{"format": "canvas-snapshot-artifact", "version": 2}"#.write(toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
        let warnings = [
            "\(folder)/tsconfig.json: not a snapshot artifact (\"format\" is not \"canvas-snapshot-artifact\")",
            "\(folder)/broken.json: not a snapshot artifact (the artifact: missing \"test\")",
            "\(folder)/gone.json: cannot read it (no such file or directory)",
        ]
        #expect(ReviewWarnings.relevant(warnings) == Array(warnings.dropFirst()))
    }
}
