// snippet.hide
// The DocC article "Tracing your performer" (MotionTracing): a trace over a
// performer's runtime events, in a unit test, without a scene or a window.
// Tests/DocumentationTests links this file in, so the test below runs in `swift test`.
import Motion
import MotionTracing
import Testing
import TraceKit

final class Lamp: CustomStringConvertible {
    var brightness = 0.0
    var description: String { "Lamp" }
}

struct Glow: NamedPlan {
    typealias Performer = GlowPerformer
    var seconds = 0.5
}

/// Brightens its lamp over `seconds`, holding a token labelled "glow" meanwhile.
final class GlowPerformer: NamedPlanPerforming, ContinuousPerforming,
                           ManuallyExecutingPerformer {
    let lamp: Lamp
    var vendor: ActiveTokenVendor?
    var token: ActiveToken?
    var remaining = 0.0
    init(target: Lamp) { lamp = target }
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
    func addPlan(_ plan: any Plan) {
        remaining = (plan as? Glow)?.seconds ?? 0
        if token == nil { token = vendor?.activeStateWillStart("glow") }
    }
    func addPlan(_ plan: any NamedPlan, named name: String) { addPlan(plan) }
    func removePlan(named name: String) { remaining = 0 }
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        remaining -= ms / 1000
        lamp.brightness = remaining > 0 ? 1 - remaining : 1
        guard remaining <= 0 else { return .active }
        token?.didEnd()
        token = nil
        return .atRest
    }
}

// snippet.show
@Test("The lamp glows, then the runtime rests")
func theLampGlows() throws {
    // 1. The trace: what should happen, in the order the runtime says it.
    let trace = try Trace(name: "The lamp glows", itemsToMatch: [
        .performerCreated("GlowPerformer", for: "Lamp"),
        // The performer opens its token while it receives the plan…
        .tokenStarted(on: "Lamp", label: "glow"),
        // …and then the runtime traces the plan as added.
        .namedPlanAdded("glow", to: "Lamp", planType: "Glow"),
        .tokenEnded(on: "Lamp", label: "glow"),
        .runtimeIdle,
    ])
    let tracer = Tracer(trace: trace)

    // 2. The bridge turns each runtime event into a trace item for the tracer.
    let runtime = MotionRuntime()
    runtime.addTracer(RuntimeTraceBridge(tracers: [tracer]))
    tracer.start()

    // 3. Run the performer: the test is the clock.
    runtime.addPlan(Glow(), named: "glow", to: Lamp())
    while runtime.isActive {
        runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60)
    }

    // 4. The outcome.
    // snippet.outcome
    let report = tracer.stop()
    #expect(report.result.state == .passed, "\(report.summary)")
    // snippet.end
}
