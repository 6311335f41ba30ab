import TraceKit

// 1. What happens in a sign-up flow, as trace items.
enum SignUp: String, Sendable {
    case opened, typedEmail, submitted, crashed

    var traceItem: TraceItem {
        TraceItem(type: "event", itemToMatch: AnyTraceEquatable(self), uxFlowHint: "Do: \(rawValue)")
    }
}

// 2. The trace: these three, in this order, never a crash, within 30 s of the frame clock.
let trace = try Trace(
    name: "Sign up",
    itemsToMatch: [SignUp.opened.traceItem, SignUp.typedEmail.traceItem, SignUp.submitted.traceItem],
    forbiddenItems: [SignUp.crashed.traceItem],
    timeLimit: 30
)

// 3. Run it against a few events.
let clock = ManualClock()                       // the app's frame clock; never the wall clock
let tracer = Tracer(trace: trace, clock: clock)
let (state, stateChanged, _) = tracer.start()
print("started: \(state)")
stateChanged.listen { print("state -> \($0)") }

for event in [SignUp.opened, .typedEmail, .typedEmail, .submitted] {
    clock.advance(by: 0.5)
    tracer.log(item: event.traceItem)
}

// 4. Stop and print the summary.
let report = tracer.stop()
print(report.summary)
print(report.rawLog)

// snippet.outcome
// The outcome, in short: passed, or failed (and the summary says why).
if report.result.state == .passed {
    print("\(trace.name): passed")
}
// snippet.end
