// A custom performer in the playground, using public API only.
//
// `Orbit` is a plan; `OrbitPerformer` fulfils it by moving its box around a
// circle for a number of turns, once per frame (manual execution), holding
// an active token while it moves so the runtime stays active exactly that
// long. A trace checks that the orbit starts and ends. The demo opens the
// playground's window; with --headless (or no display) it replays a short
// script instead and writes frames, the log and the trace report to ./orbit-output.
//
//   swift run CustomPerformer [--headless]

import Canvas
import Interactions
import Motion
import MotionTracing
import PlaygroundHost
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession
import TraceKit

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - The plan: what should happen

/// Move the target around `center` at `radius`, `turns` times, one turn per `period` seconds.
struct Orbit: NamedPlan, CustomStringConvertible {
    typealias Performer = OrbitPerformer
    var center: Point
    var radius: Double
    var period: Double = 2
    var turns: Double = 1.5

    var description: String { "Orbit(around: \(center), r: \(Int(radius)))" }
}

// MARK: - The performer: how it happens

/// Moves a `Positionable` target around a circle, frame by frame.
final class OrbitPerformer: ManuallyExecutingPerformer, ContinuousPerforming, NamedPlanPerforming {
    private let target: any Positionable
    private var vendor: ActiveTokenVendor?
    private var token: ActiveToken?
    private var orbit: Orbit?
    private var elapsed = 0.0
    private var startAngle = 0.0

    init(target: any Positionable) {
        self.target = target
    }

    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) {
        self.vendor = vendor
    }

    func addPlan(_ plan: any Plan) {
        guard let orbit = plan as? Orbit else { return }
        start(orbit)
    }

    func addPlan(_ plan: any NamedPlan, named name: String) {
        addPlan(plan)
    }

    func removePlan(named name: String) {
        stop()
    }

    /// Starts from wherever the target is now on the circle, so there is no jump.
    private func start(_ orbit: Orbit) {
        self.orbit = orbit
        elapsed = 0
        let offset = target.position - orbit.center
        startAngle = DeterministicMath.atan2(offset.y, offset.x)
        if token == nil { token = vendor?.activeStateWillStart("orbit") }
    }

    private func stop() {
        orbit = nil
        token?.didEnd()
        token = nil
        target.motionDidChange(.atRest(at: target.position))
    }

    func update(millisecondsSinceLastUpdate milliseconds: Double) -> ActivityState {
        guard let orbit else { return .atRest }
        elapsed = min(elapsed + milliseconds / 1000, orbit.period * orbit.turns)
        let angle = startAngle + 2 * Double.pi * elapsed / orbit.period
        // DeterministicMath, not Foundation's sin and cos: the same bits on every machine.
        let (sine, cosine) = DeterministicMath.sinCos(angle)
        target.position = orbit.center + Point(x: cosine, y: sine) * orbit.radius
        let speed = 2 * Double.pi * orbit.radius / orbit.period
        target.motionDidChange(
            MotionState(
                phase: .springing, velocity: Point(x: -sine, y: cosine) * speed, projectedRestPosition: nil
            ))
        if elapsed >= orbit.period * orbit.turns {
            stop()
            return .atRest
        }
        return .active
    }
}

// MARK: - Initialise: a scene with an orbiting box and a trace that watches it

let scene = Scene(size: Size(width: 960, height: 600))
let center = Point(x: 480, y: 300)
let moon = scene.addBox(
    Box(
        name: "Moon", position: center + Point(x: 180, y: 0),
        size: Size(width: 90, height: 90), color: Color(rgba: 0xFFCA28FF), cornerRadius: 45))
let planet = scene.addBox(
    Box(
        name: "Planet", position: center, size: Size(width: 140, height: 140),
        color: Color(rgba: 0x42A5F5FF), cornerRadius: 70))
scene.anchors = [center]
// The planet can be thrown and springs home; the moon orbits, and orbits again when dropped.
scene.runtime.addPlan(Tossable(planet.recognizer, settling: .anchors([center])), to: planet)
scene.runtime.addPlan(Draggable(moon.recognizer), to: moon)
_ = moon.recognizer.addObserver { recognizer in
    if recognizer.state == .ended || recognizer.state == .cancelled {
        scene.runtime.addPlan(Orbit(center: center, radius: 180), named: "motion", to: moon)
    }
}
// The trace starts first, so it sees the orbit's plan arrive.
do {
    scene.addTrace(
        try Trace(
            name: "The moon orbits and stops",
            itemsToMatch: [
                .namedPlanAdded("motion", to: "Moon", planType: "Orbit"),
                .tokenEnded(on: "Moon", label: "orbit", uxFlowHint: "wait for the orbit to finish"),
                .runtimeIdle,
            ]))
} catch {
    fatalError("the trace has items: \(error)")
}
scene.runtime.addPlan(Orbit(center: center, radius: 180), named: "motion", to: moon)

// MARK: - Run: a window, or a headless replay

let font: BitmapFont
do {
    font = try Assets.locate().loadFont()
} catch {
    fatalError("\(error)")
}
let playground = Playground(scene: scene, font: font)
playground.installOverlay()

@MainActor func runHeadless() throws(PlaygroundError) {
    // Let the orbit play out, then drag the moon and drop it: it orbits again from there.
    // After one and a half turns (180 frames) the moon rests opposite where it started.
    let rest = center + Point(x: -180, y: 0)
    var script = InputScript(scene: "orbit")
    script.append(ScriptEvent(frame: 200, .pointer(PointerEvent(.down, at: rest, timestamp: 200.0 / 60))))
    var point = rest
    for frame in 201...210 {
        point = point + Point(x: 6, y: 9)
        script.append(ScriptEvent(frame: frame, .pointer(PointerEvent(.move, at: point, timestamp: Double(frame) / 60))))
    }
    script.append(ScriptEvent(frame: 211, .pointer(PointerEvent(.up, at: point, timestamp: 211.0 / 60))))
    var options = HeadlessOptions(script: script, outputDirectory: "orbit-output")
    options.frames = 420
    options.captureFrames = [60, 180, 420]
    let summary = try HeadlessSession.run(playground, options: options)
    print("ran \(summary.frames) frames; wrote \(summary.filesWritten.joined(separator: ", "))")
}

do {
    if CommandLine.arguments.contains("--headless") {
        try runHeadless()
    } else {
        do {
            var options = WindowOptions(outputDirectory: "orbit-output")
            options.width = 960
            options.height = 600
            options.title = "Custom performer: Orbit"
            options.sceneName = "orbit"
            _ = try PlaygroundWindow.run(playground, options: options)
        } catch .display(let reason) {
            print("no display (\(reason)); replaying headless instead")
            try runHeadless()
        }
    }
} catch {
    print("error: \(error)")
    exit(1)
}
