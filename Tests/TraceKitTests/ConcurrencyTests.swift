import Dispatch
import Testing
import TraceKit

@Suite("Thread safety")
struct ConcurrencyTests {
    @Test("Several threads logging at once lose no item and match every slot")
    func concurrentLogging() throws {
        let threads = 8, perThread = 500
        let items = (0..<threads * perThread).map { TraceItem(type: "n", itemToMatch: AnyTraceEquatable($0)) }
        let trace = try Trace(name: "Concurrent", enforceOrder: false, allowDuplicates: false, itemsToMatch: items)
        let tracer = Tracer(trace: trace, maxLoggedItems: 100_000)
        let heard = Recorder<Int>()
        tracer.start().itemLogged.listen { heard.record($0.sequence) }

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for n in 0..<perThread {
                tracer.log(item: items[thread * perThread + n])
                tracer.log(item: TraceItem(type: "noise", itemToMatch: AnyTraceEquatable(thread)))
            }
        }

        let result = tracer.stop().result
        #expect(result.state == .passed)
        #expect(result.loggedItemCount == 2 * threads * perThread)
        #expect(result.loggedItemCounts.matched == threads * perThread)
        #expect(result.loggedItems.map(\.sequence) == Array(1...(2 * threads * perThread)))
        #expect(heard.values.sorted() == Array(1...(2 * threads * perThread)))
    }

    @Test("Logging from one thread while another reads snapshots and stops is safe")
    func loggingWhileReading() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two], enforceOrder: false))
        tracer.start()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for _ in 0..<2_000 {
                if worker == 0 {
                    tracer.log(item: Event.unrelated.traceItem)
                } else {
                    _ = tracer.snapshot()
                    _ = tracer.recentLoggedItems(5)
                }
            }
        }
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.two.traceItem)
        #expect(tracer.stop().result.loggedItemCount == 2_002)
    }

    @Test("Several threads logging to one item logger lose no entry")
    func concurrentItemLogging() {
        let logger = ItemLogger(maxEntries: 50_000)
        logger.start()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for n in 0..<1_000 { logger.log(genericItem: AnyTraceEquatable(thread * 1_000 + n)) }
        }
        let entries = logger.stop().loggedItems
        #expect(entries.count == 4_000)
        #expect(Set(entries.compactMap { $0.item.value(as: Int.self) }) == Set(0..<4_000))
    }
}
