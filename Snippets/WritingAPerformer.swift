// snippet.hide
// The DocC article "Writing a performer" (Motion): a plan, its performer with
// every capability, a performer that composes, and a unit test on a fake clock.
// Tests/DocumentationTests links this file in, so the test below runs in `swift test`.
import Motion
import Testing

// snippet.show
// snippet.target
/// What the performers act on: any object (the runtime tells targets apart
/// by identity).
final class Dial: CustomStringConvertible {
    var angle = 0.0                       // degrees
    var description: String { "Dial" }
}
// snippet.plan
/// Turn the dial to `angle` at `degreesPerSecond`: the *what*, and which
/// performer does it.
struct TurnTo: NamedPlan {
    typealias Performer = TurnPerformer
    var angle: Double
    var degreesPerSecond = 90.0
}
// snippet.performer
/// Turns its dial frame by frame, holding a token while it turns.
final class TurnPerformer: NamedPlanPerforming, ContinuousPerforming,
                           ManuallyExecutingPerformer {
    let dial: Dial
    private var vendor: ActiveTokenVendor?
    private var token: ActiveToken?
    private var goals: [String: TurnTo] = [:]      // named plans, by name
    private var goal: TurnTo?                      // the plan being performed

    // The runtime creates performers, never you.
    init(target: Dial) { dial = target }

    // snippet.plans
    func addPlan(_ plan: any Plan) {              // a plan added without a name
        guard let turn = plan as? TurnTo else { return }
        begin(turn)
    }
    func addPlan(_ plan: any NamedPlan, named name: String) {
        guard let turn = plan as? TurnTo else { return }
        goals[name] = turn            // a plan of this name was removed first
        begin(turn)
    }
    func removePlan(named name: String) {            // stop where it is
        guard goals.removeValue(forKey: name) != nil else { return }
        goal = nil
        end()
    }
    // snippet.tokens
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }

    private func begin(_ turn: TurnTo) {
        goal = turn
        // The runtime is active from now on…
        if token == nil { token = vendor?.activeStateWillStart("turn") }
    }
    private func end() {
        token?.didEnd()               // …until every token has ended
        token = nil
    }
    // snippet.update
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        guard let goal else { return .atRest }
        let step = goal.degreesPerSecond * ms / 1000
        let remaining = goal.angle - dial.angle
        if abs(remaining) <= step {
            dial.angle = goal.angle
            self.goal = nil
            end()
            return .atRest            // no more updates until a new plan
        }
        dial.angle += remaining > 0 ? step : -step
        return .active
    }
}
// snippet.state
extension TurnPerformer: MotionStateReporting {
    /// What the playground's inspector lists for the dial, read as it draws.
    var motionState: [MotionStateValue] {
        [.text("phase", goal == nil ? "at rest" : "turning"),
         .number("angle", dial.angle, unit: "°"),
         .number("goal", goal?.angle ?? dial.angle, unit: "°")]
    }
}
// snippet.compose
/// Turn to `angle`, then back to 0: fulfilled by emitting other plans.
struct Wiggle: Plan {
    typealias Performer = WigglePerformer
    var angle: Double
}

final class WigglePerformer: ComposablePerforming {
    private var emitter: PlanEmitter<Dial>?
    init(target: Dial) {}
    func setPlanEmitter(_ emitter: PlanEmitter<Dial>) { self.emitter = emitter }

    func addPlan(_ plan: any Plan) {
        guard let wiggle = plan as? Wiggle else { return }
        // Through the runtime: traced, and a TurnPerformer created if needed.
        emitter?.emitPlan(TurnTo(angle: wiggle.angle), named: "wiggle")
    }
}
// snippet.test
@Test("Turning 90° at 90°/s takes a second of frames, then the runtime rests")
func turningTakesOneSecond() {
    // Time enters only through update: the test is the clock.
    let runtime = MotionRuntime()
    let dial = Dial()
    runtime.addPlan(TurnTo(angle: 90), named: "turn", to: dial)
    #expect(runtime.isActive)          // the token opened when the plan arrived

    runtime.update(millisecondsSinceLastUpdate: 0)  // a new plan's first: 0 ms
    for _ in 0..<30 { runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60) }
    #expect(dial.angle == 45)
    #expect(runtime.isActive)

    for _ in 0..<30 { runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60) }
    #expect(dial.angle == 90)
    #expect(!runtime.isActive)         // the token ended: the runtime is idle
}
// snippet.end
