import Foundation
import Testing

/// Every Swift block in README.md and in the DocC articles is a slice of a
/// file in Snippets/, so the code they show is code `swift build` compiles,
/// and they cannot drift apart.
///
/// A block matches when its lines, with leading and trailing white space
/// removed, equal a run of consecutive lines that DocC would show of one
/// snippet: the file's lines outside `// snippet.hide` … `// snippet.show`,
/// without the `// snippet.…` markers. Files in Snippets/ that are not
/// snippets (Snippets/Manifests/, package manifests SwiftPM cannot compile
/// as snippets) match against all their lines.
@Suite("README's and the articles' Swift blocks are snippets")
struct READMESnippetsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized

    @Test("Every Swift block in README.md is a slice of a file in Snippets/")
    func everySwiftBlockIsASnippetSlice() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: readme)
        #expect(blocks.count >= 6, "README's Swift blocks were not found; has the fence syntax changed?")
        let snippets = try Self.snippetFiles()
        for block in blocks {
            let found = snippets.contains { Self.contains($0.lines, block.lines) }
            #expect(
                found,
                """
                README.md line \(block.line): this Swift block is not a slice of any file in Snippets/. \
                Change the snippet, then copy its lines here (or add a snippet). The block:
                \(block.lines.joined(separator: "\n"))
                """)
        }
    }

    @Test("Every Swift block in the DocC articles is a slice of a file in Snippets/")
    func everyArticleSwiftBlockIsASnippetSlice() throws {
        let snippets = try Self.snippetFiles()
        for article in try Self.articles() {
            let text = try String(contentsOf: article, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                #expect(
                    snippets.contains { Self.contains($0.lines, block.lines) },
                    """
                    \(article.lastPathComponent) line \(block.line): this Swift block is not a slice of any \
                    file in Snippets/; show code with @Snippet(path:slice:) instead.
                    """)
            }
        }
    }

    @Test("Every @Snippet in the DocC articles names a snippet and a slice that exist")
    func everySnippetDirectiveResolves() throws {
        let pattern = /@Snippet\(path: "swift-motion-playground\/Snippets\/([^"]+)"(?:, slice: "([^"]+)")?\)/
        var count = 0
        for article in try Self.articles() {
            let text = try String(contentsOf: article, encoding: .utf8)
            for match in text.matches(of: pattern) {
                count += 1
                let file = Self.root.appendingPathComponent("Snippets/\(match.1).swift")
                let source = try? String(contentsOf: file, encoding: .utf8)
                #expect(source != nil, "\(article.lastPathComponent): no snippet Snippets/\(match.1).swift")
                if let slice = match.2, let source {
                    #expect(
                        source.contains("// snippet.\(slice)\n"),
                        "\(article.lastPathComponent): Snippets/\(match.1).swift has no slice \"\(slice)\"")
                }
            }
        }
        #expect(count >= 10, "the articles' @Snippet directives were not found")
    }

    @Test("A block that differs from every snippet is caught")
    func aChangedBlockIsCaught() throws {
        let snippet = Self.shownLines(
            of: """
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

    /// The Markdown articles and landing pages of every DocC catalog in Sources/.
    static func articles() throws -> [URL] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let found = enumerator.compactMap { $0 as? URL }.filter {
            $0.pathExtension == "md" && $0.path.contains(".docc/")
        }
        #expect(found.count >= 8, "no DocC catalogs found in Sources/")
        return found
    }

    /// Every file under Snippets/: a snippet's shown lines, or a manifest's lines.
    static func snippetFiles() throws -> [SnippetFile] {
        let folder = root.appendingPathComponent("Snippets")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [SnippetFile] = []
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let text = try String(contentsOf: url, encoding: .utf8)
            let isSnippet = url.pathExtension == "swift" && !url.path.contains("/Manifests/")
            let lines =
                isSnippet
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
