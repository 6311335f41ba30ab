import Dispatch
import Foundation
import Synchronization
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

        runOnThreads(threads) { thread in
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

    @Test("Logging from two threads while two others read snapshots, reports and recent items is safe and loses nothing")
    func loggingWhileReading() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two], enforceOrder: false), maxLoggedItems: 10_000)
        tracer.start()
        let writersDone = Atomic(0)
        let reads = Atomic(0), oddStates = Atomic(0)
        runOnThreads(4) { worker in
            if worker < 2 {
                for _ in 0..<2_000 { tracer.log(item: Event.unrelated.traceItem) }
                writersDone.add(1, ordering: .releasing)
            } else {
                // Readers keep reading until both writers are done, so reads and writes overlap.
                repeat {
                    let state = tracer.snapshot().state
                    if state != .waiting && state != .passing { oddStates.add(1, ordering: .relaxed) }
                    _ = tracer.recentLoggedItems(5)
                    if worker == 3 { _ = tracer.report().summary }
                    reads.add(1, ordering: .relaxed)
                    readerPause()
                } while writersDone.load(ordering: .acquiring) < 2
            }
        }
        tracer.log(item: Event.one.traceItem)
        tracer.log(item: Event.two.traceItem)
        #expect(reads.load(ordering: .relaxed) >= 2)
        #expect(oddStates.load(ordering: .relaxed) == 0)
        #expect(tracer.stop().result.loggedItemCount == 4_002)
    }

    @Test("Listeners added and removed on some threads while others fire the signal never miss a firing they were listening for")
    func listeningWhileFiring() {
        let logger = ItemLogger(maxEntries: 1_000)
        let signal = logger.start()
        let heard = Atomic(0)
        let steady = signal.listen { _ in heard.add(1, ordering: .relaxed) }
        runOnThreads(4) { worker in
            for n in 0..<500 {
                if worker < 2 {
                    logger.log(genericItem: AnyTraceEquatable(worker * 1_000 + n))
                } else {
                    let listener = signal.listen { _ in }
                    _ = signal.listenerCount
                    signal.remove(listener: listener)
                }
            }
        }
        signal.remove(listener: steady)
        #expect(heard.load(ordering: .relaxed) == 1_000)
        #expect(signal.listenerCount == 0)
    }

    @Test("Several threads logging to one item logger while others read, report and clear it lose no sequence number")
    func concurrentItemLogging() {
        let logger = ItemLogger(maxEntries: 50_000)
        logger.start()
        let writersDone = Atomic(0), unordered = Atomic(0)
        runOnThreads(4) { worker in
            if worker < 3 {
                for n in 0..<1_000 { logger.log(genericItem: AnyTraceEquatable(worker * 1_000 + n)) }
                writersDone.add(1, ordering: .releasing)
            } else {
                repeat {
                    let items = logger.loggedItems
                    if !zip(items, items.dropFirst()).allSatisfy({ $0.sequence < $1.sequence }) { unordered.add(1, ordering: .relaxed) }
                    _ = logger.recentItems(10)
                    _ = logger.report().csv
                    _ = (logger.count, logger.droppedCount, logger.lastSequence)
                    readerPause()
                } while writersDone.load(ordering: .acquiring) < 3
            }
        }
        let entries = logger.stop().loggedItems
        #expect(unordered.load(ordering: .relaxed) == 0)
        #expect(entries.count == 3_000)
        #expect(Set(entries.compactMap { $0.item.value(as: Int.self) }) == Set(0..<3_000))
        #expect(entries.map(\.sequence) == Array(1...3_000))
    }
}

/// A reader's breath between two reads. A lock is not fair: readers that take it back at once
/// (each read copying and reporting thousands of items) starved the writers for many minutes
/// under ThreadSanitizer on two cores. A tenth of a millisecond lets writers in, and reads still
/// overlap writes throughout.
private func readerPause() {
    Thread.sleep(forTimeInterval: 0.0001)
}

/// Runs `body(worker)` on `count` threads of their own, released together, and
/// waits for all of them: unlike `concurrentPerform`, which may run every
/// iteration on one thread of a busy pool, this guarantees the calls overlap
/// in time, which is what ThreadSanitizer needs to see a race.
private func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for worker in 0..<count {
        group.enter()
        let thread = Thread {
            ready.signal()
            go.wait()
            body(worker)
            group.leave()
        }
        thread.start()
    }
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { go.signal() }
    group.wait()
}
