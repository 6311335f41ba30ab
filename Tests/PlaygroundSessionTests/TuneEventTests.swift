import FoundationEssentials
import Interactions
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// `tune` events: in scripts (read, written, refused), and what they do to
/// the next settle, which must be exactly what the same numbers in code do.
@Suite("Tune events")
struct TuneEventTests {
    static let tuned = BoxTuning(spring: SpringParameters(stiffness: 120, damping: 4, mass: 1), friction: Friction(rate: 3))

    /// Box `name`'s centre on every frame of `events`, run for `frames` 60 Hz frames without drawing (drawing never changes the scene).
    private func positions(of name: String, in playground: Playground, _ events: [ScriptEvent], frames: Int) -> [Point] {
        TestSupport.run(playground, events, frames: frames) { playground.scene.box(named: name)!.position }
    }

    @Test("A tune event changes the next settle exactly as the same spring and friction written into the scene's Tossable do, frame for frame")
    func tuneEventIsTheSameAsCode() throws {
        for name in ["Box#1", "Box#4"] {  // an anchored box (spring) and a free one (fling, then the spring at a wall)
            let tunedPlayground = try TestSupport.defaultPlayground()
            let start = tunedPlayground.scene.box(named: name)!.position
            let toss = TestSupport.drag(from: start, by: Point(x: 260, y: 90), startFrame: 10, frames: 8)
            let tuneEvent = ScriptEvent(frame: 2, .tune(TuneChange(target: name, Self.tuned)))
            let tunedPath = positions(of: name, in: tunedPlayground, [tuneEvent] + toss, frames: 240)

            let codedPlayground = try TestSupport.defaultPlayground()
            let scene = codedPlayground.scene
            let box = scene.box(named: name)!
            var plan = try #require(scene.tuning.tossables[name])
            plan.spring = Self.tuned.spring
            plan.friction = Self.tuned.friction
            scene.runtime.addPlan(plan, to: box)
            let codedPath = positions(of: name, in: codedPlayground, toss, frames: 240)

            #expect(tunedPath == codedPath, "\(name): bit for bit on every frame")
            let untuned = positions(of: name, in: try TestSupport.defaultPlayground(), toss, frames: 240)
            #expect(untuned != tunedPath, "\(name): the tune made a difference")
            #expect(tunedPlayground.scene.tuning.current(of: name) == Self.tuned)
        }
    }

    @Test("A tune gives only the numbers it names; the others stay, and the first tune remembers what the box had")
    func partialTune() {
        let scene = Scene.makeDefault()
        #expect(scene.tune(TuneChange(target: "Box#2", stiffness: 500)))
        #expect(scene.tuning.current(of: "Box#2") == BoxTuning(spring: SpringParameters(stiffness: 500, damping: 30, mass: 1)))
        #expect(scene.tune(TuneChange(target: "Box#2", friction: 2)))
        #expect(scene.tuning.current(of: "Box#2").friction == Friction(rate: 2))
        #expect(scene.tuning.current(of: "Box#2").spring.stiffness == 500)
        #expect(scene.tuning.original["Box#2"] == BoxTuning())
        #expect(scene.tuning.tunedBoxes == ["Box#2"])
        #expect(scene.tuning.tossables["Box#2"]?.spring.stiffness == 500, "the box's plan was added again with the tune")
    }

    @Test("A tune in code naming no box, or with a number that is not positive and finite, changes nothing and says so in the log")
    func refusedInCode() {
        let scene = Scene.makeDefault()
        #expect(!scene.tune(TuneChange(target: "Box#9", stiffness: 100)))
        #expect(!scene.tune(TuneChange(target: "Box#1", mass: 0)))
        #expect(!scene.tune(TuneChange(target: "Box#1", damping: .infinity)))
        #expect(!scene.tune(TuneChange(target: "Box#1", friction: .nan)))
        #expect(scene.tuning.tunedBoxes.isEmpty)
        let notes = scene.logger.loggedItems.map { "\($0)" }.filter { $0.contains("tune refused") }
        #expect(notes.count == 4)
    }

