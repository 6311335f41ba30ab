import Motion
import Testing

/// A performer that reports the notes it has received as its state.
final class ReportingPerformer: Performing, MotionStateReporting {
    var count = 0
    init(target: Thing) {}
    func addPlan(_ plan: any Plan) { count += 1 }
    var motionState: [MotionStateValue] {
        [.text("phase", count == 0 ? "idle" : "noted"), .number("notes", Double(count))]
    }
}

struct Reported: Plan {
    typealias Performer = ReportingPerformer
}

@Suite("Motion state")
struct MotionStateTests {
    @Test("performers(for:) lists a target's performers in creation order, and a reporter's state is read through it")
    func performersInOrder() throws {
        let runtime = MotionRuntime()
        let thing = Thing("a")
        #expect(runtime.performers(for: thing).isEmpty)
        runtime.addPlan(Note(text: "x"), to: thing)
        runtime.addPlan(Reported(), to: thing)
        runtime.addPlan(Reported(), to: thing)
        let performers = runtime.performers(for: thing)
        #expect(performers.count == 2)
        #expect(performers[0] is RecordingPerformer)
        let reporter = try #require(performers[1] as? any MotionStateReporting)
        #expect(reporter.motionState.map(\.description) == ["phase noted", "notes 2"])
        runtime.removeTarget(thing)
        #expect(runtime.performers(for: thing).isEmpty)
    }

    @Test("values describe themselves with at most three decimals, units, and no trap on any number")
    func descriptions() {
        #expect(MotionStateValue.number("speed", 240, unit: "px/s").description == "speed 240 px/s")
        #expect(MotionStateValue.number("x", -0.5).description == "x -0.5")
        #expect(MotionStateValue.number("x", 1.23456).description == "x 1.235")
        #expect(MotionStateValue.number("x", -0.0001).description == "x 0")
        #expect(MotionStateValue.vector("v", x: 120, y: -4.5, unit: "px/s").description == "v (120, -4.5) px/s")
        #expect(MotionStateValue.number("x", .nan).description == "x nan")
        #expect(MotionStateValue.number("x", -.infinity).description == "x -inf")
        #expect(MotionStateValue.number("x", 1e300).description == "x 1e+300")
        #expect(MotionStateValue.text("phase", "at rest").description == "phase at rest")
    }
}
