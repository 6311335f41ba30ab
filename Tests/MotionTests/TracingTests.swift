import Motion
import Testing

/// Implements a single event, relying on the protocol's defaults for the rest.
private final class PlanCounter: Tracing {
    var count = 0
    func didAddPlan(_ plan: any Plan, to target: AnyObject) { count += 1 }
}

@Suite("Tracing")
struct TracingTests {
    @Test("didCreatePerformer comes first, the performer gets the plan next, and didAddPlan comes last")
    func eventOrder() {
        let runtime = MotionRuntime()
        let journal = Journal()
        runtime.addTracer(RecordingTracer(journal: journal))
        let a = Thing("A", journal: journal)

        runtime.addPlan(Note(text: "1"), to: a)
        runtime.addPlan(Note(text: "2"), to: a)

        #expect(
            journal.entries == [
                "tracer didCreatePerformer RecordingPerformer for A",
                "RecordingPerformer.addPlan Note(1)",
                "tracer didAddPlan Note(1) to A",
                "RecordingPerformer.addPlan Note(2)",
                "tracer didAddPlan Note(2) to A",
            ])
    }

    @Test("A tracer added twice is held once")
    func tracerAddedTwiceIsHeldOnce() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        runtime.addTracer(tracer)

        runtime.addPlan(Note(text: "1"), to: Thing("A"))

        #expect(tracer.events == ["didCreatePerformer RecordingPerformer for A", "didAddPlan Note(1) to A"])
    }

    @Test("Removing a tracer that was never added does nothing, and a removed tracer hears nothing more")
    func removingTracers() {
        let runtime = MotionRuntime()
        let kept = RecordingTracer(), removed = RecordingTracer()
        runtime.removeTracer(RecordingTracer())
        runtime.addTracer(kept)
        runtime.addTracer(removed)
        runtime.removeTracer(removed)

        runtime.addPlan(Note(text: "1"), to: Thing("A"))

        #expect(kept.events.count == 2)
        #expect(removed.events.isEmpty)
    }

    @Test("Every event is optional: a tracer implementing one still works")
    func eventsAreOptional() {
        let runtime = MotionRuntime()
        let counter = PlanCounter()
        runtime.addTracer(counter)
        let a = Thing("A")

        runtime.addPlan(Note(text: "1"), to: a)
        runtime.addPlan(Tag(text: "2"), named: "n", to: a)
        runtime.addPlan(Gesture(phase: .began), to: a)

        #expect(counter.count == 2, "named adds go to the named event, which this tracer ignores")
    }

    @Test("Tokens and activity are traced with their performer and target")
    func tokensAreTraced() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let a = Thing("A")

        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(Gesture(phase: .ended), to: a)

        #expect(
            tracer.events == [
                "didCreatePerformer GesturePerformer for A",
                "didStartToken token#1 (gesture) by GesturePerformer on A",
                "didAddPlan Gesture(began) to A",
                "runtimeActivityDidChange active",
                "didEndToken token#1 (gesture) by GesturePerformer on A",
                "didAddPlan Gesture(ended) to A",
                "runtimeActivityDidChange idle",
            ])
    }
}

/// Counts events by kind through the single-method protocol.
private final class KindCounter: RuntimeEventTracing {
    var counts: [RuntimeEvent.Kind: Int] = [:]
    func trace(_ event: RuntimeEvent) { counts[event.kind, default: 0] += 1 }
}

@Suite("Single-method tracing")
struct RuntimeEventTracingTests {
    @Test("A RuntimeEventTracing conformer receives every callback as one event value")
    func everyCallbackArrivesAsAnEvent() {
        let runtime = MotionRuntime()
        let counter = KindCounter()
        runtime.addTracer(counter)
        let a = Thing("A")

        runtime.addPlan(Note(text: "1"), to: a)
        runtime.addPlan(Tag(text: "2"), named: "n", to: a)
        runtime.removePlan(named: "n", from: a)
        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(Gesture(phase: .ended), to: a)
        runtime.removeTarget(a)

        #expect(
            counter.counts == [
                .didCreatePerformer: 3, .didAddPlan: 3, .didAddNamedPlan: 1, .didRemovePlanNamed: 1,
                .didStartToken: 1, .didEndToken: 1, .runtimeActivityDidChange: 2, .didRemoveTarget: 1,
            ])
    }
}
