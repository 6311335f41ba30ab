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

    @Test("A manual performer that says it has no work right after a plan leaves the runtime idle at once, and is never updated for it")
    func noWorkAfterAPlan() throws {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }
        runtime.addPlan(Quiet(updates: 0), to: Thing("A"))
        #expect(!runtime.isActive)
        #expect(heard.isEmpty, "no flip at all")
        runtime.update(millisecondsSinceLastUpdate: 16)
        let performer = try #require(collector.performers.first?.performer as? QuietPerformer)
        #expect(performer.updates.isEmpty)
    }

    @Test("A plan that stops a manual performer's work between frames leaves the runtime idle at once; work given back before the frame runs on")
    func stoppedBetweenFrames() throws {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }
        let a = Thing("A")
        runtime.addPlan(Quiet(updates: 5), to: a)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(runtime.isActive)

        runtime.addPlan(Quiet(updates: 0), to: a)
        #expect(!runtime.isActive)
        #expect(heard == [true, false])
        runtime.addPlan(Quiet(updates: 2), to: a)
        #expect(runtime.isActive)
        #expect(heard == [true, false, true])
        runtime.update(millisecondsSinceLastUpdate: 16)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
        let performer = try #require(collector.performers.first?.performer as? QuietPerformer)
        #expect(performer.updates == [0, 16, 16], "work given back keeps its place: no second 0 ms first frame")
        #expect(heard == [true, false, true, false])

        runtime.addPlan(Quiet(updates: 3), to: a)
        runtime.addPlan(Quiet(updates: 0), to: a)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(performer.updates.count == 3, "stopped before its first frame: dropped without an update")
        #expect(!runtime.isActive)
    }

    @Test("Removing the named plan that gave a manual performer its work leaves the runtime idle at once; replacing it by name flips nothing")
    func namedRemoval() {
        let runtime = MotionRuntime()
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }
        let a = Thing("A")
        runtime.addPlan(Quiet(updates: 5), named: "q", to: a)
        runtime.update(millisecondsSinceLastUpdate: 16)
        runtime.addPlan(Quiet(updates: 5), named: "q", to: a)
        #expect(runtime.isActive)
        #expect(heard == [true])
        runtime.removePlan(named: "q", from: a)
        #expect(!runtime.isActive)
        #expect(heard == [true, false])
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

    @Test("A token that starts and ends inside one call is heard as active, then idle")
    func flipsInsideOneCallAreAllHeard() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }
        let a = Thing("A")
        var transaction = Transaction()
        transaction.add(Gesture(phase: .began), to: a)
        transaction.add(Gesture(phase: .ended), to: a)

        runtime.commit(transaction)

        #expect(heard == [true, false])
        #expect(
            tracer.events.filter { $0.hasPrefix("runtimeActivityDidChange") } == [
                "runtimeActivityDidChange active", "runtimeActivityDidChange idle",
            ])
        // Announced when the call returns, after the events that caused them.
        #expect(tracer.events.suffix(2) == ["runtimeActivityDidChange active", "runtimeActivityDidChange idle"])
    }

    @Test("A token that ends and another that starts inside one frame are heard as idle, then active")
    func idleMomentInsideAFrameIsHeard() {
        let runtime = MotionRuntime()
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }
        let a = Thing("A")
        runtime.addPlan(Gesture(phase: .began), to: a)
        var transaction = Transaction()
        transaction.add(Gesture(phase: .ended), to: a)
        transaction.add(Gesture(phase: .began), to: a)

        runtime.commit(transaction)

        #expect(heard == [true, false, true])
        #expect(runtime.isActive)
    }

    @Test("An observer that adds a plan as the runtime goes idle leaves every listener agreeing with isActive")
    func observerAddingAPlanWhenIdle() {
        let runtime = MotionRuntime()
        let a = Thing("A"), b = Thing("B")
        var first: [Bool] = [], second: [Bool] = []
        let tracer = ActivityRecordingTracer()
        runtime.addTracer(tracer)
        // Weakly: the runtime keeps its observers, so a strong capture would be a cycle (a leak under ASan).
        runtime.addActivityObserver { [weak runtime] isActive in
            first.append(isActive)
            if !isActive && first.count < 3 { runtime?.addPlan(Gesture(phase: .began), to: b) }
        }
        runtime.addActivityObserver { second.append($0) }

        runtime.addPlan(Gesture(phase: .began), to: a)
        runtime.addPlan(Gesture(phase: .ended), to: a)

        #expect(runtime.isActive)
        #expect(first == [true, false, true])
        #expect(second == [true, false, true])
        #expect(tracer.heard == [true, false, true])
    }

    @Test("A tracer that ends the last token as the runtime becomes active leaves every listener agreeing with isActive")
    func tracerEndingATokenWhenActive() {
        let runtime = MotionRuntime()
        let a = Thing("A")
        let tracer = ActivityRecordingTracer()
        tracer.react = { [weak runtime] isActive in
            if isActive { runtime?.addPlan(Gesture(phase: .ended), to: a) }
        }
        runtime.addTracer(tracer)
        var heard: [Bool] = []
        runtime.addActivityObserver { heard.append($0) }

        runtime.addPlan(Gesture(phase: .began), to: a)

        #expect(!runtime.isActive)
        #expect(tracer.heard == [true, false])
        #expect(heard == [true, false])
    }

    @Test("An observer removed by another during a flip hears nothing more")
    func observerRemovedDuringAFlip() {
        let runtime = MotionRuntime()
        var heardByRemoved: [Bool] = []
        var removed: ActivityObservation?
        runtime.addActivityObserver { [weak runtime] _ in
            if let observation = removed { runtime?.removeActivityObserver(observation) }
        }
        removed = runtime.addActivityObserver { heardByRemoved.append($0) }

        runtime.addPlan(Gesture(phase: .began), to: Thing("A"))

        #expect(heardByRemoved.isEmpty)
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
