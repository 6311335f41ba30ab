import Foundation
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

/// The keys in README and in the Keys and mouse article are generated from
/// the key tables the playground handles input with; this test keeps them equal.
///
/// After changing a binding, run `UPDATE_KEY_DOCS=1 swift test --filter KeyDocumentation`
/// to rewrite both between their markers, then read the diff.
@Suite("The documented keys")
struct KeyDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    static let help = KeyHelp(playground: .standard, overlay: .standard, actions: Scene.makeDefault().actions)

    /// Checks (or, with UPDATE_KEY_DOCS=1, rewrites) the block of `file` between `begin` and `end`.
    static func check(_ file: String, begin: String, end: String, generated: String) throws {
        let path = root.appendingPathComponent(file).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: begin), "\(file) has no generated keys block")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
        let current = String(text[start.upperBound..<stop.lowerBound])
        if current != generated, ProcessInfo.processInfo.environment["UPDATE_KEY_DOCS"] == "1" {
            try (String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...])).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "\(file)'s keys differ from the code; run UPDATE_KEY_DOCS=1 swift test --filter KeyDocumentation")
    }

    @Test("The Keys and mouse article lists exactly the keys and mouse actions the playground handles")
    func articleMatchesTheKeyTables() throws {
        try Self.check(
            "Sources/PlaygroundOverlay/PlaygroundOverlay.docc/KeysAndMouse.md",
            begin: "<!-- keys: generated from KeyHelp by KeyDocumentationTests; do not edit by hand -->\n",
            end: "<!-- end of keys -->", generated: Self.help.markdown)
    }

    @Test("README's first keys are the playground's own, as bound now")
    func readmeMatchesTheKeyTables() throws {
        #expect(Self.help.firstKeysMarkdown.components(separatedBy: "\n").count >= 12, "every first key was found in the tables")
        try Self.check(
            "README.md", begin: "<!-- first keys: generated from KeyHelp by KeyDocumentationTests; do not edit by hand -->\n",
            end: "<!-- end of first keys -->", generated: Self.help.firstKeysMarkdown)
    }
}
