import Foundation
import Testing
import TraceKit

@Suite("Reports")
struct TraceReportTests {
    /// order enforced, duplicates allowed; slots [one, two, three, one].
    private func sampleReport(clock: ManualClock? = nil) throws -> TraceReport {
        let trace = try eventTrace([.one, .two, .three, .one], name: "Sign up")
        let tracer = Tracer(trace: trace, clock: clock)
        tracer.start()
        for event in [Event.one, .unrelated, .two, .two, .one] {
            clock?.advance(by: 0.5)
            tracer.log(item: event.traceItem)
        }
        return tracer.stop()
    }

    @Test("The summary holds the name, result, options and every count line")
    func summaryLines() throws {
        let lines = try sampleReport().summary.split(separator: "\n").map(String.init)
        for line in [
            "Trace name: Sign up",
            "Result: failed",
            "Failure reason: outOfOrder",
            "Enforcing order?: true",
            "Allow duplicates?: true",
            "Assert on failure?: false",
            "Total items to match: 4",
            "Matched: 2 out of 4",
            "Missing: 0 out of 4",
            "Out of order: 2 out of 4",
            "Had duplicates: 0 out of 4",
            "Ignored, but matched: 1",
            "Ignored, no match: 1",
            "Late items logged: 0",
        ] {
            #expect(lines.contains(line), "missing line: \(line)")
        }
    }

    @Test("The summary lists every slot with its state, type and value, in order")
    func summarySlots() throws {
        let summary = try sampleReport().summary
        let expected = """
            Items to match:
            1. matched ---> type: event, itemToMatch: one
            2. matched ---> type: event, itemToMatch: two
            3. outOfOrder ---> type: event, itemToMatch: three
            4. outOfOrder ---> type: event, itemToMatch: one
            """
        #expect(summary.contains(expected))
    }

    @Test("The raw log lists every logged item in arrival order with its state")
    func rawLog() throws {
        let rawLog = try sampleReport().rawLog
        let expected = """
            #1 matched ---> type: event, item: one
            #2 ignoredNoMatch ---> type: event, item: unrelated
            #3 matched ---> type: event, item: two
            #4 ignoredButMatched ---> type: event, item: two
            #5 outOfOrder ---> type: event, item: one
            """
        #expect(rawLog.contains(expected))
    }

    @Test("Two runs of the same trace produce byte-identical reports, with or without a clock")
    func reportsAreDeterministic() throws {
        #expect(try sampleReport().summary == sampleReport().summary)
        #expect(try sampleReport().rawLog == sampleReport().rawLog)
        #expect(try sampleReport().jsonData() == sampleReport().jsonData())
        let timedA = try sampleReport(clock: ManualClock(now: 7))
        let timedB = try sampleReport(clock: ManualClock(now: 7))
        #expect(timedA.summary == timedB.summary)
        #expect(timedA.rawLog == timedB.rawLog)
        #expect(try timedA.jsonData() == timedB.jsonData())
    }

    @Test("The JSON form decodes back to the same result and names options, slots, entries and state")
    func jsonRoundTrip() throws {
        let report = try sampleReport(clock: ManualClock())
        let decoded = try JSONDecoder().decode(TraceResult.self, from: report.jsonData())
        #expect(decoded == report.result)
        let json = try report.jsonString()
        for fragment in [
            "\"traceName\" : \"Sign up\"", "\"enforceOrder\" : true", "\"allowDuplicates\" : true",
            "\"assertOnFailure\" : false",
            "\"state\" : \"failed\"", "\"failureReason\" : \"outOfOrder\"", "\"state\" : \"outOfOrder\"",
            "\"state\" : \"ignoredNoMatch\"", "\"sequence\" : 5", "\"time\" : 2.5",
        ] {
            #expect(json.contains(fragment), "missing \(fragment)")
        }
    }

    @Test("The JSON report and the summary carry assertOnFailure with the other options")
    func assertOnFailureIsReported() throws {
        let trace = try Trace(name: "Asserting", assertOnFailure: true, itemsToMatch: [Event.one.traceItem])
        let tracer = Tracer(trace: trace)
        tracer.start(canThrowAssertions: false)
        let report = tracer.stop()
        #expect(report.result.assertOnFailure)
        #expect(try report.jsonString().contains("\"assertOnFailure\" : true"))
        #expect(report.summary.contains("Assert on failure?: true\n"))
        #expect(try JSONDecoder().decode(TraceResult.self, from: report.jsonData()) == report.result)
    }

    @Test("A passing report says so and counts nothing as failed")
    func passingReport() throws {
        let report = run(try eventTrace([.one, .two]), logging: [.one, .two])
        #expect(report.summary.contains("Result: passed\n"))
        #expect(report.summary.contains("Matched: 2 out of 2\n"))
        #expect(!report.summary.contains("Failure reason"))
        #expect(report.result.slotCounts.matched == 2)
    }
}
