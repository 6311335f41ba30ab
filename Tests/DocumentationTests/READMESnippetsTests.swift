import Foundation
import Testing

/// Every Swift block in README.md is a slice of a file in Snippets/, so the
/// code README shows is code `swift build` compiles, and the two cannot drift.
///
/// A block matches when its lines, with leading and trailing white space
/// removed, equal a run of consecutive lines that DocC would show of one
/// snippet: the file's lines outside `// snippet.hide` … `// snippet.show`,
/// without the `// snippet.…` markers. Files in Snippets/ that are not
/// snippets (Snippets/Manifests/, package manifests SwiftPM cannot compile
/// as snippets) match against all their lines.
@Suite("README's Swift blocks are snippets")
struct READMESnippetsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized

    @Test("Every Swift block in README.md is a slice of a file in Snippets/")
    func everySwiftBlockIsASnippetSlice() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: readme)
        #expect(blocks.count >= 10, "README's Swift blocks were not found; has the fence syntax changed?")
        let snippets = try Self.snippetFiles()
        for block in blocks {
            let found = snippets.contains { Self.contains($0.lines, block.lines) }
            #expect(found, """
                README.md line \(block.line): this Swift block is not a slice of any file in Snippets/. \
                Change the snippet, then copy its lines here (or add a snippet). The block:
                \(block.lines.joined(separator: "\n"))
                """)
        }
    }

    @Test("A block that differs from every snippet is caught")
    func aChangedBlockIsCaught() throws {
        let snippet = Self.shownLines(of: """
            import Motion
            // snippet.hide
            let hidden = 1
            // snippet.show
            // snippet.go
            let runtime = MotionRuntime()
                runtime.addPlan(p, to: box)
            """)
        #expect(snippet == ["import Motion", "let runtime = MotionRuntime()", "runtime.addPlan(p, to: box)"])
        #expect(Self.contains(snippet, ["let runtime = MotionRuntime()", "runtime.addPlan(p, to: box)"]))
        #expect(!Self.contains(snippet, ["let runtime = MotionRuntime()", "runtime.addPlan(q, to: box)"]))
        #expect(!Self.contains(snippet, ["import Motion", "let hidden = 1"]))
        let blocks = Self.swiftBlocks(in: "text\n\n   ```swift\n   let a = 1\n   ```\n```sh\nls\n```\n")
        #expect(blocks.map(\.lines) == [["let a = 1"]])
        #expect(blocks.map(\.line) == [3])
    }

    // MARK: - Reading README and the snippets

    struct Block { var line: Int; var lines: [String] }
    struct SnippetFile { var path: String; var lines: [String] }

    /// The ```swift blocks of a Markdown text (fences may be indented, as in list items).
    static func swiftBlocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for (index, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if line == "```swift" {
                current = Block(line: index + 1, lines: [])
            }
        }
        return blocks.map { Block(line: $0.line, lines: trimmed($0.lines)) }
    }

    /// Every file under Snippets/: a snippet's shown lines, or a manifest's lines.
    static func snippetFiles() throws -> [SnippetFile] {
        let folder = root.appendingPathComponent("Snippets")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [SnippetFile] = []
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let text = try String(contentsOf: url, encoding: .utf8)
            let isSnippet = url.pathExtension == "swift" && !url.path.contains("/Manifests/")
            let lines = isSnippet
                ? shownLines(of: text)
                : text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            files.append(SnippetFile(path: url.path, lines: lines))
        }
        #expect(!files.isEmpty, "no files in Snippets/")
        return files
    }

    /// The lines of a snippet that DocC shows, trimmed: markers dropped, hidden parts left out.
    static func shownLines(of source: String) -> [String] {
        var shown: [String] = []
        var visible = true
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("// snippet.") {
                let marker = line.dropFirst("// snippet.".count)
                if marker == "hide" { visible = false } else if marker == "show" { visible = true }
                continue
            }
            if visible { shown.append(line) }
        }
        return shown
    }

    /// Whether `block` occurs in `lines` as consecutive lines.
    static func contains(_ lines: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, block.count <= lines.count else { return false }
        return (0...(lines.count - block.count)).contains { start in
            lines[start..<(start + block.count)].elementsEqual(block)
        }
    }

    static func trimmed(_ lines: [String]) -> [String] {
        Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }
}
