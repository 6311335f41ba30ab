import Canvas
import Geometry
import Interactions
import Motion
import MotionMath
import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// The profiler's timeline remembers the last names, types and target it looked up, so a burst of
/// events skips its tables. Whatever the runtime does (plans of two types under names that
/// alternate, tokens that end as motions settle, targets removed and new ones made where the old
/// ones were), each entry must still name what an independent recorder of the same runtime heard.
@Suite("The profiler's timeline")
struct RuntimeTimelineTests {
    enum Step: CustomStringConvertible {
        case fling(box: Int, name: Int)
        case spring(box: Int, name: Int)
        case unname(box: Int, name: Int)
        case frames(Int)
        case churn

        var description: String {
            switch self {
            case let .fling(box, name): "fling B\(box) as n\(name)"
            case let .spring(box, name): "spring B\(box) as n\(name)"
            case let .unname(box, name): "remove n\(name) from B\(box)"
            case let .frames(count): "\(count) frames"
            case .churn: "a box made, moved and removed"
            }
        }
    }

    static func steps(seed: UInt64) -> [Step] {
        var random = SplitMix64(seed: seed)
        return (0..<60).map { _ in
            let box = Int(random.next() % 3), name = Int(random.next() % 3)
            switch random.next() % 6 {
            case 0: return .fling(box: box, name: name)
            case 1: return .spring(box: box, name: name)
            case 2: return .unname(box: box, name: name)
            case 3: return .churn
            default: return .frames(Int(1 + random.next() % 40))
            }
        }
    }

    /// A scene of three boxes, `B0` to `B2`, with a playground to run its frames.
    static func makeScene() throws -> (Scene, [Box], Playground) {
        let scene = Scene(size: Size(width: 400, height: 300))
        let boxes = (0..<3).map { scene.addBox(Box(name: "B\($0)", position: Point(x: 50, y: 50), size: Size(width: 20, height: 20), color: .white)) }
        return (scene, boxes, Playground(scene: scene, font: try TestSupport.font()))
    }

    /// Does `steps` to `boxes` of `playground`'s scene, frames run undrawn.
    static func run(_ steps: [Step], boxes: [Box], playground: Playground) {
        let scene = playground.scene
        var framebuffer = Framebuffer(width: 1, height: 1)
        var churned = 0
        for step in steps {
            switch step {
            case let .fling(box, name):
                scene.runtime.addPlan(Fling(velocity: Point(x: 900, y: -400)), named: "n\(name)", to: boxes[box])
            case let .spring(box, name):
                // A plan without a name, then one with one: both kinds of plan event, on one target.
                scene.runtime.addPlan(Spring(to: Point(x: 200, y: 100)), to: boxes[box])
                scene.runtime.addPlan(Spring(to: Point(x: 200, y: 100)), named: "n\(name)", to: boxes[box])
            case let .unname(box, name):
                scene.runtime.removePlan(named: "n\(name)", from: boxes[box])
            case let .frames(count):
                for _ in 0..<count { playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer, draw: false) }
            case .churn:
                // Made and freed at once: the next one is likely made at the same address, under another name.
                churned += 1
                let box = Box(name: "T\(churned)", position: .zero, size: Size(width: 4, height: 4), color: .white)
                scene.runtime.addPlan(Spring(to: Point(x: 10, y: 10)), named: "n0", to: box)
                scene.runtime.removeTarget(box)
            }
        }
    }

    /// The first entry whose names differ from what the recorder heard, described; `nil` when all agree.
    static func firstDisagreement(_ steps: [Step]) throws -> String? {
        let (scene, boxes, playground) = try makeScene()
        let clock = FakeClock()
        let profiler = FrameProfiler(clock: { clock.now })
        playground.profiler = profiler
        var heard: [String] = []
        scene.runtime.addTracer(EventTracer { heard.append(Self.line($0)) })
        run(steps, boxes: boxes, playground: playground)
        let timeline = profiler.timeline
        let recorded = timeline.entries().filter { $0.kind != .input }.map { Self.line($0, names: timeline.names) }
        guard recorded.count == heard.count else { return "\(recorded.count) entries for \(heard.count) events" }
        for (index, (entry, event)) in zip(recorded, heard).enumerated() where entry != event {
            return "entry \(index): timeline says \"\(entry)\", the runtime said \"\(event)\""
        }
        return nil
    }

    static func line(_ event: RuntimeEvent) -> String {
        let target = event.target.map { ($0 as? Box)?.name ?? RuntimeEvent.text(of: $0) } ?? "-"
        switch event {
        case let .didAddPlan(plan, _): return "plan \(type(of: plan)) on \(target)"
        case let .didAddNamedPlan(plan, name, _): return "plan \(type(of: plan)) as \(name) on \(target)"
        case let .didRemovePlanNamed(name, _): return "unnamed \(name) on \(target)"
        case let .didCreatePerformer(performer, _): return "performer \(type(of: performer)) on \(target)"
        case let .didStartToken(token, performer, _): return "token+ \(token.id) \(token.label ?? "-") by \(type(of: performer)) on \(target)"
        case let .didEndToken(token, performer, _): return "token- \(token.id) \(token.label ?? "-") by \(type(of: performer)) on \(target)"
        case let .runtimeActivityDidChange(isActive): return "active \(isActive)"
        case .didRemoveTarget: return "removed \(target)"
        }
    }

    static func line(_ entry: RuntimeTimeline.Entry, names: [String]) -> String {
        func name(_ slot: Int32) -> String { slot < 0 ? "-" : names[Int(slot)] }
        let (target, type, label) = (name(entry.target), name(entry.type), name(entry.label))
        switch entry.kind {
        case .plan: return "plan \(type) on \(target)"
        case .namedPlan: return "plan \(type) as \(label) on \(target)"
        case .planUnnamed: return "unnamed \(label) on \(target)"
        case .performer: return "performer \(type) on \(target)"
        case .tokenStarted: return "token+ \(entry.token) \(label) by \(type) on \(target)"
        case .tokenEnded: return "token- \(entry.token) \(label) by \(type) on \(target)"
        case .activity: return "active \(entry.count == 1)"
        case .targetRemoved: return "removed \(target)"
        case .input: return "input"
        }
    }

    @Test("Every entry names the target, type, plan name and label the runtime's event had (a seeded search, shrunk on failure)")
    func entriesNameWhatHappened() throws {
        try Self.search(Self.firstDisagreement)
    }

    /// Runs `firstDisagreement` on 25 seeds' steps; the first seed that fails is shrunk and recorded
    /// with its failure and its shortest steps (the history's marks are searched the same way).
    static func search(_ firstDisagreement: ([Step]) throws -> String?, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for seed in UInt64(1)...25 {
            var steps = Self.steps(seed: seed)
            guard let failure = try firstDisagreement(steps) else { continue }
            // Shrink: drop one step at a time while it still fails, to the shortest story that does.
            var shortened = true
            while shortened {
                shortened = false
                for index in steps.indices.reversed() {
                    var fewer = steps
                    fewer.remove(at: index)
                    if try firstDisagreement(fewer) != nil {
                        steps = fewer
                        shortened = true
                    }
                }
            }
            Issue.record("seed \(seed): \(failure); shortest: \(steps.map(\.description).joined(separator: ", "))", sourceLocation: sourceLocation)
            return
        }
    }
}
