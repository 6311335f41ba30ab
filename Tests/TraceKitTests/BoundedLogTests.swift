import Testing
import TraceKit

@Suite("The bounded log")
struct BoundedLogTests {
    @Test("The default bound keeps 10,000 entries, for the tracer and the logger")
    func defaultBound() throws {
        #expect(Tracer(trace: try eventTrace([.one])).maxLoggedItems == 10_000)
        #expect(ItemLogger().maxEntries == 10_000)
    }

    @Test("The tracer keeps the newest entries and counts the dropped ones in its report")
    func tracerDropsTheOldest() throws {
        let tracer = Tracer(trace: try eventTrace([.one]), maxLoggedItems: 10)
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        for _ in 0..<24 { tracer.log(item: Event.unrelated.traceItem) }
        #expect(tracer.loggedItems().map(\.sequence) == Array(16...25))
        #expect(tracer.recentLoggedItems(3).map(\.sequence) == [23, 24, 25])
        let snapshot = tracer.snapshot()
        #expect(snapshot.loggedItemCount == 25)
        #expect(snapshot.droppedItemCount == 15)
        let report = tracer.stop()
        #expect(report.result.state == .passed, "dropping entries never changes the outcome")
        #expect(report.result.loggedItemCounts.ignoredNoMatch == 24, "counts include dropped entries")
        #expect(report.result.droppedLoggedItemCount == 15)
        #expect(report.rawLog.contains("(15 earlier items dropped from the log)"))
        #expect(report.summary.contains("Items logged: 25 (15 dropped from the log)"))
    }

    @Test("Memory stays bounded over many items: the log never holds more than its bound")
    func logStaysBounded() throws {
        let tracer = Tracer(trace: try eventTrace([.one]), maxLoggedItems: 100)
        tracer.start()
        let item = Event.unrelated.traceItem
        for _ in 0..<100_000 { tracer.log(item: item) }
        #expect(tracer.loggedItems().count == 100)
        #expect(tracer.snapshot().droppedItemCount == 99_900)
    }

    @Test("A bound of zero keeps nothing but still judges every item")
    func zeroBound() throws {
        let tracer = Tracer(trace: try eventTrace([.one]), maxLoggedItems: 0)
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.loggedItems().isEmpty)
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("The logger keeps the newest entries and counts the dropped ones until cleared")
    func loggerDropsTheOldest() {
        let logger = ItemLogger(maxEntries: 3)
        logger.start()
        for n in 1...5 { logger.log(genericItem: AnyTraceEquatable(n)) }
        #expect(logger.loggedItems.map(\.sequence) == [3, 4, 5])
        #expect(logger.droppedCount == 2)
        #expect(logger.stop().rawLog.contains("(2 earlier items dropped from the log)"))
        logger.clear()
        #expect(logger.droppedCount == 0)
        #expect(logger.count == 0)
    }
}
