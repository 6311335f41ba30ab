import Testing
import TraceKit

@Suite("TraceItem")
struct TraceItemTests {
    @Test("Equality compares type and value and ignores the hint")
    func equalityIgnoresTheHint() {
        let a = TraceItem(type: "event", itemToMatch: AnyTraceEquatable(1), uxFlowHint: "Tap A")
        let b = TraceItem(type: "event", itemToMatch: AnyTraceEquatable(1), uxFlowHint: "Tap B")
        let c = TraceItem(type: "event", itemToMatch: AnyTraceEquatable(1))
        #expect(a == b)
        #expect(a == c)
        #expect(a != TraceItem(type: "other", itemToMatch: AnyTraceEquatable(1)))
        #expect(a != TraceItem(type: "event", itemToMatch: AnyTraceEquatable(UInt(1))))
    }

    @Test("The hash agrees with == whatever the hint and whatever the boxed type")
    func hashAgreesWithEquality() {
        let a = TraceItem(type: "id", itemToMatch: AnyTraceEquatable(LooseID(id: 1, note: "x")), uxFlowHint: "one")
        let b = TraceItem(type: "id", itemToMatch: AnyTraceEquatable(LooseID(id: 1, note: "y")), uxFlowHint: "two")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, Event.one.traceItem, Event.one.traceItem]).count == 2)
    }

    @Test("The description is the type and the value")
    func description() {
        #expect(Event.one.traceItem.description == "event: one")
    }

    @Test("A matcher item accepts what its matcher accepts and equals items with an equal matcher")
    func matcherItems() {
        let threeLetters = TraceItem(type: "event", matching: NameLength(length: 3))
        #expect(threeLetters.isPredicate)
        #expect(threeLetters.matches(Event.one.traceItem))
        #expect(threeLetters.matches(Event.two.traceItem))
        #expect(!threeLetters.matches(Event.three.traceItem))
        #expect(threeLetters == TraceItem(type: "event", matching: NameLength(length: 3)))
        #expect(threeLetters != TraceItem(type: "event", matching: NameLength(length: 5)))
        #expect(threeLetters.itemToMatch.description == "any event named with 3 letters")
    }

    @Test("A closure item accepts what its closure accepts and equals only its own copies")
    func closureItems() {
        let anyEvent = TraceItem(type: "event", described: "any event") { $0.type == "event" }
        let copy = anyEvent
        #expect(anyEvent.matches(Event.three.traceItem))
        #expect(!anyEvent.matches(TraceItem(type: "other", itemToMatch: AnyTraceEquatable(1))))
        #expect(anyEvent == copy)
        #expect(anyEvent != TraceItem(type: "event", described: "any event") { $0.type == "event" })
        #expect(anyEvent.description == "event: any event")
    }

    @Test("A value item matches by == only, and is never equal to a predicate item")
    func valueItemsMatchByValue() {
        let one = Event.one.traceItem
        #expect(!one.isPredicate)
        #expect(one.matches(Event.one.traceItem))
        #expect(!one.matches(Event.two.traceItem))
        let matcher = NameLength(length: 3)
        #expect(TraceItem(type: "event", itemToMatch: AnyTraceEquatable(matcher)) != TraceItem(type: "event", matching: matcher))
    }
}
