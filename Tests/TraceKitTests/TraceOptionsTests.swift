import Testing
import TraceKit

@Suite("Completion, forbidden items and predicates")
struct TraceOptionsTests {
    // MARK: - completesWhenAllMatched

    @Test("A trace that completes when all matched passes at its last match, without stop")
    func completesWhenAllMatched() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two], completesWhenAllMatched: true))
        let states = Recorder<TraceState>()
        tracer.start().stateChanged.listen { states.record($0) }
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.state == .passing)
        tracer.log(item: Event.two.traceItem)
        #expect(tracer.state == .passed)
        #expect(!tracer.isRunning)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.loggedItems().count == 2, "a completed run records nothing more")
        #expect(tracer.stop().result.state == .passed)
        #expect(states.values == [.passing, .passed])
    }

    @Test("Without the option, a fully matched run stays passing until stop")
    func withoutCompletion() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.state == .passing)
        #expect(tracer.isRunning)
    }

    // MARK: - Forbidden items

    @Test("A forbidden item fails the run with a state and reason of its own")
    func forbiddenItemFails() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two], forbidden: [.unrelated]))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.unrelated.traceItem)
        #expect(tracer.state == .failed)
        #expect(tracer.failureReason == .forbiddenItem)
        tracer.log(item: Event.two.traceItem)
        let result = tracer.stop().result
        #expect(result.loggedItems.map(\.state) == [.matched, .forbidden, .matched])
        #expect(result.slots.map(\.state) == [.matched, .matched])
        #expect(result.state == .failed)
        #expect(result.loggedItemCounts.forbidden == 1)
        #expect(result.forbiddenItems.map(\.value) == ["unrelated"])
    }

    @Test("A forbidden predicate wins over a slot that would accept the same item")
    func forbiddenPredicateWins() throws {
        let trace = try Trace(
            name: "No three-letter events", enforceOrder: false,
            itemsToMatch: [Event.one.traceItem, Event.three.traceItem],
            forbiddenItems: [TraceItem(type: "event", matching: NameLength(length: 3))]
        )
        let result = run(trace, logging: [.three, .one]).result
        #expect(result.loggedItems.map(\.state) == [.matched, .forbidden])
        #expect(result.failureReason == .forbiddenItem)
    }

    // MARK: - Predicates

    @Test("A predicate slot accepts any item its predicate accepts")
    func predicateSlots() throws {
        let anyShortEvent = TraceItem(type: "event", described: "any event named with 3 letters") {
            ($0.itemToMatch.value(as: Event.self)?.rawValue.count ?? 0) == 3
        }
        let trace = try Trace(name: "Two short events", itemsToMatch: [anyShortEvent, anyShortEvent])
        let result = run(trace, logging: [.three, .two, .one, .one]).result
        #expect(result.state == .passed)
        #expect(result.loggedItems.map(\.state) == [.ignoredNoMatch, .matched, .matched, .ignoredButMatched])
        #expect(result.slots[0].value == "any event named with 3 letters")
        #expect(result.slots[0].matchesByPredicate)
    }

    @Test("When a value slot and a predicate slot both accept an item, the earlier slot takes it")
    func earliestSlotWins() throws {
        let trace = try Trace(
            name: "Mixed", enforceOrder: false,
            itemsToMatch: [
                TraceItem(type: "event", matching: NameLength(length: 3)), Event.one.traceItem,
            ])
        let tracer = Tracer(trace: trace)
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.loggedItems().map(\.slotIndex) == [0, 1])
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("An item accepted only by taken predicate slots is a duplicate when duplicates are forbidden")
    func predicateDuplicates() throws {
        let trace = try Trace(
            name: "One short", allowDuplicates: false,
            itemsToMatch: [
                TraceItem(type: "event", matching: NameLength(length: 3))
            ])
        let result = run(trace, logging: [.one, .two]).result
        #expect(result.loggedItems.map(\.state) == [.matched, .duplicate])
        #expect(result.slots.map(\.state) == [.hadDuplicates])
        #expect(result.failureReason == .duplicate)
    }

    @Test("Predicate slots obey enforced order like value slots")
    func predicateOrder() throws {
        let trace = try Trace(
            name: "Ordered",
            itemsToMatch: [
                Event.three.traceItem, TraceItem(type: "event", matching: NameLength(length: 3)),
            ])
        let result = run(trace, logging: [.two, .three]).result
        #expect(result.slots.map(\.state) == [.outOfOrder, .outOfOrder])
        #expect(result.failureReason == .outOfOrder)
    }

    @Test("More than 64 predicate slots are matched as reliably as a few")
    func manyPredicateSlots() throws {
        let slots = (0..<70).map { (n: Int) -> TraceItem in
            TraceItem(type: "n", described: "exactly \(n)") { $0.itemToMatch.value(as: Int.self) == n }
        }
        let tracer = Tracer(trace: try Trace(name: "Seventy", itemsToMatch: slots))
        tracer.start()
        for n in 0..<70 { tracer.log(item: TraceItem(type: "n", itemToMatch: AnyTraceEquatable(n))) }
        #expect(tracer.loggedItems().map(\.slotIndex) == Array(0..<70))
        #expect(tracer.stop().result.state == .passed)
    }
}
