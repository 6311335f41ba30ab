import Interactions
import Motion
import PlaygroundKit
import Testing

/// Each built-in invariant fails for its own reason, on its box, at its
/// frame, with a message that says what broke; a scene's own invariant and
/// a waived one too.
@Suite struct InvariantCheckTests {
    /// A leak on purpose: opens a token and never ends it.
    struct Leak: Plan {
        typealias Performer = LeakingPerformer
    }

    final class LeakingPerformer: ContinuousPerforming {
        private var vendor: ActiveTokenVendor?
        private var token: ActiveToken?
        init(target: Box) {}
        func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
        func addPlan(_ plan: any Plan) { token = vendor?.activeStateWillStart("leak") }
    }

    /// The default scene with an action on `k` that does `act` to Box#1.
    static func scene(_ act: @escaping (Scene, Box) -> Void) -> Scene {
        let scene = Scene.makeDefault()
        let box = scene.box(named: "Box#1")!
        scene.actions.append(SceneAction("Break Box#1", key: KeyPress("k")) { act($0, box) })
        return scene
    }

    static func pressingK(atFrame frame: Int = 5) -> InputScript {
        var script = InputScript(scene: "default", viewport: Viewport(width: 1280, height: 720))
        script.append(ScriptEvent(frame: frame, .key(KeyPress("k"))))
        return script
    }

    static func violations(_ scene: Scene, _ script: InputScript = pressingK()) throws -> [InvariantViolation] {
        try InvariantCheck.run(script: script, scene: scene).violations
    }

    @Test("Untouched, the default scene keeps every invariant")
    func untouchedKeepsEverything() throws {
        let report = try InvariantCheck.run(script: Self.pressingK(), scene: .makeDefault())
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.description.hasPrefix("every invariant held over"))
    }

    @Test("A NaN opacity breaks \"values are finite\" on its box, at the frame, naming the value")
    func nonFinite() throws {
        let found = try Self.violations(Self.scene { _, box in box.opacity = .nan })
        let violation = try #require(found.first)
        #expect(violation.invariant == BuiltInInvariant.finite.rawValue && violation.box == "Box#1" && violation.frame == 5)
        #expect(violation.values.hasPrefix("opacity is nan"), "\(violation)")
        #expect(violation.description.hasPrefix("frame 5: \"values are finite\" fails on Box#1: opacity is nan"))
    }

    @Test("A token never ended breaks \"tokens end\" on its box once the scene had its time to rest")
    func leakedToken() throws {
        let found = try Self.violations(Self.scene { scene, box in scene.runtime.addPlan(Leak(), to: box) })
        let violation = try #require(found.first { $0.invariant == BuiltInInvariant.tokensEnd.rawValue })
        #expect(violation.box == "Box#1")
        #expect(violation.values.contains("token \"leak\" of LeakingPerformer open since"), "\(violation)")
        #expect(violation.frame > 5 + 590, "after the 10 s the scene is given to rest: \(violation.frame)")
    }

    @Test("A box put wholly outside the window breaks \"stays reachable\"; waived, it does not")
    func outOfReach() throws {
        let away = Self.scene { _, box in box.position = Point(x: -5_000, y: 300) }
        let violation = try #require(try Self.violations(away).first)
        #expect(violation.invariant == BuiltInInvariant.reachable.rawValue && violation.box == "Box#1")
        #expect(violation.values.contains("wholly outside the 1280×720 window"), "\(violation)")
        let waived = Self.scene { _, box in box.position = Point(x: -5_000, y: 300) }
        waived.waive(.reachable)
        #expect(try Self.violations(waived).isEmpty)
    }

    @Test("A scene's own invariant is checked on every frame and named with its box")
    func ownInvariant() throws {
        let scene = Self.scene { _, box in box.rotation = 0.5 }
        let box = scene.box(named: "Box#1")!
        scene.invariant("Box#1 never turns", on: box) { _ in box.rotation == 0 }
        let violation = try #require(try Self.violations(scene).first)
        #expect(violation.invariant == "Box#1 never turns" && violation.box == "Box#1" && violation.frame == 5)
        #expect(violation.key == "Box#1 never turns / Box#1")
    }

    @Test("A fling that starts faster than the hand let go breaks \"hands off smoothly\"")
    func kickAtHandOff() throws {
        // A drag, then a key (not a hand-off: a command) and a fling of ten times the release speed a frame later.
        var script = InputScript(scene: "default", viewport: Viewport(width: 1280, height: 720))
        let start = Scene.makeDefault().box(named: "Box#4")!.position
        for (frame, dx) in [(2, 0.0), (3, 10), (4, 20), (5, 30)] {
            let phase: PointerEvent.Phase = frame == 2 ? .down : .move
            script.append(ScriptEvent(frame: frame, .pointer(PointerEvent(phase, at: start + Point(x: dx, y: 0), timestamp: ScriptEvent.time(ofFrame: frame)))))
        }
        script.append(ScriptEvent(frame: 6, .pointer(PointerEvent(.up, at: start + Point(x: 30, y: 0), timestamp: ScriptEvent.time(ofFrame: 6)))))
        let honest = try InvariantCheck.run(script: script, scene: .makeDefault())
        #expect(honest.violations.isEmpty, "\(honest)")
        let kicking = Scene.makeDefault()
        let box = kicking.box(named: "Box#4")!
        // Weakly: the box holds its recognizer, which holds this closure.
        box.recognizer.addObserver { [weak kicking, weak box] recognizer in
            guard recognizer.state == .ended, let kicking, let box else { return }
            kicking.runtime.addPlan(Fling(velocity: recognizer.velocity * 10, bounds: kicking.bounds), named: "motion", to: box)
        }
        let violation = try #require(try InvariantCheck.run(script: script, scene: kicking).violations.first)
        #expect(violation.invariant == BuiltInInvariant.smoothHandOff.rawValue && violation.box == "Box#4", "\(violation)")
        #expect(violation.values.contains("more than the"), "\(violation)")
    }
}
