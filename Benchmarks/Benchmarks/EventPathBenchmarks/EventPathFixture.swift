import Canvas
import Interactions
import Motion
import PlaygroundKit
import PlaygroundOverlay

/// The stress scene's re-throw as a measure of what one runtime event costs on its way
/// through the playground: 5,000 boxes, each given a new named `Fling` (the scene's own
/// "Throw every box", `x`), which makes four runtime events a box: the old fling's token
/// ends, its name is removed, the new token starts, the plan is added.
///
/// With `isTraced` (the playground as a window runs it, overlay and profiler on), every event
/// goes through the scene's ledger, its trace bridge, the logger, the log archive (`log.txt`
/// and `log.csv`, kept in memory, as before a session folder is given) and the profiler's
/// timeline, then, in the frame, the overlay's log view and inspector and the history.
/// Without it, the runtime has no tracer at all: the same plans added, nobody hearing them,
/// the baseline. Both advance one frame after the throw, without drawing, so
/// (traced − baseline) / ``eventsPerRethrow`` is what the event path costs an event.
final class EventPathFixture {
    let playground: Playground
    /// Runtime events one re-throw makes.
    private(set) var eventsPerRethrow = 0
    private let throwEveryBox = KeyPress("x")

    init(font: BitmapFont, isTraced: Bool) {
        guard let scene = Scene.builtIn(named: "stress") else { fatalError("EventPathFixture: no stress scene") }
        playground = Playground(scene: scene, font: font)
        if isTraced {
            playground.installOverlay()
            playground.profiler = FrameProfiler()
        } else {
            scene.runtime.removeTracer(scene.ledger)
            scene.runtime.removeTracer(scene.bridge)
            scene.runtime.removeTracer(scene.tuning)
        }
        // Warm up: every box thrown twice, so every cache and buffer has its steady size.
        for _ in 0..<2 { rethrow() }
        var events = 0
        let counter = EventTracer { _ in events += 1 }
        scene.runtime.addTracer(counter)
        scene.performAction(for: throwEveryBox)
        scene.runtime.removeTracer(counter)
        playground.advanceFrame(by: 1.0 / 60)
        eventsPerRethrow = events
        waitForLogFiles()
    }

    /// Waits until the log files hold every entry: the archive writes them on a thread of its own,
    /// so a measurement of the re-throw alone waits here, outside what it measures.
    func waitForLogFiles() {
        playground.scene.logArchive.waitUntilWritten()
    }

    /// Throws every box again, then advances one frame (layers and history included, no drawing).
    func rethrow() {
        playground.scene.performAction(for: throwEveryBox)
        playground.advanceFrame(by: 1.0 / 60)
    }
}
