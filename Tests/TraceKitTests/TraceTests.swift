import Testing
import TraceKit

@Suite("Trace")
struct TraceTests {
    @Test("An empty list of items to match is rejected with a clear error")
    func emptyItemsAreRejected() {
        #expect(throws: TraceError.emptyItemsToMatch(traceName: "Nothing")) {
            try Trace(name: "Nothing", itemsToMatch: [])
        }
        #expect(
            TraceError.emptyItemsToMatch(traceName: "Nothing").description
                == "Trace \"Nothing\" has no items to match; give it at least one.")
    }

    @Test("A time limit that is not a finite positive number is rejected", arguments: [0, -1, Double.infinity, Double.nan])
    func invalidTimeLimitsAreRejected(limit: Double) {
        #expect(throws: TraceError.self) {
            try eventTrace([.one], timeLimit: limit)
        }
    }

    @Test("An item both expected and forbidden is rejected")
    func expectedAndForbiddenIsRejected() {
        #expect(throws: TraceError.itemBothExpectedAndForbidden(traceName: "Events", item: "event: one")) {
            try eventTrace([.one, .two], forbidden: [.one])
        }
    }

    @Test("Options default to the seed's: order enforced, duplicates allowed, no trap")
    func defaults() throws {
        let trace = try Trace(name: "Defaults", itemsToMatch: [Event.one.traceItem])
        #expect(trace.enforceOrder)
        #expect(trace.allowDuplicates)
        #expect(!trace.assertOnFailure)
        #expect(!trace.completesWhenAllMatched)
        #expect(trace.timeLimit == nil)
        #expect(trace.forbiddenItems.isEmpty)
        #expect(trace.setupSteps == nil)
        #expect(trace.setupStepsAsList == nil)
    }

    @Test("Setup steps are listed with numbers")
    func setupStepsAsList() throws {
        let trace = try Trace(name: "Steps", itemsToMatch: [Event.one.traceItem], setupSteps: ["Open", "Tap"])
        #expect(trace.setupStepsAsList == "Setup steps:\n1. Open\n2. Tap\n")
    }
}
