import Canvas
import Interactions
import Motion
import PlaygroundKit
import PlaygroundOverlay

/// What one runtime event costs with the overlay on, everything that hears
/// it included: the trace bridge (traces and the logger), the log archive
/// streaming every entry, the inspector and the log view.
///
/// One round is a named spring added to a box, a frame of it, then the
/// spring removed where it is: a fixed mix of the kinds of event a session logs (plan
/// added under a name, token started and ended, activity flips, plan
/// removed by name). ``eventsPerRound`` counts them, so the benchmark's
/// allocations divide into a per-event figure. Made with `isLogged: false`,
/// the scene's trace bridge is taken off the runtime: the same round with
/// nobody logging it, the baseline whose difference is the cost of logging.
final class EventCostFixture {
    let playground: Playground
    let box: Box
    private var frame = FrameInfo(number: 0, elapsed: 1.0 / 60, sceneElapsed: 1.0 / 60, sceneTime: 0)
    /// Runtime events logged by one round.
    private(set) var eventsPerRound = 0

    init(font: BitmapFont, isLogged: Bool = true) {
        playground = Playground(scene: .makeDefault(), font: font)
        playground.installOverlay()
        box = playground.scene.box(named: "Box#1")!
        if !isLogged { playground.scene.runtime.removeTracer(playground.scene.bridge) }
        // Warm up: the animation performer exists and every cache is filled before measuring.
        for _ in 0..<3 { round() }
        var events = 0
        let counter = EventTracer { _ in events += 1 }
        playground.scene.runtime.addTracer(counter)
        round()
        playground.scene.runtime.removeTracer(counter)
        eventsPerRound = events
    }

    /// One round of runtime events, each taken in by every listener.
    func round() {
        let runtime = playground.scene.runtime
        runtime.addPlan(Spring(to: box.position + Point(x: 40, y: 0)), named: "motion", to: box)
        frame.number += 1
        playground.advanceFrame(by: 1.0 / 60)
        runtime.removePlan(named: "motion", from: box)
        playground.scene.logArchive.flush()
    }
}
