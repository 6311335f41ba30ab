import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

@Suite("Time controls: the playground's keys, with or without the overlay")
struct TimeControlTests {
    @Test("Replayed from a script: slow motion scales scene time, pause stops it, each step advances exactly one 60 Hz frame", arguments: [true, false])
    func scriptedTimeControls(withOverlay: Bool) throws {
        let playground = try TestSupport.defaultPlayground()
        if withOverlay { playground.installOverlay() }
        let events = [
            OverlayTestSupport.key("2", frame: 1),  // frames 1–60 at 0.25×
            OverlayTestSupport.key("p", frame: 61),  // frames 61–70 paused
            OverlayTestSupport.key(".", frame: 71),  // one step
            OverlayTestSupport.key(".", frame: 72),  // another
            OverlayTestSupport.key("space", frame: 81),  // resume, still 0.25×
            OverlayTestSupport.key("1", frame: 91),  // normal speed for frames 91–100
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

    @Test("Stepping while running pauses first; choosing a speed resumes at that speed")
    func stepWhileRunningPauses() throws {
        let playground = try TestSupport.defaultPlayground()
        playground.handle(.key(KeyPress(".")))
        #expect(playground.isPaused)
        #expect(playground.advanceFrame(by: 1.0 / 60).sceneElapsed == 0, "the first press only paused")

        playground.handle(.key(KeyPress("3")))
        #expect(playground.timeScale == 0.1)
        #expect(!playground.isPaused, "choosing a speed resumes")
        #expect(abs(playground.advanceFrame(by: 1.0 / 60).sceneElapsed - 0.1 / 60) < 1e-12)
    }

    @Test("The overlay leaves time keys to the playground and consumes only its own; s, r, q and Escape reach the playground")
    func unboundKeysPassThrough() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        #expect(!overlay.handle(.key(KeyPress("p")), playground: playground))
        #expect(overlay.handle(.key(KeyPress("f2")), playground: playground))
        playground.handle(.key(KeyPress("s")))
        playground.handle(.key(KeyPress("r")))
        playground.handle(.key(KeyPress("escape")))
        #expect(playground.takeRequests() == [.saveFrame, .saveRecording, .quit])
    }

    @Test("Paused, a playground with motion in flight asks for no frames, so the window can sleep; a step asks for one")
    func pausedNeedsNoFrames() throws {
        let playground = try TestSupport.defaultPlayground()
        var script = TestSupport.drag(from: playground.scene.box(named: "Box#4")!.position, by: Point(x: 300, y: 0), startFrame: 1, frames: 5)
        script.append(ScriptEvent(frame: 8, .key(KeyPress("p"))))
        try Replay(script: InputScript(events: script), frames: 8).run(playground) { _, _, _ in }
        #expect(playground.scene.runtime.isActive, "Box#4 is in flight")
        #expect(!playground.needsFrames)
        playground.handle(.key(KeyPress(".")))
        #expect(playground.needsFrames)
        playground.advanceFrame(by: 1.0 / 60)
        #expect(!playground.needsFrames)
    }

    @Test("The panel's keys toggle it, collapse it, switch tabs and toggle the pointer samples")
    func panelKeys() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.handle(.key(KeyPress("tab")))
        #expect(overlay.panel.tab == .traces)
        playground.handle(.key(KeyPress("tab", shift: true)))
        playground.handle(.key(KeyPress("tab", shift: true)))
        #expect(overlay.panel.tab == .perf, "back past the log, to the last tab")
        playground.handle(.key(KeyPress("tab", shift: true)))
        #expect(overlay.panel.tab == .tune)
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
