import Canvas
import Interactions
import PlaygroundKit
import PlaygroundSession
import Testing

/// The search's engine in this process: no false alarm on the default
/// scene, a planted bug found, shrunk and replayed to the same failure.
@Suite struct ExplorerTests {
    static let viewport = Viewport(width: 1280, height: 720)

    static func explorer(seed: UInt64, plant: @escaping (Scene) -> Void = { _ in }) throws -> Explorer {
        let font = try Assets.locate().loadFont()
        let make = { () -> Scene in
            let scene = Scene.makeDefault()
            plant(scene)
            return scene
        }
        let settings = ExploreSettings(seed: seed, viewport: viewport, sceneName: "default", scene: make())
        return Explorer(settings: settings) { Playground(scene: make(), font: font) }
    }

    @Test("The default scene keeps every built-in invariant under random hands")
    func defaultSceneKeepsItsInvariants() throws {
        let findings = try Self.explorer(seed: 11).run(sequences: 0..<150)
        #expect(findings.isEmpty, "\(findings.map(\.violation))")
    }

    @Test("A planted invariant that two fingers break is found, shrunk to a few events, and replays to the same failure")
    func findsAndShrinksAPlantedBug() throws {
        let explorer = try Self.explorer(seed: 2) { scene in
            let box = scene.box(named: "Box#1")!
            scene.invariant("Box#1 never turns", on: box) { _ in box.rotation == 0 }
        }
        var collector = ExploreFinding.Collector()
        for index in 0..<300 { collector.add(explorer.outcome(of: index)) }
        let found = try #require(collector.findings.first { $0.violation.invariant == "Box#1 never turns" }, "seed 2: not found in 300 sequences")
        let shrunk = explorer.shrink(found)
        #expect(shrunk.violation.box == "Box#1")
        #expect(shrunk.sequence.eventCount <= 6, "seed 2, sequence \(found.index): shrunk from \(found.shrunkFrom) to \(shrunk.sequence.eventCount) events: \(shrunk.sequence.gestures)")
        #expect(shrunk.sequence.eventCount < found.shrunkFrom)
        // The recording is an ordinary one: written, read back and replayed, it fails the same way.
        let again = try ExploreSequence(encoded: shrunk.sequence.encoded())
        #expect(again == shrunk.sequence)
        let report = explorer.check(try ExploreSequence(encoded: shrunk.sequence.encoded()))
        #expect(report.violations.contains { $0.key == found.violation.key && $0.frame == shrunk.violation.frame })
    }

    @Test("The same seed makes the same sequences, whatever order they are asked for in")
    func sameSeedSameSequences() throws {
        let explorer = try Self.explorer(seed: 9)
        let forward = (0..<6).map { explorer.outcome(of: $0).sequence }
        let backward = (0..<6).reversed().map { explorer.outcome(of: $0).sequence }.reversed()
        #expect(forward == Array(backward))
        #expect(Set(forward.map(\.eventCount)).count > 1, "sequences differ from one another")
    }

    @Test("The shrinker keeps a press with its release and reaches a local minimum")
    func shrinkerKeepsGesturesWhole() {
        func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ frame: Int) -> ScriptEvent {
            ScriptEvent(frame: frame, .pointer(PointerEvent(phase, at: Point(x: x + 0.37, y: 10.6), timestamp: ScriptEvent.time(ofFrame: frame))))
        }
        let noise = [ScriptEvent(frame: 3, .key(KeyPress("p"))), ScriptEvent(frame: 9, .key(KeyPress("2")))]
        let drag = [pointer(.down, 100, 20), pointer(.move, 120, 21), pointer(.move, 140, 24), pointer(.up, 140, 30)]
        let sequence = ExploreSequence(viewport: Self.viewport, gestures: [noise, drag, noise.map { ExploreSequence.moved($0, to: $0.frame + 40) }])
        // "Fails" while a press and a release remain.
        var shrinker = Shrinker { candidate in
            let events = candidate.gestures.joined().map(\.event)
            return events.contains { if case .pointer(let p) = $0 { p.phase == .down } else { false } }
        }
        let shrunk = shrinker.shrink(sequence)
        #expect(shrunk.gestures.count == 1)
        let phases = shrunk.gestures[0].compactMap { if case .pointer(let p) = $0.event { p.phase } else { nil } }
        #expect(phases == [.down, .up])
        #expect(shrunk.gestures[0].first?.frame == 1, "moved as early as it goes")
        if case .pointer(let press) = shrunk.gestures[0][0].event {
            #expect(press.position == Point(x: 100, y: 10), "rounded to tens")
            #expect(press.timestamp == ScriptEvent.time(ofFrame: 1), "its time moved with its frame")
        }
    }
}
