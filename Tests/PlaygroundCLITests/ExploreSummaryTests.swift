import Foundation
@testable import PlaygroundCLI
import Interactions
import PlaygroundKit
import PlaygroundScript
import PlaygroundSession
import Testing

/// `explore/summary.json` reads back to what was written, whatever a trap's
/// message or a box's name holds, and shards merge into one search's summary.
@Suite struct ExploreSummaryTests {
    static func row(_ invariant: String, box: String?, sequence: Int, values: String = "x") -> ExploreSummary.Row {
        ExploreSummary.Row(
            invariant: invariant, box: box, frame: 3, events: 2, shrunkFrom: 40, sequence: sequence, values: values,
            recording: "explore/A/recording.json", test: "explore/A/A.swift")
    }

    @Test("Quotes, backslashes, line breaks and control characters read back as written (JSON escapes, not Swift's)")
    func readsBack() throws {
        let awkward = "Fatal error: \"boom\" at C:\\x\n\u{1B}[31m\ttab \u{7F} é"
        let summary = ExploreSummary(seed: 7, sequences: 12, seconds: 2.5, rows: [Self.row("never traps", box: nil, sequence: 4, values: awkward)])
        let again = try ExploreSummary(json: Data(summary.json.utf8), source: "summary.json")
        #expect(again == summary)
        #expect(summary.json.contains("\\u001b") && !summary.json.contains("\\u{"))
        // Any JSON reader agrees.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(summary.json.utf8)) as? [String: Any])
        let failures = try #require(object["failures"] as? [[String: Any]])
        #expect(failures.first?["values"] as? String == awkward)
    }

    @Test("A failure's line counts its events in words that agree: 1 event, 2 events")
    func failureLineCountsEvents() {
        func line(events: Int) -> String {
            let key = ScriptEvent(frame: 1, .key(KeyPress("n")))
            let sequence = ExploreSequence(viewport: Viewport(width: 320, height: 200), gestures: [Array(repeating: key, count: events)])
            let violation = InvariantViolation(invariant: "tokens end", box: "Lung", frame: 602, values: "open")
            let finding = ExploreFinding(violation: violation, index: 4, sequence: sequence, shrunkFrom: 6)
            return ExploreFailure(finding: finding, name: "ExploreTokensEndOnLung", recording: "r.json", test: "t.swift").line
        }
        #expect(line(events: 1) == "\"tokens end\" fails on Lung at frame 602 after 1 event (shrunk from 6): open; recording r.json, test t.swift")
        #expect(line(events: 2).contains(" after 2 events (shrunk from 6)"))
    }

    @Test("Merged shards keep each failure from the lowest sequence, add up the sequences, and refuse mixed seeds")
    func merges() throws {
        let first = ExploreSummary(seed: 1, sequences: 5, seconds: nil, rows: [Self.row("tokens end", box: "Box#1", sequence: 8)])
        let second = ExploreSummary(seed: 1, sequences: 5, seconds: nil, rows: [Self.row("tokens end", box: "Box#1", sequence: 3), Self.row("stays reachable", box: "Lung", sequence: 9)])
        let merged = try ExploreSummary.merged([first, second])
        #expect(merged.sequences == 10)
        #expect(merged.rows.map(\.sequence) == [3, 9])
        #expect(throws: PlaygroundError.self) { try ExploreSummary.merged([first, ExploreSummary(seed: 2, sequences: 1, seconds: nil, rows: [])]) }
    }
}
