import Motion
import Testing

@Suite("Activity: tokens, manual performers and observers")
struct ActivityTests {
    @Test("The runtime is active exactly while a token is open")
    func activeWhileATokenIsOpen() {
        let runtime = MotionRuntime()
        let a = Thing("A")
        #expect(!runtime.isActive)

        runtime.addPlan(Gesture(phase: .began), to: a)
        #expect(runtime.isActive)
        #expect(runtime.activeTokenCount == 1)

        runtime.addPlan(Gesture(phase: .ended), to: a)
        #expect(!runtime.isActive)
        #expect(runtime.activeTokenCount == 0)
    }

    @Test("A performer may hold several tokens; the runtime stays active until the last ends")
    func severalTokens() {
        let runtime = MotionRuntime()
        let a = Thing("A")
        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(Gesture(phase: .began), to: a)
        #expect(runtime.activeTokenCount == 2)

        runtime.addPlan(Gesture(phase: .ended), to: a)
        #expect(runtime.isActive)
        runtime.addPlan(Gesture(phase: .ended), to: a)
        #expect(!runtime.isActive)
    }

    @Test("A manually executing performer counts as active from the moment it receives a plan")
    func manualPerformerIsActiveBeforeItsFirstFrame() {
        let runtime = MotionRuntime()
        runtime.addPlan(InstantlyInactive(), to: Thing("A"))
        #expect(runtime.isActive)

        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
    }

    @Test("Observers hear each flip between idle and active exactly once, in the order they were added")
    func observersHearEachFlipOnce() {
        let runtime = MotionRuntime()
        var heard: [String] = []
        runtime.addActivityObserver { heard.append("first \($0)") }
        runtime.addActivityObserver { heard.append("second \($0)") }
        let a = Thing("A")

        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(ForeverActive(), to: a)
        runtime.addPlan(Gesture(phase: .ended), to: a)
        runtime.addPlan(Gesture(phase: .ended), to: a)
        runtime.update(millisecondsSinceLastUpdate: 16)
        runtime.removeTarget(a)

        #expect(heard == ["first true", "second true", "first false", "second false"])
    }

    @Test("A removed observer hears nothing more")
    func removedObserver() {
        let runtime = MotionRuntime()
        var heard = 0
        let observation = runtime.addActivityObserver { _ in heard += 1 }
        runtime.addPlan(Gesture(phase: .began), to: Thing("A"))
        runtime.removeActivityObserver(observation)
        runtime.removeActivityObserver(observation)

        runtime.addPlan(Gesture(phase: .ended), to: Thing("B"))
        #expect(heard == 1)
    }

    @Test("A token that ends and another that starts within one frame cause no flip")
    func flipsWithinAFrameAreCoalesced() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let a = Thing("A")
        var transaction = Transaction()
        transaction.add(Gesture(phase: .began), to: a)
        transaction.add(Gesture(phase: .ended), to: a)

        runtime.commit(transaction)

        #expect(!tracer.events.contains { $0.hasPrefix("runtimeActivityDidChange") })
    }

    @Test("Ending a token twice is harmless: the second call is ignored and the count never goes negative")
    func tokenEndedTwice() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")
        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(Gesture(phase: .began), to: a)
        let performer = try! #require(collector.only(GesturePerformer.self, on: "A"))
        let first = performer.tokens[0]

        first.didEnd()
        first.didEnd()

        #expect(!first.isActive)
        #expect(runtime.activeTokenCount == 1)
        #expect(runtime.isActive)
    }

    @Test("Ending a token after its runtime is gone is harmless")
    func tokenEndedAfterRuntimeIsGone() {
        var runtime: MotionRuntime? = MotionRuntime()
        let collector = PerformerCollector()
        runtime!.addTracer(collector)
        runtime!.addPlan(Gesture(phase: .began), to: Thing("A"))
        let token = collector.only(GesturePerformer.self, on: "A")!.tokens[0]
        collector.performers.removeAll()

        runtime = nil
        token.didEnd()

        #expect(!token.isActive)
    }

    @Test("Tokens are numbered from 1 in the order they start, and describe themselves with their label")
    func tokenIdentity() {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")
        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(Gesture(phase: .began), to: a)

        let tokens = collector.only(GesturePerformer.self, on: "A")!.tokens
        #expect(tokens.map(\.id) == [1, 2])
        #expect(tokens.map(\.description) == ["token#1 (gesture)", "token#2 (gesture)"])
    }
}
