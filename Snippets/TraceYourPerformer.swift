// snippet.hide
// "Write and watch a trace for your own performer" (README) and the DocC article
// "Tracing your performer": an orbit, its trace, and a test that checks the trace.
// Tests/DocumentationTests links this file in, so the test below runs in `swift test`.
import Canvas
import CanvasSnapshotTesting
import Interactions
import Motion
import MotionTracing
import PlaygroundKit
import PlaygroundOverlay
import SnapshotTesting
import Testing
import TraceKit

// snippet.show
// snippet.plan
/// Move the target around `center` at `radius`, `turns` times, one turn per `period` seconds.
struct Orbit: NamedPlan {
    typealias Performer = OrbitPerformer
    var center: Point
    var radius: Double
    var period = 2.0
    var turns = 1.5
}
// snippet.end

// snippet.performer
/// Moves its target around a circle, frame by frame, holding a token labelled "orbit" while it moves.
final class OrbitPerformer: ManuallyExecutingPerformer, ContinuousPerforming, NamedPlanPerforming {
    let target: any Positionable
    var vendor: ActiveTokenVendor?
    var token: ActiveToken?
    var orbit: Orbit?
    var elapsed = 0.0

    init(target: any Positionable) { self.target = target }
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }

    func addPlan(_ plan: any Plan) {
        orbit = plan as? Orbit
        elapsed = 0
        if token == nil { start() }
    }
    func addPlan(_ plan: any NamedPlan, named name: String) { addPlan(plan) }
    func removePlan(named name: String) { orbit = nil; stop() }

    // snippet.tokens
    func start() { token = vendor?.activeStateWillStart("orbit") }
    func stop()  { token?.didEnd(); token = nil }
    // snippet.update

    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        guard let orbit else { return .atRest }
        elapsed = min(elapsed + ms / 1000, orbit.period * orbit.turns)
        let angle = 2 * Double.pi * elapsed / orbit.period
        let (sine, cosine) = DeterministicMath.sinCos(angle)   // the same bits everywhere
        target.position = orbit.center + Point(x: cosine, y: sine) * orbit.radius
        guard elapsed < orbit.period * orbit.turns else { stop(); return .atRest }
        return .active
    }
}
// snippet.end

// snippet.hide
/// A scene with a moon and a trace that watches it orbit once it is added.
func makeOrbitScene() throws -> Scene {
    let scene = Scene(size: Size(width: 960, height: 600))
    let center = Point(x: 480, y: 300)
    let moon = scene.addBox(Box(name: "Moon", position: center + Point(x: 180, y: 0),
                                size: Size(width: 90, height: 90), color: Color(rgba: 0xFFCA28FF)))
    // snippet.show
    // snippet.trace
    scene.addTrace(try Trace(name: "The moon orbits and stops", itemsToMatch: [
        .tokenStarted(on: "Moon", label: "orbit", by: "OrbitPerformer"),
        .namedPlanAdded("motion", to: "Moon", planType: "Orbit"),
        .tokenEnded(on: "Moon", label: "orbit", uxFlowHint: "wait for the orbit to finish"),
        .runtimeIdle,
    ], setupSteps: ["Drop the moon anywhere"]))
    scene.runtime.addPlan(Orbit(center: center, radius: 180), named: "motion", to: moon)
    // snippet.hide
    return scene
}

// snippet.show
// snippet.test
@Test("The moon orbits and stops: its trace passes")
func theMoonOrbitsAndStops() throws {
    let scene = try makeOrbitScene()
    let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
    let script = InputScript(scene: "orbit")
    // snippet.check
    let overlay = playground.installOverlay()
    overlay.panel.tab = .traces
    let frames = try Replay(script: script, frames: 240, captureFrames: [240]).capture(playground)
    #expect(scene.traces[0].state == .passing)
    assertSnapshot(of: frames[240]!, as: .png)
    // snippet.hide
}
