import Testing
import TraceKit

@Suite("Signals")
struct TraceSignalTests {
    @Test("Start returns the current state and the two signals the tracer fires")
    func startReturnsSignals() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        let (state, stateChanged, itemLogged) = tracer.start()
        #expect(state == .waiting)
        #expect(stateChanged === tracer.stateChanged)
        #expect(itemLogged === tracer.itemLogged)
    }

    @Test("Listeners are called in the order they were registered")
    func registrationOrder() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        let calls = Recorder<String>()
        let (_, stateChanged, itemLogged) = tracer.start()
        for name in ["a", "b", "c"] {
            itemLogged.listen { _ in calls.record("item \(name)") }
            stateChanged.listen { _ in calls.record("state \(name)") }
        }
        tracer.log(item: Event.one.traceItem)
        #expect(calls.values == ["item a", "item b", "item c", "state a", "state b", "state c"])
    }

    @Test("The item-logged signal carries each entry with its state, and fires for every item")
    func itemLoggedCarriesEntries() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        let entries = Recorder<LoggedTraceItem>()
        tracer.start().itemLogged.listen { entries.record($0) }
        tracer.log(item: Event.unrelated.traceItem)
        tracer.log(item: Event.one.traceItem)
        #expect(entries.values.map(\.state) == [.ignoredNoMatch, .matched])
        #expect(entries.values.map(\.sequence) == [1, 2])
        #expect(entries.values[1].item == Event.one.traceItem)
    }

    @Test("The state-changed signal fires once per change, including the final state at stop")
    func stateChangedFiresOnChangesOnly() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two, .three]))
        let states = Recorder<TraceState>()
        tracer.start().stateChanged.listen { states.record($0) }
        for event in [Event.one, .unrelated, .two, .three] { tracer.log(item: event.traceItem) }
        tracer.stop()
        #expect(states.values == [.passing, .passed])
    }

    @Test("A failing run signals passing, then failed, and nothing more")
    func failingRunSignals() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two, .three]))
        let states = Recorder<TraceState>()
        tracer.start().stateChanged.listen { states.record($0) }
        for event in [Event.one, .three, .two] { tracer.log(item: event.traceItem) }
        tracer.stop()
        #expect(states.values == [.passing, .failed])
    }

    @Test("Stop really removes every listener")
    func stopRemovesListeners() throws {
        let tracer = Tracer(trace: try eventTrace([.one]))
        let calls = Recorder<String>()
        let (_, stateChanged, itemLogged) = tracer.start()
        stateChanged.listen { _ in calls.record("state") }
        itemLogged.listen { _ in calls.record("item") }
        tracer.stop()
        #expect(stateChanged.listenerCount == 0)
        #expect(itemLogged.listenerCount == 0)
        let before = calls.values.count
        tracer.start()
        tracer.log(item: Event.one.traceItem)
        tracer.stop()
        #expect(calls.values.count == before, "old listeners hear nothing from the next run")
    }

    @Test("A removed listener is not called again; removing it twice does nothing")
    func removingAListener() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        let calls = Recorder<Int>()
        let itemLogged = tracer.start().itemLogged
        let first = itemLogged.listen { _ in calls.record(1) }
        itemLogged.listen { _ in calls.record(2) }
        tracer.log(item: Event.one.traceItem)
        itemLogged.remove(listener: first)
        itemLogged.remove(listener: first)
        tracer.log(item: Event.two.traceItem)
        #expect(calls.values == [1, 2, 2])
    }

    @Test("A listener may log to its own tracer without deadlock")
    func listenersMayLog() throws {
        let tracer = Tracer(trace: try eventTrace([.one, .two]))
        tracer.start().itemLogged.listen { entry in
            if entry.item == Event.one.traceItem { tracer.log(item: Event.two.traceItem) }
        }
        tracer.log(item: Event.one.traceItem)
        #expect(tracer.stop().result.state == .passed)
    }
}
