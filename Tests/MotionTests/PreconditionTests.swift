import Motion
import Testing

/// A plan that wrongly is a class, so the runtime could not copy it.
private final class ClassPlan: Plan {
    typealias Performer = RecordingPerformer
}

/// A plan whose performer's target is a value type, which has no identity.
private struct ValueTargetPlan: Plan {
    typealias Performer = ValueTargetPerformer
}

private struct ValueTarget {}

private final class ValueTargetPerformer: Performing {
    init(target: ValueTarget) {}
    func addPlan(_ plan: any Plan) {}
}

@Suite("Programmer errors trap with a clear message")
struct PreconditionTests {
    @Test("Adding a plan under an empty name traps")
    func emptyNameOnAddTraps() async {
        await #expect(processExitsWith: .failure) {
            MotionRuntime().addPlan(Tag(text: "1"), named: "", to: Thing("A"))
        }
    }

    @Test("Removing a plan by an empty name traps")
    func emptyNameOnRemoveTraps() async {
        await #expect(processExitsWith: .failure) {
            MotionRuntime().removePlan(named: "", from: Thing("A"))
        }
    }

    @Test("A transaction with an empty name traps when the operation is requested")
    func emptyNameInTransactionTraps() async {
        await #expect(processExitsWith: .failure) {
            var transaction = Transaction()
            transaction.add(Tag(text: "1"), named: "", to: Thing("A"))
        }
    }

    @Test("A plan that is a class traps, because it could not be copied")
    func classPlanTraps() async {
        await #expect(processExitsWith: .failure) {
            MotionRuntime().addPlan(ClassPlan(), to: Thing("A"))
        }
    }

    @Test("A value-type target traps, because it has no identity")
    func valueTargetTraps() async {
        await #expect(processExitsWith: .failure) {
            MotionRuntime().addPlan(ValueTargetPlan(), to: ValueTarget())
        }
    }

    @Test("A negative frame time traps")
    func negativeFrameTimeTraps() async {
        await #expect(processExitsWith: .failure) {
            MotionRuntime().update(millisecondsSinceLastUpdate: -1)
        }
    }

    @Test("The same calls without the mistakes do not trap")
    func validCallsDoNotTrap() async {
        await #expect(processExitsWith: .success) {
            let runtime = MotionRuntime()
            let a = Thing("A")
            runtime.addPlan(Tag(text: "1"), named: "n", to: a)
            runtime.removePlan(named: "n", from: a)
            runtime.update(millisecondsSinceLastUpdate: 0)
        }
    }
}
