import Testing
import TraceKit

@Suite("assertOnFailure")
struct AssertOnFailureTests {
    @Test("A failing trace traps when assertOnFailure is on and assertions are allowed")
    func trapsWhenEnabledAndAllowed() async {
        await #expect(processExitsWith: .failure) {
            let item = { (n: Int) in TraceItem(type: "event", itemToMatch: AnyTraceEquatable(n)) }
            let trace = try! Trace(name: "Trapping", assertOnFailure: true, itemsToMatch: [item(1), item(2)])
            let tracer = Tracer(trace: trace)
            tracer.start(canThrowAssertions: true)
            tracer.log(item: item(2))
        }
    }

    @Test("A failing trace does not trap when assertions are not allowed")
    func doesNotTrapWhenNotAllowed() async {
        await #expect(processExitsWith: .success) {
            let item = { (n: Int) in TraceItem(type: "event", itemToMatch: AnyTraceEquatable(n)) }
            let trace = try! Trace(name: "Shown, not fatal", assertOnFailure: true, itemsToMatch: [item(1), item(2)])
            let tracer = Tracer(trace: trace)
            tracer.start(canThrowAssertions: false)
            tracer.log(item: item(2))
            precondition(tracer.stop().result.state == .failed)
        }
    }

    @Test("A failing trace does not trap when assertOnFailure is off")
    func doesNotTrapWhenDisabled() async {
        await #expect(processExitsWith: .success) {
            let item = { (n: Int) in TraceItem(type: "event", itemToMatch: AnyTraceEquatable(n)) }
            let trace = try! Trace(name: "Quiet", itemsToMatch: [item(1), item(2)])
            let tracer = Tracer(trace: trace)
            tracer.start(canThrowAssertions: true)
            tracer.log(item: item(2))
            precondition(tracer.stop().result.state == .failed)
        }
    }

    @Test("A run that goes missing at stop traps too, when enabled and allowed")
    func trapsAtStop() async {
        await #expect(processExitsWith: .failure) {
            let trace = try! Trace(name: "Missing", assertOnFailure: true, itemsToMatch: [
                TraceItem(type: "event", itemToMatch: AnyTraceEquatable(1)),
            ])
            let tracer = Tracer(trace: trace)
            tracer.start()
            tracer.stop()
        }
    }
}
