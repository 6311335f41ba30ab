import Testing
import TraceKit

@Suite("Tracer matching rules")
struct TracerMatchingTests {
    // MARK: - States of a run

    @Test("A run waits until its first match, passes while matching, and passes at stop when all matched")
    func waitingPassingPassed() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        #expect(tracer.start().currentState == .waiting)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.state == .passing)
        tracer.log(item: Event.two.traceItem)
        #expect(tracer.state == .passing, "not passed until stop")
        let report = tracer.stop()
        #expect(report.result.state == .passed)
        #expect(report.result.slots.map(\.state) == [.matched, .matched])
    }

    @Test("An item not in the trace is ignoredNoMatch and never fails it")
    func unmatchedItemsAreIgnored() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        tracer.start()
        tracer.log(item: Event.unrelated.traceItem)
        #expect(tracer.state == .waiting)
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.unrelated.traceItem)
        let result = tracer.stop().result
        #expect(result.state == .passed)
        #expect(result.loggedItems.map(\.state) == [.ignoredNoMatch, .matched, .ignoredNoMatch])
    }

    @Test("Stop turns every waiting slot missing, so a partly matched run fails")
    func stopMarksWaitingSlotsMissing() throws {
        let result = run(try eventTrace([.one, .two, .three]), logging: [.one]).result
        #expect(result.slots.map(\.state) == [.matched, .missing, .missing])
        #expect(result.state == .failed)
        #expect(result.failureReason == .missingAtStop)
    }

    @Test("A run in which nothing was logged fails at stop with every slot missing")
    func emptyRunFails() throws {
        let result = run(try eventTrace([.one, .two]), logging: []).result
        #expect(result.state == .failed)
        #expect(result.slots.map(\.state) == [.missing, .missing])
    }

    @Test("Repeated entries are separate slots that must each be matched")
    func repeatedEntriesAreCounts() throws {
        let short = run(try eventTrace([.one, .one]), logging: [.one]).result
        #expect(short.slots.map(\.state) == [.matched, .missing])
        let full = run(try eventTrace([.one, .one]), logging: [.one, .one]).result
        #expect(full.state == .passed)
    }

    // MARK: - Order

    @Test("With order enforced, an early item marks the waiting slots before it and its own slot out of order")
    func outOfOrderMarksSkippedSlots() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two, .three, .one]))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.three.traceItem)
        #expect(tracer.state == .failed)
        #expect(tracer.failureReason == .outOfOrder)
        #expect(tracer.snapshot().slotStates == [.matched, .outOfOrder, .outOfOrder, .waitingToBeMatched])
        #expect(tracer.loggedItems().map(\.state) == [.matched, .outOfOrder])
        #expect(tracer.loggedItems().map(\.slotIndex) == [0, 2])
    }

    @Test("An item whose next slot lies past a waiting slot of its own kind is out of order too")
    func outOfOrderWithRepeatedItems() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two, .one]))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.snapshot().slotStates == [.matched, .outOfOrder, .outOfOrder])
    }

    @Test("Without order enforced, any order passes")
    func anyOrderPassesWhenOrderIsNotEnforced() throws {
        let result = run(try eventTrace([.one, .two, .three], enforceOrder: false), logging: [.three, .one, .two]).result
        #expect(result.state == .passed)
    }

    // MARK: - Duplicates

    @Test("With duplicates allowed, an item whose slots are taken is ignoredButMatched and the run still passes")
    func duplicatesAllowed() throws {
        let result = run(try eventTrace([.one, .two]), logging: [.one, .one, .two, .two]).result
        #expect(result.state == .passed)
        #expect(result.loggedItems.map(\.state) == [.matched, .ignoredButMatched, .matched, .ignoredButMatched])
        #expect(result.loggedItemCounts.ignoredButMatched == 2)
    }

    @Test("With duplicates forbidden, the extra item is duplicate, its first slot hadDuplicates, and the run fails")
    func duplicatesForbidden() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two, .one], allowDuplicates: false))
        tracer.start()
        for event in [Event.one, .two, .one, .one] { tracer.log(item: event.traceItem) }
        #expect(tracer.state == .failed)
        #expect(tracer.failureReason == .duplicate)
        #expect(tracer.snapshot().slotStates == [.hadDuplicates, .matched, .matched])
        #expect(tracer.loggedItems().map(\.state) == [.matched, .matched, .matched, .duplicate])
    }

    // MARK: - Failure is permanent

    @Test("Once failed, a run stays failed however well it does afterwards")
    func failureIsPermanent() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two], allowDuplicates: false))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.state == .failed)
        tracer.log(item: Event.two.traceItem)
        #expect(tracer.state == .failed)
        let result = tracer.stop().result
        #expect(result.state == .failed)
        #expect(result.failureReason == .duplicate, "the first reason is kept")
    }

    // MARK: - Order × duplicates

    struct Combination: Sendable, CustomTestStringConvertible {
        var enforceOrder: Bool
        var allowDuplicates: Bool
        var slots: [TraceItemState]
        var entries: [TraceItemState]
        var state: TraceState
        var reason: TraceFailureReason?
        var testDescription: String { "order \(enforceOrder), duplicates \(allowDuplicates)" }
    }

    @Test(
        "Each combination of order and duplicates judges [one, two] logged as two, one, one",
        arguments: [
            Combination(
                enforceOrder: true, allowDuplicates: true, slots: [.outOfOrder, .outOfOrder],
                entries: [.outOfOrder, .ignoredButMatched, .ignoredButMatched], state: .failed, reason: .outOfOrder),
            Combination(
                enforceOrder: true, allowDuplicates: false, slots: [.hadDuplicates, .outOfOrder],
                entries: [.outOfOrder, .duplicate, .duplicate], state: .failed, reason: .outOfOrder),
            Combination(
                enforceOrder: false, allowDuplicates: true, slots: [.matched, .matched],
                entries: [.matched, .matched, .ignoredButMatched], state: .passed, reason: nil),
            Combination(
                enforceOrder: false, allowDuplicates: false, slots: [.hadDuplicates, .matched],
                entries: [.matched, .matched, .duplicate], state: .failed, reason: .duplicate),
        ])
    func orderAndDuplicates(_ expected: Combination) throws {
        let trace = try eventTrace([.one, .two], enforceOrder: expected.enforceOrder, allowDuplicates: expected.allowDuplicates)
        let result = run(trace, logging: [.two, .one, .one]).result
        #expect(result.slots.map(\.state) == expected.slots)
        #expect(result.loggedItems.map(\.state) == expected.entries)
        #expect(result.state == expected.state)
        #expect(result.failureReason == expected.reason)
    }

    @Test("Each combination of order and duplicates passes when items arrive once, in order", arguments: [true, false], [true, false])
    func cleanRunsPass(enforceOrder: Bool, allowDuplicates: Bool) throws {
        let trace = try eventTrace([.one, .two, .three], enforceOrder: enforceOrder, allowDuplicates: allowDuplicates)
        #expect(run(trace, logging: [.one, .unrelated, .two, .three]).result.state == .passed)
    }
}
