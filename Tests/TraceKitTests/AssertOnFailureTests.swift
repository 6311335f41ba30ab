import Testing
import TraceKit

@Suite("assertOnFailure")
struct AssertOnFailureTests {
    /// What the child process wrote to standard error: the trap's message.
    static func message(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("A failing trace traps when assertOnFailure is on and assertions are allowed")
    func trapsWhenEnabledAndAllowed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let item = { (n: Int) in TraceItem(type: "event", itemToMatch: AnyTraceEquatable(n)) }
            let trace = try! Trace(name: "Trapping", assertOnFailure: true, itemsToMatch: [item(1), item(2)])
            let tracer = Tracer(trace: trace)
            tracer.start(canThrowAssertions: true)
            tracer.log(item: item(2))
        }
        let message = Self.message(of: result)
        #expect(message.contains(#"Tracer: trace "Trapping" failed (outOfOrder) and assertOnFailure is on."#))
        #expect(message.contains("Result: failed"), "the trap shows the report")
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
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let trace = try! Trace(
                name: "Missing", assertOnFailure: true,
                itemsToMatch: [
                    TraceItem(type: "event", itemToMatch: AnyTraceEquatable(1))
                ])
            let tracer = Tracer(trace: trace)
            tracer.start()
            tracer.stop()
        }
        #expect(Self.message(of: result).contains(#"Tracer: trace "Missing" failed (missingAtStop) and assertOnFailure is on."#))
    }
}
