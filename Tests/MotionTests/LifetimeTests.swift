import Motion
import Testing

@Suite("Lifetime of targets and performers")
struct LifetimeTests {
    @Test("Removing a target ends its tokens, releases its performers and lets the target go")
    func removingATargetReleasesEverything() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        weak var weakTarget: Thing?
        weak var weakPerformer: GesturePerformer?
        var token: ActiveToken?
        do {
            let collector = PerformerCollector()
            runtime.addTracer(collector)
            let target = Thing("A")
            weakTarget = target
            runtime.addPlan(Gesture(phase: .began), to: target)
            runtime.addPlan(ForeverActive(), to: target)
            runtime.addPlan(Tag(text: "1"), named: "n", to: target)
            weakPerformer = collector.only(GesturePerformer.self, on: "A")
            token = weakPerformer?.tokens.first
            runtime.removeTracer(collector)
            tracer.events.removeAll()

            runtime.removeTarget(target)
        }

        #expect(weakTarget == nil)
        #expect(weakPerformer == nil)
        #expect(token?.isActive == false)
        #expect(!runtime.isActive)
        #expect(runtime.targetCount == 0)
        #expect(
            tracer.events == [
                "didEndToken token#1 (gesture) by GesturePerformer on A",
                "didRemoveTarget A",
                "runtimeActivityDidChange idle",
            ])
    }

    @Test("Removing a target the runtime does not know does nothing")
    func removingAnUnknownTarget() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        runtime.removeTarget(Thing("stranger"))
        #expect(tracer.events.isEmpty)
    }

    @Test("A target removed during a frame is skipped for the rest of it and released when it ends")
    func removingATargetDuringAFrame() {
        let runtime = MotionRuntime()
        weak var weakVictim: Thing?
        weak var weakVictimPerformer: ForeverActivePerformer?
        do {
            let collector = PerformerCollector()
            runtime.addTracer(collector)
            let victim = Thing("victim")
            weakVictim = victim
            runtime.addPlan(RemoveOnUpdate(runtime: runtime, victim: victim), to: Thing("remover"))
            runtime.addPlan(ForeverActive(), to: victim)
            weakVictimPerformer = collector.only(ForeverActivePerformer.self, on: "victim")
            runtime.removeTracer(collector)
        }
        #expect(weakVictimPerformer != nil)

        runtime.update(millisecondsSinceLastUpdate: 16)

        #expect(weakVictim == nil)
        #expect(weakVictimPerformer == nil, "released without ever being updated")
        #expect(!runtime.isActive)
    }

    @Test("Dropping the runtime releases every performer")
    func droppingTheRuntimeReleasesPerformers() {
        weak var weakRecording: RecordingPerformer?
        weak var weakGesture: GesturePerformer?
        weak var weakVendor: ActiveTokenVendor?
        weak var weakRuntime: MotionRuntime?
        let target = Thing("A")
        do {
            let runtime = MotionRuntime()
            weakRuntime = runtime
            let collector = PerformerCollector()
            runtime.addTracer(collector)
            runtime.addPlan(Note(text: "1"), to: target)
            runtime.addPlan(Gesture(phase: .began), to: target)
            runtime.addPlan(Compose(notes: ["x"]), to: target)
            weakRecording = collector.only(RecordingPerformer.self, on: "A")
            weakGesture = collector.only(GesturePerformer.self, on: "A")
            weakVendor = weakGesture?.vendor
            collector.performers.removeAll()
        }

        #expect(weakRuntime == nil)
        #expect(weakRecording == nil)
        #expect(weakGesture == nil)
        #expect(weakVendor == nil, "the performer's cycle with its vendor is broken")
    }

    // Vendors and emitters reach their runtime without weak references (a side table made every
    // retain of the runtime slow): nothing may dangle when the runtime goes or a target is removed.

    @Test("A performer kept after its runtime is gone opens tokens already ended, and ends its open ones harmlessly")
    func performerOutlivesRuntime() throws {
        var runtime: MotionRuntime? = MotionRuntime()
        let collector = PerformerCollector()
        runtime!.addTracer(collector)
        runtime!.addPlan(Gesture(phase: .began), to: Thing("A"))
        let performer = try #require(collector.only(GesturePerformer.self, on: "A"))
        let open = performer.tokens[0]

        runtime = nil
        let late = performer.vendor!.activeStateWillStart("late")
        open.didEnd()

        #expect(!late.isActive)
        #expect(!open.isActive)
    }

    @Test("A removed target's performer, kept by someone, can no longer make the runtime active")
    func removedTargetsPerformerIsDetached() throws {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let a = Thing("A")
        runtime.addPlan(Gesture(phase: .began), to: a)
        let performer = try #require(collector.only(GesturePerformer.self, on: "A"))
        #expect(runtime.isActive)

        runtime.removeTarget(a)
        #expect(!runtime.isActive)
        #expect(!performer.tokens[0].isActive)
        let late = performer.vendor!.activeStateWillStart("late")

        #expect(!late.isActive)
        #expect(!runtime.isActive)
        #expect(runtime.activeTokenCount == 0)
    }

    @Test("An emitter kept after its runtime is gone emits nothing")
    func emitterOutlivesRuntime() throws {
        var runtime: MotionRuntime? = MotionRuntime()
        let collector = PerformerCollector()
        runtime!.addTracer(collector)
        let a = Thing("A")
        runtime!.addPlan(Compose(notes: ["one"]), to: a)
        let emitter = try #require(collector.only(ComposingPerformer.self, on: "A")?.emitter)
        collector.performers.removeAll()
        let before = a.journal.entries

        runtime = nil
        emitter.emitPlan(Note(text: "late"))
        emitter.emitPlan(Tag(text: "late"), named: "tag")
        emitter.removePlan(named: "tag")

        #expect(before.count == 3)
        #expect(a.journal.entries == before)
    }

    @Test("A performer whose deinit calls the runtime, let go by removeTarget, finds the runtime whole")
    func performerDeinitCallsBackIn() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let survivor = Thing("survivor")
        let leaving = CallingBackTarget { runtime.addPlan(Tag(text: "from a deinit"), named: "n", to: survivor) }
        runtime.addPlan(CallsBackWhenReleased(), to: leaving)
        // Only the runtime holds the performer: it is released as the target's record goes.
        runtime.removeTarget(leaving)
        #expect(runtime.targetCount == 1)
        #expect(
            tracer.events.suffix(3) == [
                "didRemoveTarget leaving",
                "didCreatePerformer NamedRecordingPerformer for survivor",
                "didAddPlan Tag(from a deinit) named \"n\" to survivor",
            ])
    }
}

