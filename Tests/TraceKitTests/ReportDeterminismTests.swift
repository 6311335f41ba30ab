import Foundation
import Testing
import TraceKit

/// A logged value holding a dictionary and a set, whose natural order changes with each process's hash seed.
struct Profile: Hashable, Sendable {
    var name: String
    var scores: [String: Int]
    var tags: Set<String>
}

/// Builds every kind of report from items that hold dictionaries and sets.
enum UnorderedReportFixture {
    static let keys = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"]

    static var profile: Profile {
        Profile(
            name: "ada",
            scores: Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }),
            tags: Set(keys.map { $0.uppercased() })
        )
    }

    /// The summary, raw log and JSON of a trace, and the logger's text and CSV, in one string.
    static func text() throws -> String {
        let scores = profile.scores
        let trace = try Trace(
            name: "Unordered",
            itemsToMatch: [
                TraceItem(type: "profile", itemToMatch: AnyTraceEquatable(profile)),
                TraceItem(type: "scores", itemToMatch: AnyTraceEquatable(scores)),
            ])
        let tracer = Tracer(trace: trace)
        tracer.start()
        tracer.log(item: TraceItem(type: "profile", itemToMatch: AnyTraceEquatable(profile)))
        tracer.log(item: TraceItem(type: "tags", itemToMatch: AnyTraceEquatable(profile.tags)))
        let report = tracer.stop()

        let logger = ItemLogger()
        logger.start()
        logger.log(genericItem: AnyTraceEquatable(scores), properties: ["tags": AnyTraceEquatable(profile.tags)])
        let logged = logger.stop()
        return [report.summary, report.rawLog, try report.jsonString(), logged.rawLog, logged.csv].joined(separator: "\n")
    }

    /// Writes `text()` to standard output, for a child process.
    static func printText() {
        FileHandle.standardOutput.write(Data(try! text().utf8))
    }
}

@Suite("Reports are byte-identical across processes")
struct ReportDeterminismTests {
    @Test("Dictionaries and sets inside items are described with their elements sorted")
    func descriptionsAreSorted() {
        #expect(AnyTraceEquatable(["b": 2, "a": 1, "c": 3]).description == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(AnyTraceEquatable(Set([3, 1, 2])).description == "[1, 2, 3]")
        #expect(AnyTraceEquatable(Set([3, 1, 2])).debugDescription == "Set([1, 2, 3])")
        let profile = Profile(name: "ada", scores: ["y": 2, "x": 1], tags: ["q", "p"])
        #expect(AnyTraceEquatable(profile).description == #"Profile(name: "ada", scores: ["x": 1, "y": 2], tags: Set(["p", "q"]))"#)
        #expect(AnyTraceEquatable([["b": 1, "a": 2]]).description == #"[["a": 2, "b": 1]]"#)
        #expect(AnyTraceEquatable(Optional(["b": 1, "a": 2])).description == #"Optional(["a": 2, "b": 1])"#)
    }

    @Test("Values without a dictionary or a set keep their standard description exactly")
    func otherValuesAreUnchanged() {
        let profile = Profile(name: "ada", scores: ["x": 1], tags: ["p"])
        #expect(AnyTraceEquatable(profile).description == String(describing: profile))
        #expect(AnyTraceEquatable(profile).debugDescription == String(reflecting: profile))
        #expect(AnyTraceEquatable([1, 2]).description == "[1, 2]")
        #expect(AnyTraceEquatable("text").debugDescription == #""text""#)
        #expect(AnyTraceEquatable(Unhashable(value: 3)).description == "Unhashable(3)")
    }

    @Test("Two processes, each with its own hash seed, write the same bytes, and the same as this one")
    func sameBytesInTwoProcesses() async throws {
        let first = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            UnorderedReportFixture.printText()
        }
        let second = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            UnorderedReportFixture.printText()
        }
        // Compared as text, so a failure shows the lines that differ rather than bytes.
        let a = String(decoding: try #require(first).standardOutputContent, as: UTF8.self)
        let b = String(decoding: try #require(second).standardOutputContent, as: UTF8.self)
        #expect(!a.isEmpty)
        #expect(a == b)
        #expect(a == (try UnorderedReportFixture.text()))
    }
}