    @Test("Tuned boxes keep their spring and friction when the window is resized, in the default scene and in one whose layout forgets them")
    func tuningSurvivesResize() throws {
        let scene = Scene.makeDefault()
        scene.tune(TuneChange(target: "Box#1", Self.tuned))
        scene.tune(TuneChange(target: "Box#5", Self.tuned))
        scene.resize(to: Size(width: 900, height: 600))
        for name in ["Box#1", "Box#5"] {
            let plan = try #require(scene.tuning.tossables[name])
            #expect(BoxTuning(plan) == Self.tuned, "\(name)")
        }

        // A scene of one's own whose layout re-adds plain Tossables on resize.
        let custom = Scene(size: Size(width: 400, height: 300))
        let box = custom.addBox(Box(name: "Ball", position: Point(x: 200, y: 150), size: Size(width: 40, height: 40), color: .white))
        custom.didResize = { scene in scene.runtime.addPlan(Tossable(box.recognizer, settling: .region(scene.bounds)), to: box) }
        custom.runtime.addPlan(Tossable(box.recognizer, settling: .region(custom.bounds)), to: box)
        custom.tune(TuneChange(target: "Ball", Self.tuned))
        custom.resize(to: Size(width: 500, height: 300))
        let plan = try #require(custom.tuning.tossables["Ball"])
        #expect(BoxTuning(plan) == Self.tuned)
        #expect(plan.settling == .region(Rect(x: 0, y: 0, width: 500, height: 300)), "the layout's new region, with the tune")
    }

    // MARK: - Scripts

    @Test("A tune event survives a round trip through JSON, whole or partial, and reads as README shows it")
    func roundTrip() throws {
        let script = InputScript(events: [
            ScriptEvent(frame: 3, .tune(TuneChange(target: "Box#1", stiffness: 120, damping: 4, mass: 1))),
            ScriptEvent(frame: 4, .tune(TuneChange(target: "Box#1", friction: 0.1 + 0.2))),
            ScriptEvent(frame: 5, .tune(TuneChange(target: "Box \"2\"", Self.tuned))),
        ])
        let decoded = try InputScript(json: script.jsonData())
        #expect(decoded == script)
        let text = String(decoding: script.jsonData(), as: UTF8.self)
        #expect(text.contains(#"{"frame": 3, "type": "tune", "target": "Box#1", "stiffness": 120, "damping": 4, "mass": 1}"#))
        #expect(text.contains(#""friction": 0.30000000000000004}"#), "every number exactly")
    }

    @Test(
        "A tune event with a number that is not positive, not finite or too large, no number at all, or an unknown field is refused in one line (JSON has no infinities: they are refused in code, above)"
    )
    func refusedInScripts() {
        let cases: [(String, String)] = [
            (#""stiffness": -5"#, #"event 1 (frame 2): "stiffness" must be more than 0 and at most 1000000, got -5.0"#),
            (#""damping": 0"#, #"event 1 (frame 2): "damping" must be more than 0 and at most 100000, got 0.0"#),
            (#""friction": 20000"#, #"event 1 (frame 2): "friction" must be more than 0 and at most 10000, got 20000.0"#),
            (#""stiffness": "stiff""#, #"event 1 (frame 2): "stiffness" is a string, expected a number"#),
            (#""comment": 1"#, #"event 1 (frame 2): unknown field "comment""#),
        ]
        for (fields, message) in cases {
            let json = #"{"version": 2, "events": [{"frame": 2, "type": "tune", "target": "Box#1", "# + fields + "}]}"
            #expect(error(loading: json) == message, "\(fields)")
        }
        #expect(
            error(loading: #"{"version": 2, "events": [{"frame": 2, "type": "tune", "target": "Box#1"}]}"#)
                == #"event 1 (frame 2): a tune needs at least one of "stiffness", "damping", "mass", "friction""#)
        #expect(
            error(loading: #"{"version": 2, "events": [{"frame": 2, "type": "tune", "stiffness": 1}]}"#)
                == #"event 1 (frame 2): missing "target""#)
        #expect(
            error(loading: #"{"version": 1, "events": [{"frame": 2, "type": "tune", "target": "Box#1", "mass": 1}]}"#)
                == #"event 1 (frame 2): "tune" needs "version": 2; this script is version 1"#, "tune is version 2")
    }

    @Test("A script that tunes a box the scene does not have is refused before the first frame, naming the event and the scene's boxes")
    func unknownTarget() throws {
        let script = InputScript(events: [
            ScriptEvent(frame: 1, .tune(TuneChange(target: "Box#1", stiffness: 100))),
            ScriptEvent(frame: 30, .tune(TuneChange(target: "Box#9", stiffness: 100))),
        ])
        let playground = try TestSupport.defaultPlayground()
        #expect(throws: PlaygroundError.script(#"event 2 (frame 30): unknown target "Box#9" (the scene's boxes are Box#1, Box#2, Box#3, Box#4, Box#5, Box#6)"#)) {
            try script.checkTuneTargets(in: playground.scene)
        }
        let options = HeadlessOptions(script: script, outputDirectory: TestSupport.temporaryFolder())
        #expect(throws: PlaygroundError.self) { try HeadlessSession.run(playground, options: options) }
        #expect(playground.frameNumber == 0, "refused before the first frame")
    }

    private func error(loading json: String) -> String? {
        do {
            _ = try InputScript(json: Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }
}
