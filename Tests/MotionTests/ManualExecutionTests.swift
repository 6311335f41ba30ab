import Motion
import Testing

@Suite("Manual execution")
struct ManualExecutionTests {
    @Test("The first update after becoming active gets 0 ms, later ones the elapsed time")
    func firstUpdateGetsZero() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        runtime.addPlan(ForeverActive(), to: Thing("A"))

        runtime.update(millisecondsSinceLastUpdate: 16)
        runtime.update(millisecondsSinceLastUpdate: 17)
        runtime.update(millisecondsSinceLastUpdate: 33.5)

        #expect(collector.only(ForeverActivePerformer.self, on: "A")?.updates == [0, 17, 33.5])
    }

    @Test("A performer at rest gets no updates until a new plan wakes it, with 0 ms again")
    func atRestStopsUpdatesUntilANewPlan() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")
        runtime.addPlan(ActiveFor(updates: 2), to: a)

        for _ in 0..<5 { runtime.update(millisecondsSinceLastUpdate: 10) }
        runtime.addPlan(ActiveFor(updates: 1), to: a)
        for _ in 0..<3 { runtime.update(millisecondsSinceLastUpdate: 20) }

        #expect(collector.only(ActiveForPerformer.self, on: "A")?.updates == [0, 10, 0])
    }

    @Test("A new plan for a performer that is still active does not restart its clock")
    func planWhileActiveKeepsTheClock() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")
        runtime.addPlan(ActiveFor(updates: 3), to: a)
        runtime.update(millisecondsSinceLastUpdate: 10)
        runtime.addPlan(ActiveFor(updates: 3), to: a)
        runtime.update(millisecondsSinceLastUpdate: 11)

        #expect(collector.only(ActiveForPerformer.self, on: "A")?.updates == [0, 11])
    }

    @Test("Only active manually executing performers are updated, once per frame each")
    func onlyActiveManualPerformersAreUpdated() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A"), b = Thing("B")
        runtime.addPlan(InstantlyInactive(), to: a)
        runtime.addPlan(ForeverActive(), to: b)
        runtime.addPlan(Note(text: "not manual"), to: b)

        for _ in 0..<4 { runtime.update(millisecondsSinceLastUpdate: 16) }

        #expect(collector.only(InstantlyInactivePerformer.self, on: "A")?.updates == [0])
        #expect(collector.only(ForeverActivePerformer.self, on: "B")?.updates.count == 4)
        #expect(runtime.isActive)
    }

    @Test("Performers are updated in the order they became active")
    func updateOrder() {
        let runtime = MotionRuntime()
        let journal = Journal()
        let things = ["C", "A", "B", "D"].map { Thing($0, journal: journal) }
        // Neither alphabetical nor creation order: D (created last) becomes active first.
        for index in [3, 0, 1, 2] {
            runtime.addPlan(InstantlyInactive(), to: things[index])
        }

        runtime.update(millisecondsSinceLastUpdate: 16)

        #expect(
            journal.entries == [
                "InstantlyInactive.update D 0.0", "InstantlyInactive.update C 0.0",
                "InstantlyInactive.update A 0.0", "InstantlyInactive.update B 0.0",
            ])
        #expect(!runtime.isActive)
    }

    @Test("A performer that rests and wakes again joins the end of the order")
    func wokenPerformerJoinsTheEnd() {
        let runtime = MotionRuntime()
        let journal = Journal()
        let a = Thing("A", journal: journal), b = Thing("B", journal: journal)
        runtime.addPlan(InstantlyInactive(), to: a)
        runtime.addPlan(ForeverActive(), to: b)
        runtime.update(millisecondsSinceLastUpdate: 16)
        runtime.addPlan(InstantlyInactive(), to: a)
        journal.entries.removeAll()

        runtime.update(millisecondsSinceLastUpdate: 16)

        #expect(journal.entries == ["ForeverActive.update B", "InstantlyInactive.update A 0.0"])
    }

    @Test("A frame with nothing active does nothing")
    func idleFrame() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(tracer.events.isEmpty)
        #expect(!runtime.isActive)
    }
}
