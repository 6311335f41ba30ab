import FoundationEssentials
import Interactions
import PlaygroundKit
import Testing

/// ScriptsAndSessions.md describes the format the playground writes: its
/// examples load, its recording is byte for byte what a recording of the
/// same session is, and its tables name every field a recording holds.
@Suite("The Scripts and sessions article")
struct ScriptsArticleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PlaygroundKit/PlaygroundKit.docc/ScriptsAndSessions.md")

    /// The article's text and its ```` ```json ```` blocks.
    static func read() throws -> (text: String, json: [String]) {
        let text = try String(decoding: Data(contentsOf: article), as: UTF8.self)
        var blocks: [String] = [], block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```json" {
                block = []
            } else if line == "```", let finished = block {
                blocks.append(finished.joined(separator: "\n") + "\n")
                block = nil
            } else {
                block?.append(line)
            }
        }
        return (text, blocks)
    }

    @Test("Its example recording is the version the playground writes, and re-encodes to the very same bytes")
    func recordingIsWhatThePlaygroundWrites() throws {
        let (text, blocks) = try Self.read()
        #expect(blocks.count == 2, "a script by hand and a recording")
        for block in blocks { _ = try InputScript(json: Data(block.utf8)) }
        let recording = try #require(blocks.first { $0.contains("\"routed\"") })
        let script = try InputScript(json: Data(recording.utf8))
        #expect(recording.contains("\"version\": \(InputScript.currentVersion),"))
        #expect(script.isRouted)
        #expect(String(decoding: script.jsonData(), as: UTF8.self) == recording)
        #expect(text.contains("as a version \(InputScript.currentVersion) recording"))
        #expect(text.contains("the playground writes `\(InputScript.currentVersion)`"))
    }

    @Test("Its tables name every top-level field, event type and mark a recording can hold")
    func tablesNameEveryField() throws {
        let (text, _) = try Self.read()
        var script = InputScript(
            events: [
                ScriptEvent(frame: 1, .pointer(PointerEvent(.down, at: Point(x: 1, y: 2), timestamp: 0.5)), takenByLayer: true),
                ScriptEvent(frame: 2, .command(.throwAgain(box: "Box#1")), takenByLayer: false),
                ScriptEvent(frame: 3, .note("build 2"), takenByLayer: false),
            ],
            scene: "default", viewport: Viewport(width: 64, height: 48, scale: 2), frameCount: 4, framePeriod: 0.02,
            frameTimes: [FrameTime(frame: 2, seconds: 0.03)])
        script.historyBudget = 1 << 20
        script.isRouted = true
        let written = String(decoding: script.jsonData(), as: UTF8.self)
        let topLevel = written.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  \""), let end = line.dropFirst(3).firstIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
        #expect(topLevel.count == 9, "\(topLevel)")
        for field in topLevel {
            #expect(text.contains("| `\(field)` |"), "the fields table has no row for \"\(field)\"")
        }
        for type in ["command", "note"] {
            #expect(text.contains("| `\(type)` |"), "the events table has no row for \"\(type)\"")
        }
        #expect(written.contains("\"layer\": true") && text.contains("optional `layer`"))
    }
}
