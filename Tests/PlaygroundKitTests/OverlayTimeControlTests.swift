import Interactions
import PlaygroundKit
import Testing

@Suite("The overlay's time controls, as key events")
struct OverlayTimeControlTests {
    @Test("Replayed from a script: slow motion scales scene time, pause stops it, each step advances exactly one 60 Hz frame")
    func scriptedTimeControls() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        let events = [
            OverlayTestSupport.key("2", frame: 1),       // frames 1–60 at 0.25×
            OverlayTestSupport.key("p", frame: 61),      // frames 61–70 paused
            OverlayTestSupport.key(".", frame: 71),      // one step
            OverlayTestSupport.key(".", frame: 72),      // another
            OverlayTestSupport.key("space", frame: 81),  // resume, still 0.25×
            OverlayTestSupport.key("1", frame: 91),      // normal speed for frames 91–100
        ]
        let script = InputScript(events: events)
        var sceneTimes: [Int: Double] = [:]
        try Replay(script: script, frames: 100).run(playground) { frame, _, _ in
            sceneTimes[frame.number] = frame.sceneTime
        }

        #expect(abs(sceneTimes[60]! - 0.25) < 1e-9)
        #expect(sceneTimes[70] == sceneTimes[60], "paused")
        #expect(abs(sceneTimes[72]! - sceneTimes[70]! - 2.0 / 60) < 1e-9, "two steps of 1/60 s, whatever the scale")
        #expect(sceneTimes[80] == sceneTimes[72], "still paused after the steps")
        #expect(abs(sceneTimes[90]! - sceneTimes[80]! - 10 * 0.25 / 60) < 1e-9)
        #expect(abs(sceneTimes[100]! - sceneTimes[90]! - 10.0 / 60) < 1e-9)
    }

    @Test("Stepping while running pauses first; 0.1× is slow motion too; scale and pause are independent")
    func stepWhileRunningPauses() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        playground.handle(.key(KeyPress(".")))
        #expect(playground.isPaused)
        #expect(playground.advanceFrame(by: 1.0 / 60).sceneElapsed == 0, "the first press only paused")

        playground.handle(.key(KeyPress("3")))
        #expect(playground.timeScale == 0.1)
        #expect(playground.isPaused, "changing speed does not resume")
        playground.handle(.key(KeyPress("p")))
        #expect(abs(playground.advanceFrame(by: 1.0 / 60).sceneElapsed - 0.1 / 60) < 1e-12)
    }

    @Test("The overlay consumes its own keys; the playground's keys (s, r, q, Escape) pass through")
    func unboundKeysPassThrough() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        #expect(overlay.handle(.key(KeyPress("p")), playground: playground))
        #expect(!overlay.handle(.key(KeyPress("p", control: true)), playground: playground))
        playground.handle(.key(KeyPress("s")))
        playground.handle(.key(KeyPress("escape")))
        #expect(playground.takeRequests() == [.saveFrame, .quit])
    }

    @Test("The panel's keys toggle it, collapse it, switch tabs and toggle the pointer samples")
    func panelKeys() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.handle(.key(KeyPress("tab")))
        #expect(overlay.panel.tab == .traces)
        playground.handle(.key(KeyPress("tab", shift: true)))
        playground.handle(.key(KeyPress("tab", shift: true)))
        #expect(overlay.panel.tab == .inspector)
        playground.handle(.key(KeyPress("f2")))
        #expect(overlay.panel.isCollapsed)
        playground.handle(.key(KeyPress("`")))
        #expect(!overlay.panel.isVisible)
        playground.handle(.key(KeyPress("v")))
        #expect(overlay.showsPointerSamples)
    }
}
