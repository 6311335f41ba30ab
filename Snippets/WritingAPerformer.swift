// snippet.hide
// The DocC article "Writing a performer" (Motion): a plan that sways a
// playground Box, its performer with every capability, a performer that
// composes, the plan in a scene, and a unit test on a fake clock.
// Tests/DocumentationTests links this file in, so the test below runs in `swift test`.
// snippet.show
// snippet.imports
import Canvas          // Color
import Interactions    // Point, Size, and what a box adopts: Positionable, Transformable, Fadable
import Motion          // plans, performers, the runtime, tokens, DeterministicMath
import PlaygroundKit   // Box, Scene, SceneAction, KeyPress
import Testing         // the unit test at the end
// snippet.plan
/// Sway a box from side to side on a sine, `swings` times, then put it back
/// where it stood: the *what*, and which performer does it.
struct Sway: NamedPlan {
    typealias Performer = SwayPerformer
    var amplitude = 40.0      // points either side
    var period = 1.0          // seconds for one swing, there and back
    var swings = 2
}
// snippet.performer
/// Sways anything with a position (a playground `Box`, a class of yours),
/// frame by frame, holding a token while it sways.
final class SwayPerformer: NamedPlanPerforming, ContinuousPerforming,
                           ManuallyExecutingPerformer {
    let target: any Positionable
    private var vendor: ActiveTokenVendor?
    private var token: ActiveToken?
    private var sway: Sway?                 // the plan being performed
    private var name: String?               // its name, if it came with one
    private var start = Point.zero          // where the target stood
    private var elapsed = 0.0               // seconds since the plan arrived

    // The runtime creates performers, never you.
    init(target: any Positionable) { self.target = target }

    // snippet.plans
    func addPlan(_ plan: any Plan) {              // a plan added without a name
        guard let sway = plan as? Sway else { return }
        begin(sway, named: nil)
    }
    func addPlan(_ plan: any NamedPlan, named name: String) {
        guard let sway = plan as? Sway else { return }
        begin(sway, named: name)      // a plan of this name was removed first
    }
    func removePlan(named name: String) {        // stop, back where it stood
        guard name == self.name else { return }
        finish()
    }
    // snippet.tokens
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }

    private func begin(_ sway: Sway, named name: String?) {
        if self.sway == nil { start = target.position }   // not mid-sway
        self.sway = sway
        self.name = name
        elapsed = 0
        // The runtime is active from now on…
        if token == nil { token = vendor?.activeStateWillStart("sway") }
    }
    private func finish() {
        guard sway != nil else { return }
        target.position = start
        sway = nil
        name = nil
        token?.didEnd()               // …until every token has ended
        token = nil
    }
    // snippet.update
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        guard let sway else { return .atRest }
        elapsed += ms / 1000
        guard elapsed < Double(sway.swings) * sway.period else {
            finish()
            return .atRest            // no more updates until a new plan
        }
        // DeterministicMath's sine gives the same bits on every machine, so a
        // golden image of the sway matches everywhere; Foundation's may not.
        let offset = sway.amplitude * DeterministicMath.sin(2 * .pi * elapsed / sway.period)
        target.position = Point(x: start.x + offset, y: start.y)
        return .active
    }
}
// snippet.state
extension SwayPerformer: MotionStateReporting {
    /// What the playground's inspector lists for the box, read as it draws.
    var motionState: [MotionStateValue] {
        guard let sway else { return [.text("phase", "at rest")] }
        return [.text("phase", "swaying"),
                .number("swing", Double(min(Int(elapsed / sway.period) + 1, sway.swings))),
                .number("offset", target.position.x - start.x, unit: "pt")]
    }
}
// snippet.compose
/// A short, quick sway, as a box shaking its head: fulfilled by emitting a `Sway`.
struct Shake: Plan {
    typealias Performer = ShakePerformer
}