/// Removes another target from the runtime on its first update.
private struct RemoveOnUpdate: Plan {
    typealias Performer = RemoveOnUpdatePerformer
    weak var runtime: MotionRuntime?
    let victim: Thing
}

private final class RemoveOnUpdatePerformer: ManuallyExecutingPerformer {
    var plan: RemoveOnUpdate?
    init(target: Thing) {}
    func addPlan(_ plan: any Plan) { self.plan = plan as? RemoveOnUpdate }
    func update(millisecondsSinceLastUpdate: Double) -> ActivityState {
        if let plan { plan.runtime?.removeTarget(plan.victim) }
        plan = nil
        return .atRest
    }
}

@Suite("Removing many targets")
struct RemovingManyTargetsTests {
    @Test("Removing targets one by one, between frames, releases each at once and keeps the others in order")
    func removalsKeepOrderAndReleasePromptly() {
        let runtime = MotionRuntime()
        let journal = Journal()
        var things: [Thing?] = (0..<40).map { Thing("T\($0)", journal: journal) }
        for thing in things { runtime.addPlan(ForeverActive(), to: thing!) }
        runtime.update(millisecondsSinceLastUpdate: 16)

        // Remove every third, then two more runs of removals with new arrivals in between,
        // so tombstones are left, compacted, and dropped by a frame.
        var removed: Set<String> = []
        for (round, step) in [3, 2, 5].enumerated() {
            for index in stride(from: round, to: 40, by: step) {
                guard let name = things[index]?.name else { continue }
                weak let weakThing = things[index]
                things[index] = nil
                removed.insert(name)
                runtime.removeTarget(weakThing!)
                #expect(weakThing == nil, "\(name) is released as soon as it is removed")
            }
            let newcomer = Thing("N\(round)", journal: journal)
            things.append(newcomer)
            runtime.addPlan(ForeverActive(), to: newcomer)
        }

        journal.entries.removeAll()
        runtime.update(millisecondsSinceLastUpdate: 16)

        let survivors = (0..<40).map { "T\($0)" }.filter { !removed.contains($0) } + ["N0", "N1", "N2"]
        #expect(journal.entries == survivors.map { "ForeverActive.update \($0)" })
        #expect(runtime.isActive)
        #expect(runtime.targetCount == survivors.count)
    }

}

/// A target whose performer calls `body` from its deinit.
private final class CallingBackTarget: CustomStringConvertible {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    var description: String { "leaving" }
}

private struct CallsBackWhenReleased: Plan {
    typealias Performer = CallingBackPerformer
}

private final class CallingBackPerformer: Performing {
    let body: () -> Void
    init(target: CallingBackTarget) { body = target.body }
    func addPlan(_ plan: any Plan) {}
    deinit { body() }
}
