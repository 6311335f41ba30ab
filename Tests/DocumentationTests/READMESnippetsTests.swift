import Foundation
import Testing

/// Every Swift block in README.md and in the DocC articles is a slice of a
/// file in Snippets/, so the code they show is code `swift build` compiles,
/// and they cannot drift apart.
///
/// The articles show snippets as fenced blocks under a marker,
/// `<!-- snippet: File#slice -->`, so they read whole in any Markdown viewer
/// (an `@Snippet` directive shows nothing outside DocC); a marked block must
/// equal its slice exactly, and `.ci/sync-snippets` rewrites the blocks from
/// the snippets. Any other block matches when its lines, with leading and
/// trailing white space removed, equal a run of consecutive lines that DocC
/// would show of one snippet: the file's lines outside `// snippet.hide` …
/// `// snippet.show`, without the `// snippet.…` markers. Files in Snippets/
/// that are not snippets (Snippets/Manifests/, package manifests SwiftPM
/// cannot compile as snippets) match against all their lines.
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
                    file in Snippets/; put the code in a snippet, mark the block with \
                    <!-- snippet: File#slice --> and run .ci/sync-snippets.
                    """)
            }
        }
    }

    @Test("No DocC article shows code through @Snippet, which reads as nothing outside DocC: each shows a marked block")
    func noSnippetDirectives() throws {
        for article in try Self.articles() {
            let text = try String(contentsOf: article, encoding: .utf8)
            #expect(
                !text.contains("@Snippet("),
                "\(article.lastPathComponent) uses @Snippet: run .ci/sync-snippets --convert on it, so it reads whole on a forge too")
        }
    }

    @Test("Every marked block in the DocC articles is its snippet's slice, exactly")
    func everyMarkedBlockIsItsSlice() throws {
        var count = 0
        for article in try Self.articles() {
            let text = try String(contentsOf: article, encoding: .utf8)
            for marked in Self.markedBlocks(in: text) {
                count += 1
                let file = Self.root.appendingPathComponent("Snippets/\(marked.snippet).swift")
                guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                    Issue.record("\(article.lastPathComponent) line \(marked.line): no snippet Snippets/\(marked.snippet).swift")
                    continue
                }
                let slice = Self.sliceLines(of: source, slice: marked.slice)
                #expect(
                    slice != nil, "\(article.lastPathComponent) line \(marked.line): Snippets/\(marked.snippet).swift has no slice \"\(marked.slice ?? "")\"")
                guard let slice else { continue }
                #expect(
                    marked.block == slice.map { $0.trimmingCharacters(in: .whitespaces) },
                    """
                    \(article.lastPathComponent) line \(marked.line): the block differs from \
                    Snippets/\(marked.snippet).swift\(marked.slice.map { " (slice \"\($0)\")" } ?? ""): \
                    run .ci/sync-snippets to copy the snippet in (edit the snippet, never the block)
                    """)
            }
        }
        #expect(count >= 20, "the articles' marked blocks were not found")
    }

    @Test("A marked block that differs from its slice, or names a slice that is not there, is caught")
    func aChangedMarkedBlockIsCaught() {
        let source = """
            import Motion
            // snippet.hide
            let hidden = 1
            // snippet.show
            // snippet.go
                let runtime = MotionRuntime()
            // snippet.hide
                let alsoHidden = 2
            // snippet.show
                runtime.addPlan(p, to: box)
            // snippet.stop
            runtime.update(millisecondsSinceLastUpdate: 0)
            // snippet.end
            print("after")
            """
        #expect(Self.sliceLines(of: source, slice: "go") == ["let runtime = MotionRuntime()", "runtime.addPlan(p, to: box)"])
        #expect(Self.sliceLines(of: source, slice: "stop") == ["runtime.update(millisecondsSinceLastUpdate: 0)"])
        #expect(Self.sliceLines(of: source, slice: "missing") == nil)
        #expect(Self.sliceLines(of: source, slice: nil)?.first == "import Motion")
        let article = "Text\n\n<!-- snippet: Go#go -->\n```swift\nlet runtime = MotionRuntime()\n```\n\n```swift\nlet a = 1\n```\n"
        let marked = Self.markedBlocks(in: article)
        #expect(marked.count == 1)
        #expect(marked.first?.snippet == "Go" && marked.first?.slice == "go" && marked.first?.line == 3)
        #expect(marked.first?.block == ["let runtime = MotionRuntime()"])
        #expect(marked.first?.block != Self.sliceLines(of: source, slice: "go"))
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

    struct MarkedBlock { var line: Int; var snippet: String; var slice: String?; var block: [String] }

    /// The blocks of an article marked `<!-- snippet: File#slice -->` (or `<!-- snippet: File -->`
    /// for a whole snippet), each with the line of its marker and its lines, trimmed.
    static func markedBlocks(in markdown: String) -> [MarkedBlock] {
        let marker = /^<!-- snippet: ([A-Za-z0-9_]+)(?:#([A-Za-z0-9_-]+))? -->$/
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [MarkedBlock] = []
        for (index, line) in lines.enumerated() {
            guard let match = line.wholeMatch(of: marker) else { continue }
            var block: [String] = []
            var next = index + 2
            if index + 1 < lines.count, lines[index + 1].trimmingCharacters(in: .whitespaces) == "```swift" {
                while next < lines.count, lines[next].trimmingCharacters(in: .whitespaces) != "```" {
                    block.append(lines[next].trimmingCharacters(in: .whitespaces))
                    next += 1
                }
            } else {
                block = ["(the marker is not followed by a ```swift block)"]
            }
            found.append(MarkedBlock(line: index + 1, snippet: String(match.1), slice: match.2.map(String.init), block: trimmed(block)))
        }
        return found
    }

    /// The lines a marked block shows of a snippet: those of `slice` (from its
    /// `// snippet.NAME` marker to the next marker naming another slice, or
    /// `// snippet.end`), or of the whole file for `nil`; hidden lines and
    /// markers left out, blank lines trimmed at both ends. `nil` if the file
    /// has no such slice. `.ci/sync-snippets` copies exactly these lines.
    static func sliceLines(of source: String, slice: String?) -> [String]? {
        var shown: [String] = []
        var visible = true, current: String?, found = slice == nil
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("// snippet.") {
                let marker = String(line.dropFirst("// snippet.".count))
                switch marker {
                case "hide": visible = false
                case "show": visible = true
                case "end": current = nil
                default:
                    current = marker
                    found = found || marker == slice
                }
                continue
            }
            if visible && (slice == nil || current == slice) { shown.append(line) }
        }
        return found ? trimmed(shown) : nil
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