final class ShakePerformer: ComposablePerforming {
    private var emitter: PlanEmitter<any Positionable>?
    init(target: any Positionable) {}
    func setPlanEmitter(_ emitter: PlanEmitter<any Positionable>) { self.emitter = emitter }

    func addPlan(_ plan: any Plan) {
        // Through the runtime: traced, and a SwayPerformer created if needed.
        emitter?.emitPlan(Sway(amplitude: 12, period: 0.15, swings: 3), named: "sway")
    }
}
// snippet.scene
/// A scene of your own: its box sways as the scene opens, and again on `w`.
func makeSwayScene() -> Scene {
    let scene = Scene(size: Size(width: 800, height: 600))
    let box = scene.addBox(Box(name: "Box#1", position: Point(x: 400, y: 300),
                               size: Size(width: 120, height: 80), color: Color(rgba: 0x42A5F5FF)))
    scene.runtime.addPlan(Sway(), named: "sway", to: box)
    scene.actions.append(SceneAction("Sway every box", key: KeyPress("w")) { scene in
        for each in scene.boxes { scene.runtime.addPlan(Sway(), named: "sway", to: each) }
    })
    return scene
}
// snippet.test
@Test("A sway reaches its amplitude a quarter swing in, and ends where it began")
func swayOnAFakeClock() {
    // Time enters only through update: the test is the clock.
    let runtime = MotionRuntime()
    let box = Box(name: "Box#1", position: Point(x: 100, y: 50),
                  size: Size(width: 40, height: 40), color: .white)
    runtime.addPlan(Sway(amplitude: 40, period: 1, swings: 2), named: "sway", to: box)
    #expect(runtime.isActive)          // the token opened when the plan arrived

    runtime.update(millisecondsSinceLastUpdate: 0)     // a new plan's first: 0 ms
    runtime.update(millisecondsSinceLastUpdate: 250)   // a quarter swing: right
    #expect(box.position == Point(x: 140, y: 50))
    runtime.update(millisecondsSinceLastUpdate: 500)   // three quarters: left
    #expect(box.position == Point(x: 60, y: 50))

    for _ in 0..<80 { runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60) }
    #expect(box.position == Point(x: 100, y: 50))      // exactly where it began
    #expect(!runtime.isActive)         // the token ended: the runtime is idle
}
// snippet.end

// snippet.hide
@Test("A shake sways the box through the runtime; the scene's box sways as it opens, and on w")
func shakeAndTheScene() throws {
    let runtime = MotionRuntime()
    let box = Box(name: "Box#1", position: Point(x: 100, y: 50), size: Size(width: 40, height: 40), color: .white)
    runtime.addPlan(Shake(), to: box)
    #expect(runtime.performers(for: box).contains { $0 is SwayPerformer })
    runtime.update(millisecondsSinceLastUpdate: 0)
    runtime.update(millisecondsSinceLastUpdate: 37.5)           // a quarter of a 0.15 s swing
    #expect(abs(box.position.x - 112) < 1e-9 && box.position.y == 50)
    for _ in 0..<30 { runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60) }
    #expect(box.position == Point(x: 100, y: 50) && !runtime.isActive)

    let scene = makeSwayScene()
    let swaying = try #require(scene.box(named: "Box#1"))
    scene.runtime.update(millisecondsSinceLastUpdate: 0)
    scene.runtime.update(millisecondsSinceLastUpdate: 250)
    #expect(swaying.position == Point(x: 440, y: 300))
    let performer = try #require(scene.runtime.performers(for: swaying).first { $0 is SwayPerformer } as? SwayPerformer)
    #expect(performer.motionState.map(\.description) == ["phase swaying", "swing 1", "offset 40 pt"])
    for _ in 0..<120 { scene.runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60) }
    #expect(!scene.runtime.isActive)
    scene.actions.first { $0.key == KeyPress("w") }?.perform(scene)
    #expect(scene.runtime.isActive)
}
