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

    @Test("A plan is handed over as a copy: its values as added, the objects it refers to shared, and none of it kept")
    func plansAreCopiedOnAdd() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        let tracer = RecordingTracer()
        runtime.addTracer(collector)
        runtime.addTracer(tracer)
        let a = Thing("A")
        weak var weakPayload: Payload?
        do {
            let payload = Payload(value: 1)
            weakPayload = payload
            var plan = Carrying(text: "before", payload: payload)
            runtime.addPlan(plan, to: a)
            plan.text = "after"
            plan.payload = Payload(value: 3)
            payload.value = 2

            let performer = collector.only(CarryingPerformer.self, on: "A")
            // The performer's copy keeps the values it was added with, but refers to the very same object,
            // so a change made through that reference shows: a copy is shallow, as Swift's are.
            #expect(performer?.received.map(\.text) == ["before"])
            #expect(performer?.received.first?.payload === payload)
            #expect(performer?.received.first?.payload.value == 2)
            #expect(tracer.events.last == "didAddPlan Carrying(before) to A")
            performer?.received.removeAll()
        }
        // Once the performer lets go, nothing in the runtime or its tracing holds the plan.
        #expect(weakPayload == nil)
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
