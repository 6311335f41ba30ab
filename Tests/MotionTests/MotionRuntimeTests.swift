import Motion
import Testing

@Suite("Performers: one per type per target")
struct MotionRuntimeTests {
    @Test("A target gets one performer per performer type, however many plans it receives")
    func onePerformerPerTypePerTarget() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A"), b = Thing("B")

        runtime.addPlan(Note(text: "1"), to: a)
        runtime.addPlan(Note(text: "2"), to: a)
        runtime.addPlan(Note(text: "3"), to: b)

        #expect(collector.performers.map(\.target) == ["A", "B"])
        #expect(collector.only(RecordingPerformer.self, on: "A")?.received == ["Note(1)", "Note(2)"])
        #expect(collector.only(RecordingPerformer.self, on: "B")?.received == ["Note(3)"])
    }

    @Test("Different performer types on one target get different instances")
    func differentTypesGetDifferentInstances() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")

        runtime.addPlan(Note(text: "1"), to: a)
        runtime.addPlan(Tag(text: "2"), to: a)
        runtime.addPlan(Note(text: "3"), to: a)

        #expect(collector.performers.count == 2)
        let first = collector.performers[0].performer, second = collector.performers[1].performer
        #expect(first !== second)
        #expect(first is RecordingPerformer)
        #expect(second is NamedRecordingPerformer)
    }

    @Test("Plans reach a performer in the order they were added")
    func plansArriveInOrder() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")
        let texts = (0..<50).map(String.init)

        for text in texts {
            runtime.addPlan(Note(text: text), to: a)
        }

        #expect(collector.only(RecordingPerformer.self, on: "A")?.received == texts.map { "Note(\($0))" })
    }

    @Test("A plan is copied on add, so later changes to the caller's value are not seen")
    func plansAreCopiedOnAdd() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        let tracer = RecordingTracer()
        runtime.addTracer(collector)
        runtime.addTracer(tracer)
        let a = Thing("A")

        var plan = Note(text: "before")
        runtime.addPlan(plan, to: a)
        plan.text = "after"

        #expect(collector.only(RecordingPerformer.self, on: "A")?.received == ["Note(before)"])
        #expect(tracer.events.last == "didAddPlan Note(before) to A")
    }

    @Test("Targets are told apart by identity, not by description")
    func targetsAreIdentifiedByIdentity() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)

        runtime.addPlan(Note(text: "1"), to: Thing("Twin"))
        runtime.addPlan(Note(text: "2"), to: Thing("Twin"))

        #expect(collector.performers.count == 2)
        #expect(runtime.targetCount == 2)
    }
}
