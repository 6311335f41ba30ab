import Motion
import Testing

@Suite("Transactions")
struct TransactionTests {
    @Test("A transaction's operations enumerate in the order they were requested")
    func operationsInRequestOrder() {
        let circle = Thing("circle"), square = Thing("square")
        var transaction = Transaction()
        transaction.add(Note(text: "FadeIn"), to: circle)
        transaction.add(Note(text: "Draggable"), to: square)
        transaction.add(Tag(text: "Pinchable"), named: "name1", to: square)
        transaction.add(Tag(text: "Rotatable"), named: "name2", to: square)
        transaction.remove(named: "name2", from: square)
        transaction.add(Note(text: "Draggable"), to: circle)

        #expect(
            transaction.operations.map(\.description) == [
                "add Note(FadeIn) to circle",
                "add Note(Draggable) to square",
                "addNamed Tag(Pinchable) \"name1\" to square",
                "addNamed Tag(Rotatable) \"name2\" to square",
                "remove \"name2\" from square",
                "add Note(Draggable) to circle",
            ])
    }

    @Test("Committing applies the operations in order, so a plan removed later in the transaction is gone")
    func commitAppliesInOrder() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        let tracer = RecordingTracer()
        runtime.addTracer(collector)
        runtime.addTracer(tracer)
        let circle = Thing("circle"), square = Thing("square")
        var transaction = Transaction()
        transaction.add(Note(text: "FadeIn"), to: circle)
        transaction.add(Note(text: "Draggable"), to: square)
        transaction.add(Tag(text: "Pinchable"), named: "name1", to: square)
        transaction.add(Tag(text: "Rotatable"), named: "name2", to: square)
        transaction.remove(named: "name2", from: square)
        transaction.add(Note(text: "Draggable"), to: circle)

        runtime.commit(transaction)

        #expect(collector.only(RecordingPerformer.self, on: "circle")?.received == ["Note(FadeIn)", "Note(Draggable)"])
        #expect(collector.only(RecordingPerformer.self, on: "square")?.received == ["Note(Draggable)"])
        #expect(collector.only(NamedRecordingPerformer.self, on: "square")?.named == ["name1": "Tag(Pinchable)"])
        #expect(
            tracer.events.filter { !$0.hasPrefix("didCreatePerformer") } == [
                "didAddPlan Note(FadeIn) to circle",
                "didAddPlan Note(Draggable) to square",
                "didAddPlan Tag(Pinchable) named \"name1\" to square",
                "didAddPlan Tag(Rotatable) named \"name2\" to square",
                "didRemovePlanNamed \"name2\" from square",
                "didAddPlan Note(Draggable) to circle",
            ])
    }

    @Test("An uncommitted transaction changes nothing, and committing an empty one is harmless")
    func uncommittedTransactionsDoNothing() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        var transaction = Transaction()
        transaction.add(Note(text: "1"), to: Thing("A"))

        runtime.commit(Transaction())

        #expect(tracer.events.isEmpty)
        #expect(runtime.targetCount == 0)
    }
}
