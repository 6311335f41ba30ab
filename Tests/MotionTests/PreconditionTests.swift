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
    /// What the child process wrote to standard error: the trap's message.
    static func message(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("Adding a plan under an empty name traps")
    func emptyNameOnAddTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MotionRuntime().addPlan(Tag(text: "1"), named: "", to: Thing("A"))
        }
        #expect(Self.message(of: result).contains("MotionRuntime: a named plan's name must not be empty."))
    }

    @Test("Removing a plan by an empty name traps")
    func emptyNameOnRemoveTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MotionRuntime().removePlan(named: "", from: Thing("A"))
        }
        #expect(Self.message(of: result).contains("MotionRuntime: a named plan's name must not be empty."))
    }

    @Test("A transaction with an empty name traps when the operation is requested")
    func emptyNameInTransactionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var transaction = Transaction()
            transaction.add(Tag(text: "1"), named: "", to: Thing("A"))
        }
        #expect(Self.message(of: result).contains("name must not be empty"))
    }

    @Test("A plan that is a class traps, because it could not be copied")
    func classPlanTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MotionRuntime().addPlan(ClassPlan(), to: Thing("A"))
        }
        #expect(Self.message(of: result).contains("is a class; plans must be value types"))
    }

    @Test("A value-type target traps, because it has no identity")
    func valueTargetTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MotionRuntime().addPlan(ValueTargetPlan(), to: ValueTarget())
        }
        #expect(Self.message(of: result).contains("a target must be an object (a class instance), but got a value of type ValueTarget"))
    }

    @Test("A negative frame time traps")
    func negativeFrameTimeTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MotionRuntime().update(millisecondsSinceLastUpdate: -1)
        }
        #expect(Self.message(of: result).contains("elapsed time must be a finite, non-negative number of milliseconds, got -1.0"))
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
