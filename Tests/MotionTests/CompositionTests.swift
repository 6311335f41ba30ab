import Motion
import Testing

@Suite("Composition")
struct CompositionTests {
    @Test("An emitted plan is added synchronously, through the same path as addPlan")
    func emittedPlansGoThroughTheRuntime() {
        let runtime = MotionRuntime()
        let journal = Journal()
        runtime.addTracer(RecordingTracer(journal: journal))
        let a = Thing("A", journal: journal)

        runtime.addPlan(Compose(notes: ["x", "y"]), to: a)

        #expect(
            journal.entries == [
                "tracer didCreatePerformer ComposingPerformer for A",
                "emit x",
                "tracer didCreatePerformer RecordingPerformer for A",
                "RecordingPerformer.addPlan Note(x)",
                "tracer didAddPlan Note(x) to A",
                "emitted x",
                "emit y",
                "RecordingPerformer.addPlan Note(y)",
                "tracer didAddPlan Note(y) to A",
                "emitted y",
                "tracer didAddPlan Compose(notes: [\"x\", \"y\"], tagNamed: nil) to A",
            ])
    }

    @Test("A performer can emit named plans, which replace each other like any named plan")
    func emittedNamedPlans() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let a = Thing("A")

        runtime.addPlan(Compose(notes: [], tagNamed: "settle"), to: a)
        runtime.addPlan(Compose(notes: [], tagNamed: "settle"), to: a)

        #expect(
            tracer.events.filter { !$0.contains("Compose") && $0.contains("settle") } == [
                "didAddPlan Tag(composed) named \"settle\" to A",
                "didRemovePlanNamed \"settle\" from A",
                "didAddPlan Tag(composed) named \"settle\" to A",
            ])
    }
}
