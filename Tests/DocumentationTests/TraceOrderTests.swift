import Interactions
import PlaygroundKit
import Testing
import TraceKit

/// The order README's trace example lists is the order the runtime produces:
/// the performer starts its token while it receives the named plan, and the
/// runtime traces the plan as added after that (`didCreatePerformer`, the
/// performer receives the plan, `didAddPlan`).
@Suite("The orbit trace of README and the article")
struct TraceOrderTests {
    @Test("The orbit's trace passes when stopped after the orbit")
    func theOrbitTracePasses() throws {
        let scene = try makeOrbitScene()
        let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
        _ = try Replay(script: InputScript(scene: "orbit"), frames: 240).capture(playground)
        let report = scene.traces[0].stop()
        #expect(report.result.state == .passed, "\(report.summary)")
    }

    @Test("Listing the named plan before the token it starts is out of order")
    func theOldOrderFails() throws {
        let scene = Scene(size: Size(width: 400, height: 300))
        let moon = scene.addBox(Box(name: "Moon", position: Point(x: 200, y: 150), size: Size(width: 40, height: 40), color: .white))
        let tracer = scene.addTrace(
            try Trace(
                name: "wrong order",
                itemsToMatch: [
                    .namedPlanAdded("motion", to: "Moon", planType: "Orbit"),
                    .tokenStarted(on: "Moon", label: "orbit", by: "OrbitPerformer"),
                ]))
        scene.runtime.addPlan(Orbit(center: Point(x: 200, y: 100), radius: 50), named: "motion", to: moon)
        #expect(tracer.state == .failed)
        #expect(tracer.stop().result.slots.map(\.state).contains(.outOfOrder))
    }
}
