import Testing
import TraceKit

@Suite("Time limits on an injected clock")
struct TraceDeadlineTests {
    @Test("An item logged exactly at the time limit still counts")
    func theLimitItselfIsInTime() throws {
        let clock = ManualClock(now: 100)
        let tracer = Tracer(trace: try eventTrace([.one], timeLimit: 2), clock: clock)
        tracer.start()
        clock.advance(by: 2)
        #expect(tracer.checkDeadline() == .waiting)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("checkDeadline fires a passed deadline without any item: waiting slots go missing and the run fails")
    func checkDeadlineFires() throws {
        let clock = ManualClock()
        let tracer = Tracer(trace: try eventTrace([.one, .two], timeLimit: 1), clock: clock)
        let states = Recorder<TraceState>()
        tracer.start().stateChanged.listen { states.record($0) }
        tracer.log(item: Event.one.traceItem)
        clock.advance(by: 0.5)
        #expect(tracer.checkDeadline() == .passing)
        clock.advance(by: 0.6)
        #expect(tracer.checkDeadline() == .failed)
        #expect(tracer.failureReason == .deadlinePassed)
        #expect(tracer.snapshot().slotStates == [.matched, .missing])
        #expect(states.values == [.passing, .failed])
    }

    @Test("Logging after the deadline fires it first, and the item for the missing slot is reported late")
    func loggingAfterTheDeadlineFiresIt() throws {
        let clock = ManualClock()
        let tracer = Tracer(trace: try eventTrace([.one, .two], timeLimit: 1), clock: clock)
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        clock.advance(by: 1.5)
        tracer.log(item: Event.two.traceItem)
        let report = tracer.stop()
        let result = report.result
        #expect(result.state == .failed)
        #expect(result.failureReason == .deadlinePassed)
        #expect(result.slots.map(\.state) == [.matched, .missing])
        #expect(result.loggedItems.map(\.state) == [.matched, .late])
        #expect(result.loggedItems.map(\.slotIndex) == [0, 1])
        #expect(result.loggedItems.map(\.time) == [0, 1.5])
        #expect(result.loggedItemCounts.late == 1)
        #expect(report.summary.contains("Late items logged: 1\n"))
        #expect(report.rawLog.contains("#2 @ 1.500s late ---> type: event, item: two"))
    }

    @Test("With duplicates forbidden, a late item is late, not a duplicate, and its slot stays missing")
    func lateIsNotADuplicate() throws {
        let clock = ManualClock()
        let tracer = Tracer(trace: try eventTrace([.one, .two], allowDuplicates: false, timeLimit: 1), clock: clock)
        tracer.start()
        clock.advance(by: 2)
        tracer.log(item: Event.two.traceItem)
        tracer.log(item: Event.two.traceItem)
        let result = tracer.stop().result
        #expect(result.loggedItems.map(\.state) == [.late, .late])
        #expect(result.slots.map(\.state) == [.missing, .missing])
        #expect(result.failureReason == .deadlinePassed)
    }

    @Test("An item for a predicate slot that went missing at the deadline is late too")
    func latePredicateSlot() throws {
        let clock = ManualClock()
        let trace = try Trace(
            name: "Predicate", itemsToMatch: [TraceItem(type: "event", matching: NameLength(length: 3))],
            timeLimit: 1)
        let tracer = Tracer(trace: trace, clock: clock)
        tracer.start()
        clock.advance(by: 2)
        tracer.log(item: Event.two.traceItem)
        tracer.log(item: Event.three.traceItem)
        #expect(tracer.stop().result.loggedItems.map(\.state) == [.late, .ignoredNoMatch])
    }

    @Test("An item that was matched in time and repeats after the deadline follows the duplicate rules, not late")
    func matchedBeforeTheDeadlineIsNotLate() throws {
        let clock = ManualClock()
        let tracer = Tracer(trace: try eventTrace([.one, .two], timeLimit: 1), clock: clock)
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        clock.advance(by: 2)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.stop().result.loggedItems.map(\.state) == [.matched, .ignoredButMatched])
    }

    @Test("A deadline that passes after every slot matched changes nothing")
    func deadlineAfterAllMatched() throws {
        let clock = ManualClock()
        let tracer = Tracer(trace: try eventTrace([.one], timeLimit: 1), clock: clock)
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        clock.advance(by: 5)
        #expect(tracer.checkDeadline() == .passing)
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("Stopping after the deadline reports the deadline, not the stop, as the reason")
    func stopAfterDeadline() throws {
        let clock = ManualClock()
        let tracer = Tracer(trace: try eventTrace([.one], timeLimit: 1), clock: clock)
        tracer.start()
        clock.advance(by: 2)
        #expect(tracer.stop().result.failureReason == .deadlinePassed)
    }

    @Test("The snapshot shows elapsed and remaining time on the clock")
    func remainingTime() throws {
        let clock = ManualClock(now: 10)
        let tracer = Tracer(trace: try eventTrace([.one], timeLimit: 3), clock: clock)
        tracer.start()
        clock.advance(by: 1)
        #expect(tracer.snapshot().elapsed == 1)
        #expect(tracer.snapshot().timeRemaining == 2)
        clock.advance(by: 5)
        #expect(tracer.snapshot().timeRemaining == 0)
    }

    @Test("Reports show the clock's start and end times only when there is a clock")
    func timesOnlyWithAClock() throws {
        let clock = ManualClock(now: 3)
        let tracer = Tracer(trace: try eventTrace([.one]), clock: clock)
        tracer.start()
        clock.advance(by: 0.25)
        tracer.log(item: Event.one.traceItem)
        let timed = tracer.stop()
        #expect(timed.summary.contains("Start time: 3.000s\nEnd time: 3.250s\n"))
        #expect(timed.rawLog.contains("#1 @ 0.250s matched"))
        let untimed = run(try eventTrace([.one]), logging: [.one])
        #expect(!untimed.summary.contains("time:"))
        #expect(!untimed.rawLog.contains("@"))
    }

    @Test("A trace with a time limit needs a tracer with a clock")
    func timeLimitNeedsAClock() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let trace = try! Trace(
                name: "Timed",
                itemsToMatch: [
                    TraceItem(type: "event", itemToMatch: AnyTraceEquatable(1))
                ], timeLimit: 1)
            _ = Tracer(trace: trace)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(#"Tracer: trace "Timed" has a time limit, so its tracer needs a clock: Tracer(trace:clock:)."#))
    }

    @Test("A manual clock moves only forward, by or to the time it is given")
    func manualClock() {
        let clock = ManualClock(now: 1)
        clock.advance(by: 0.5)
        #expect(clock.now == 1.5)
        clock.advance(to: 4)
        #expect(clock.now == 4)
    }
}
