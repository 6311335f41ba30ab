import Motion
import PropertyBased
import Testing

/// Random sequences of runtime calls, heard by observers and tracers that
/// themselves call the runtime from their callbacks.
@Suite("Activity under random calls and reentrant listeners")
struct ActivityPropertyTests {
    /// One listener's reaction to a flip: 0 none, 1 start a gesture when idle,
    /// 2 end a gesture when active, 3 add an instantly inactive plan when idle,
    /// 4 remove a target when active; and the target it acts on.
    typealias Reaction = (kind: Int, target: Int)

    /// One call: 0 gesture began, 1 gesture ended, 2 instantly inactive plan,
    /// 3 active for 2 updates, 4 frame, 5 remove target, 6 began and ended in
    /// one transaction, 7 end the oldest open token from outside the runtime,
    /// 8 a named plan of 0 to 2 updates that says so between frames (0: no
    /// work at once), 9 remove that name.
    typealias Call = (kind: Int, target: Int)

    static let calls = zip(Gen.int(in: 0...9), Gen.int(in: 0...2)).array(of: 1...40)
    static let reactions = zip(Gen.int(in: 0...4), Gen.int(in: 0...2)).array(of: 4...4)

    /// Everything the listeners heard, in the order they heard it.
    final class Hearing {
        var journal: [(listener: Int, isActive: Bool)] = []
        var heard: [[Bool]] = Array(repeating: [], count: 4)
        func record(_ listener: Int, _ isActive: Bool) {
            journal.append((listener, isActive))
            heard[listener].append(isActive)
        }
    }

    @Test("After any sequence of calls, the last state every listener heard is isActive, and all heard the same alternating flips")
    func everyListenerAgreesWithTheRuntime() async {
        await propertyCheck(count: 400, input: Self.calls, Self.reactions) { calls, reactions in
            let runtime = MotionRuntime()
            let targets = [Thing("A"), Thing("B"), Thing("C")]
            let collector = PerformerCollector()
            runtime.addTracer(collector)
            let hearing = Hearing()
            var budget = 0
            // The listeners reach the runtime weakly: it keeps them, so a strong capture would be a cycle.
            weak let weakRuntime = runtime

            func react(_ reaction: Reaction, to isActive: Bool) {
                guard budget > 0, let runtime = weakRuntime else { return }
                let target = targets[reaction.target]
                switch (reaction.kind, isActive) {
                case (1, false): runtime.addPlan(Gesture(phase: .began), to: target)
                case (2, true): runtime.addPlan(Gesture(phase: .ended), to: target)
                case (3, false): runtime.addPlan(InstantlyInactive(), to: target)
                case (4, true): runtime.removeTarget(target)
                default: return
                }
                budget -= 1
            }

            // Listeners 0 and 1 are tracers, 2 and 3 observers; tracers hear each flip first.
            for listener in 0..<2 {
                let tracer = ActivityRecordingTracer()
                tracer.react = { isActive in
                    hearing.record(listener, isActive)
                    react((reactions[listener].0, reactions[listener].1), to: isActive)
                }
                runtime.addTracer(tracer)
            }
            for listener in 2..<4 {
                runtime.addActivityObserver { isActive in
                    hearing.record(listener, isActive)
                    react((reactions[listener].0, reactions[listener].1), to: isActive)
                }
            }

            for (kind, targetIndex) in calls {
                budget = 3
                let target = targets[targetIndex]
                switch kind {
                case 0: runtime.addPlan(Gesture(phase: .began), to: target)
                case 1: runtime.addPlan(Gesture(phase: .ended), to: target)
                case 2: runtime.addPlan(InstantlyInactive(), to: target)
                case 3: runtime.addPlan(ActiveFor(updates: 2), to: target)
                case 4: runtime.update(millisecondsSinceLastUpdate: 16)
                case 5: runtime.removeTarget(target)
                case 6:
                    var transaction = Transaction()
                    transaction.add(Gesture(phase: .began), to: target)
                    transaction.add(Gesture(phase: .ended), to: target)
                    runtime.commit(transaction)
                case 8: runtime.addPlan(Quiet(updates: (targetIndex + calls.count) % 3), named: "quiet", to: target)
                case 9: runtime.removePlan(named: "quiet", from: target)
                case 7:
                    let open = collector.performers.compactMap { ($0.performer as? GesturePerformer)?.tokens.first }
                    open.first { $0.isActive }?.didEnd()
                default: break
                }

                for listener in 0..<4 {
                    let heard = hearing.heard[listener]
                    #expect((heard.last ?? false) == runtime.isActive, "listener \(listener) heard \(heard)")
                    #expect(heard == hearing.heard[0], "listener \(listener) heard \(heard), tracer 0 \(hearing.heard[0])")
                    #expect(zip(heard, heard.dropFirst()).allSatisfy { $0 != $1 }, "flips alternate: \(heard)")
                    #expect(heard.first ?? true, "the first flip is to active")
                }
                // Each flip reaches all four listeners, tracers first, before the next flip reaches any.
                for (index, entry) in hearing.journal.enumerated() {
                    #expect(entry.listener == index % 4)
                    #expect(entry.isActive == hearing.journal[index - index % 4].isActive)
                }
            }
        }
    }
}
