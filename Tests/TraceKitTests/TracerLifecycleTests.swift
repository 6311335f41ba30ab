import Testing
import TraceKit

@Suite("Tracer lifecycle")
struct TracerLifecycleTests {
    @Test("Items logged before start are not recorded")
    func loggingBeforeStartRecordsNothing() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.loggedItems().isEmpty)
        tracer.start()
        #expect(tracer.state == .waiting)
        #expect(tracer.snapshot().loggedItemCount == 0)
    }

    @Test("Items logged after stop are not recorded")
    func loggingAfterStopRecordsNothing() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        tracer.stop()
        tracer.log(item: Event.two.traceItem)
        #expect(tracer.loggedItems().count == 1)
        #expect(tracer.state == .failed)
        #expect(!tracer.isRunning)
    }

    @Test("Start runs the setup closure once, before the run begins, and not again while running")
    func setupRunsBeforeStart() throws {
        let calls = Recorder<Bool>()
        // Weakly: the tracer owns the trace, whose setup closure reaches back to the tracer.
        let holder = WeakHolder<Tracer>()
        let trace = try Trace(
            name: "Setup", itemsToMatch: [Event.one.traceItem],
            setupBeforeStartingTrace: {
                calls.record(holder.object?.isRunning ?? false)
            })
        let tracer = Tracer(trace: trace)
        holder.hold(tracer)
        tracer.start()
        tracer.start()
        #expect(calls.values == [false], "called once, while the tracer was not yet running")
    }

    @Test("Starting a running tracer keeps its run")
    func startWhileRunningKeepsTheRun() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.start().currentState == .passing)
        #expect(tracer.loggedItems().count == 1)
    }

    @Test("Starting after stop begins a fresh run")
    func restartBeginsAFreshRun() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        tracer.start()
        tracer.log(item: Event.two.traceItem)
        #expect(tracer.stop().result.state == .failed)
        #expect(tracer.start().currentState == .waiting)
        #expect(tracer.loggedItems().isEmpty)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("Stopping a tracer that never started ends it: every slot goes missing and the run fails")
    func stopWithoutStart() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        let states = Recorder<TraceState>()
        tracer.stateChanged.listen { states.record($0) }

        let report = tracer.stop()

        #expect(report.result.state == .failed)
        #expect(report.result.failureReason == .missingAtStop)
        #expect(report.result.slots.map(\.state) == [.missing, .missing])
        #expect(report.summary.contains("Result: failed\n"))
        #expect(!report.summary.contains("still waiting"), "the report must not call a stopped run running")
        #expect(report.result.startTime == nil && report.result.endTime == nil)
        #expect(states.values == [.failed])
        #expect(!tracer.isRunning)
        #expect(tracer.state == .failed)
    }

    @Test("Stopping a stopped tracer again changes nothing, and a never-started tracer can still be started")
    func stopTwiceThenStart() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        let first = tracer.stop()
        #expect(tracer.stop() == first)
        #expect(tracer.start().currentState == .waiting)
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("A snapshot shows every slot with its item and state, and a new generation after each change")
    func snapshots() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        tracer.start()
        let before = tracer.snapshot()
        tracer.log(item: Event.one.traceItem)
        let after = tracer.snapshot()
        #expect(after.generation != before.generation)
        #expect(tracer.snapshot().generation == after.generation, "unchanged runs keep their generation")
        #expect(after.slotCount == 2)
        #expect(after.slot(at: 0).item == Event.one.traceItem)
        #expect(after.slot(at: 0).item.uxFlowHint == "Fire event one")
        #expect(after.slot(at: 0).state == .matched)
        #expect(after.slot(at: 1).state == .waitingToBeMatched)
        #expect(before.slotStates == [.waitingToBeMatched, .waitingToBeMatched], "a snapshot does not change later")
        #expect(after.isRunning && after.state == .passing && after.loggedItemCount == 1)
    }

    @Test("The current report can be read without stopping")
    func reportWithoutStopping() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        let report = tracer.report()
        #expect(report.result.state == .passing)
        #expect(report.result.slots.map(\.state) == [.matched, .waitingToBeMatched])
        #expect(tracer.isRunning)
    }
}
