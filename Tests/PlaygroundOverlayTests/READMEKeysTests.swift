import Foundation
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

/// README's table of keys is generated from the key tables the playground
/// handles input with; this test keeps the two equal.
///
/// After changing a binding, run `UPDATE_README_KEYS=1 swift test --filter READMEKeys`
/// to rewrite the table between README's markers, then read the diff.
@Suite("README's keys")
struct READMEKeysTests {
    static let begin = "<!-- keys: generated from KeyHelp by READMEKeysTests; do not edit by hand -->\n"
    static let end = "<!-- end of keys -->"

    @Test("README lists exactly the keys and mouse actions the playground handles")
    func readmeMatchesTheKeyTables() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardized.path
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        let generated = KeyHelp(playground: .standard, overlay: .standard, actions: Scene.makeDefault().actions).markdown
        let start = try #require(readme.range(of: Self.begin), "README has no generated keys block")
        let stop = try #require(readme.range(of: Self.end, range: start.upperBound..<readme.endIndex))
        let current = String(readme[start.upperBound..<stop.lowerBound])
        if current != generated, ProcessInfo.processInfo.environment["UPDATE_README_KEYS"] == "1" {
            try (String(readme[..<start.upperBound]) + generated + String(readme[stop.lowerBound...])).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "README's keys differ from the code; run UPDATE_README_KEYS=1 swift test --filter READMEKeys")
    }
}
