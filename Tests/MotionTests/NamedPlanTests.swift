import Motion
import Testing

@Suite("Named plans")
struct NamedPlanTests {
    @Test("Adding a name for the first time creates a performer and calls only its named API")
    func firstNamedAdd() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")

        runtime.addPlan(Tag(text: "1"), named: "foo", to: a)

        let performer = collector.only(NamedRecordingPerformer.self, on: "A")
        #expect(performer?.named == ["foo": "Tag(1)"])
        #expect(performer?.plain == [])
        #expect(a.journal.entries == ["NamedRecordingPerformer.addPlan Tag(1) named foo"])
    }

    @Test("Reusing a name removes the old plan first, then adds the new one, on the same performer")
    func reusingANameReplaces() {
        let runtime = MotionRuntime()
        let journal = Journal()
        runtime.addTracer(RecordingTracer(journal: journal))
        let a = Thing("A", journal: journal)

        runtime.addPlan(Tag(text: "1"), named: "foo", to: a)
        runtime.addPlan(Tag(text: "2"), named: "foo", to: a)

        #expect(
            journal.entries == [
                "tracer didCreatePerformer NamedRecordingPerformer for A",
                "NamedRecordingPerformer.addPlan Tag(1) named foo",
                "tracer didAddPlan Tag(1) named \"foo\" to A",
                "NamedRecordingPerformer.removePlan named foo",
                "tracer didRemovePlanNamed \"foo\" from A",
                "NamedRecordingPerformer.addPlan Tag(2) named foo",
                "tracer didAddPlan Tag(2) named \"foo\" to A",
            ])
    }

    @Test("Reusing a name held by another performer of the target removes it from that performer first")
    func reusingANameAcrossPerformers() {
        let runtime = MotionRuntime()
        let journal = Journal()
        runtime.addTracer(RecordingTracer(journal: journal))
        let a = Thing("A", journal: journal)

        runtime.addPlan(Tag(text: "1"), named: "motion", to: a)
        journal.entries.removeAll()
        runtime.addPlan(OtherTag(text: "2"), named: "motion", to: a)

        #expect(
            journal.entries == [
                "NamedRecordingPerformer.removePlan named motion",
                "tracer didRemovePlanNamed \"motion\" from A",
                "tracer didCreatePerformer OtherNamedPerformer for A",
                "OtherNamedPerformer.addPlan OtherTag(2) named motion",
                "tracer didAddPlan OtherTag(2) named \"motion\" to A",
            ])
    }

    @Test("Names are scoped to their target")
    func namesAreScopedToTargets() {
        let runtime = MotionRuntime()
        let journal = Journal()
        let a = Thing("A", journal: journal), b = Thing("B", journal: journal)

        runtime.addPlan(Tag(text: "1"), named: "foo", to: a)
        runtime.addPlan(Tag(text: "2"), named: "foo", to: b)
        runtime.removePlan(named: "foo", from: b)

        #expect(
            journal.entries == [
                "NamedRecordingPerformer.addPlan Tag(1) named foo",
                "NamedRecordingPerformer.addPlan Tag(2) named foo",
                "NamedRecordingPerformer.removePlan named foo",
            ])
        runtime.removePlan(named: "foo", from: b)
        #expect(journal.entries.count == 3, "B no longer holds foo; A's foo is untouched")
    }

    @Test("Names are compared exactly, so case matters")
    func namesAreCaseSensitive() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")

        runtime.addPlan(Tag(text: "1"), named: "foo", to: a)
        runtime.addPlan(Tag(text: "2"), named: "Foo", to: a)

        #expect(collector.only(NamedRecordingPerformer.self, on: "A")?.named == ["foo": "Tag(1)", "Foo": "Tag(2)"])
    }

    @Test("Removing a name that was never added creates no performer and traces nothing")
    func removingAnUnknownNameDoesNothing() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let a = Thing("A")

        runtime.removePlan(named: "foo", from: a)
        runtime.addPlan(Tag(text: "1"), named: "bar", to: a)
        runtime.removePlan(named: "foo", from: a)

        #expect(
            tracer.events == [
                "didCreatePerformer NamedRecordingPerformer for A",
                "didAddPlan Tag(1) named \"bar\" to A",
            ])
        #expect(a.journal.entries == ["NamedRecordingPerformer.addPlan Tag(1) named bar"])
    }

    @Test("Removing a name calls the holder's removePlan(named:) and traces didRemovePlanNamed")
    func removingANamedPlan() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let a = Thing("A")

        runtime.addPlan(Tag(text: "1"), named: "foo", to: a)
        runtime.removePlan(named: "foo", from: a)
        runtime.removePlan(named: "foo", from: a)

        #expect(a.journal.entries.last == "NamedRecordingPerformer.removePlan named foo")
        #expect(tracer.events.filter { $0.hasPrefix("didRemovePlanNamed") } == ["didRemovePlanNamed \"foo\" from A"])
    }

    @Test("A plain add of a nameable plan calls only addPlan(_:)")
    func plainAddOfANamedPlan() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")

        runtime.addPlan(Tag(text: "1"), to: a)

        let performer = collector.only(NamedRecordingPerformer.self, on: "A")
        #expect(performer?.plain == ["Tag(1)"])
        #expect(performer?.named == [:])
    }
}
