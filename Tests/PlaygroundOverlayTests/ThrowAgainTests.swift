import Canvas
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

/// "Throw again": the last throw of a box played back into its recognizer,
/// sample for sample, so only the box's tuning makes it land differently.
@Suite("Throw again")
struct ThrowAgainTests {
    /// What a recognizer tells its observers, with the frame it was told on.
    struct Report: Equatable {
        var frame: Int
        var state: GestureRecognizer.State
        var location: Point
        var translation: Point
        var velocity: Point
    }

    static let tuned = BoxTuning(spring: SpringParameters(stiffness: 120, damping: 4, mass: 1), friction: Friction(rate: 3))

    /// Runs `events` frame by frame (60 Hz, not drawn), recording `name`'s recognizer reports and its position after each frame.
    static func run(_ playground: Playground, _ events: [ScriptEvent], frames: Int, watching name: String) -> (reports: [Report], positions: [Point]) {
        let box = playground.scene.box(named: name)!
        var frame = 0
        var reports: [Report] = []
        let observation = box.recognizer.addObserver { recognizer in
            reports.append(
                Report(
                    frame: frame, state: recognizer.state, location: recognizer.location,
                    translation: recognizer.translation, velocity: recognizer.velocity))
        }
        defer { box.recognizer.removeObserver(observation) }
        let positions = TestSupport.run(playground, events, frames: frames, beforeEachFrame: { frame = $0 }) { box.position }
        return (reports, positions)
    }

    static func toss(_ playground: Playground, startFrame: Int = 10) -> [ScriptEvent] {
        TestSupport.drag(from: playground.scene.box(named: "Box#1")!.position, by: Point(x: 260, y: 90), startFrame: startFrame, frames: 8)
    }

    @Test("Throw again feeds the box's recognizer the recorded gesture sample for sample, and the box then moves exactly as a box built with the new tuning moves after the original throw")
    func sampleForSample() throws {
        let playground = try TestSupport.defaultPlayground()
        playground.installOverlay()
        var events = Self.toss(playground)
        events.append(ScriptEvent(frame: 150, .tune(TuneChange(target: "Box#1", Self.tuned))))
        events.append(ScriptEvent(frame: 160, .key(KeyPress("a"))))  // nothing selected: the box thrown last
        let run = Self.run(playground, events, frames: 460, watching: "Box#1")

        let original = run.reports.filter { $0.frame < 150 }
        let again = run.reports.filter { $0.frame >= 160 }
        #expect(original.count >= 10, "pressed, began, changed…, ended")
        #expect(
            original.map { Report(frame: $0.frame - 10, state: $0.state, location: $0.location, translation: $0.translation, velocity: $0.velocity) }
                == again.map { Report(frame: $0.frame - 160, state: $0.state, location: $0.location, translation: $0.translation, velocity: $0.velocity) },
            "every state, location, translation and velocity, on the same frame after the press, to the bit")
        let recorded = try #require(playground.throwHistory.lastThrow(of: "Box#1"))
        #expect(recorded.events == Self.toss(try TestSupport.defaultPlayground()).compactMap { if case let .pointer(p) = $0.event { p } else { nil } })
        #expect(recorded.frameOffsets == Array(0...9))

        // The same throw, made once, on a box whose Tossable was built with the tuning.
        let built = try TestSupport.defaultPlayground()
        var plan = try #require(built.scene.tuning.tossables["Box#1"])
        (plan.spring, plan.friction) = (Self.tuned.spring, Self.tuned.friction)
        built.scene.runtime.addPlan(plan, to: built.scene.box(named: "Box#1")!)
        let reference = Self.run(built, Self.toss(built), frames: 310, watching: "Box#1")
        #expect(Array(run.positions[159..<460]) == Array(reference.positions[9..<310]), "frame for frame, bit for bit")
        #expect(run.positions[10..<150] != reference.positions[10..<150], "the first throw settled with the old tuning")
    }

    @Test("A click or a cancelled drag on the box leaves its last throw in place; a new throw replaces it")
    func lastThrowIsAThrow() throws {
        let playground = try TestSupport.defaultPlayground()
        var events = Self.toss(playground)
        let firstThrow = events
        events += OverlayTestSupport.click(at: Point(x: 420, y: 300), frame: 100)
        let moved = TestSupport.drag(from: Point(x: 420, y: 300), by: Point(x: 10, y: 10), startFrame: 102, frames: 3)
        events += moved.dropLast()
        events.append(ScriptEvent(frame: 106, .focusLost))
        _ = TestSupport.run(playground, events, frames: 110) { () }
        let toss = try #require(playground.throwHistory.lastThrow(of: "Box#1"))
        #expect(toss.events.count == firstThrow.count)
        #expect(playground.throwHistory.lastThrownBox == "Box#1")
        #expect(!playground.throwAgain("Box#2"), "Box#2 was never thrown")
    }

    @Test("A real press on a box being thrown again takes over: the playback stops and the person's drag moves the box")
    func realPressTakesOver() throws {
        let playground = try TestSupport.defaultPlayground()
        _ = TestSupport.run(playground, Self.toss(playground), frames: 120) { () }
        #expect(playground.throwAgain("Box#1"))
        #expect(playground.isThrowingAgain("Box#1") && playground.needsFrames)
        let box = playground.scene.box(named: "Box#1")!
        let press = ScriptEvent(frame: 122, .pointer(PointerEvent(.down, at: box.position, timestamp: 10)))
        let drag = ScriptEvent(frame: 123, .pointer(PointerEvent(.move, at: box.position + Point(x: 40, y: 0), timestamp: 10.02)))
        let start = box.position
        var framebuffer = Framebuffer(width: 1, height: 1)
        playground.runFrame(events: [press.event], elapsed: 1.0 / 60, into: &framebuffer, draw: false)
        #expect(!playground.isThrowingAgain)
        playground.runFrame(events: [drag.event], elapsed: 1.0 / 60, into: &framebuffer, draw: false)
        #expect(box.position.x > start.x + 30, "the person's drag, not the recorded one")
    }

    @Test("The overlay keeps the path of the throw before as a ghost and follows the new one, from the same start")
    func ghostPath() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        var events = Self.toss(playground)
        events.append(ScriptEvent(frame: 150, .tune(TuneChange(target: "Box#1", Self.tuned))))
        events.append(ScriptEvent(frame: 160, .key(KeyPress("a"))))
        _ = TestSupport.run(playground, events, frames: 470) { () }
        let ghost = try #require(overlay.tune.paths.ghost(of: "Box#1"))
        let latest = try #require(overlay.tune.paths.latest(of: "Box#1"))
        #expect(ghost.points.first == latest.points.first, "the same start")
        #expect(ghost.points.last != latest.points.last || ghost.points != latest.points)
        #expect(!ghost.isRecording && !latest.isRecording, "both came to rest")
        #expect(latest.points.count > ghost.points.count, "the softer spring swings longer")
        #expect(overlay.tune.lastThrownAgain == "Box#1")
    }
}
