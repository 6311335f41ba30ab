import Canvas
import Geometry
import Interactions
import Motion
import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// The ledger names each mark's target by a number it remembers from the target's last event, so a
/// burst of events on one box hashes its name once. Whatever the runtime does (the steps of the
/// timeline's search: plans under names that alternate, removed, tokens ending as motions settle,
/// boxes made and removed), the history's marks must name what an independent recorder heard.
@Suite("The history's marks")
struct HistoryMarksTests {
    /// The first mark that differs from what the recorder heard, described; `nil` when all agree.
    static func firstDisagreement(_ steps: [RuntimeTimelineTests.Step]) throws -> String? {
        let scene = Scene(size: Size(width: 400, height: 300))
        let boxes = (0..<3).map { scene.addBox(Box(name: "B\($0)", position: Point(x: 50, y: 50), size: Size(width: 20, height: 20), color: .white)) }
        let playground = Playground(scene: scene, font: try TestSupport.font())
        var heard: [String] = []
        scene.runtime.addTracer(EventTracer { event in Self.line(event).map { heard.append($0) } })
        var framebuffer = Framebuffer(width: 1, height: 1)
        var churned = 0
        for step in steps + [.frames(1)] {
            switch step {
            case let .fling(box, name):
                scene.runtime.addPlan(Fling(velocity: Point(x: 900, y: -400)), named: "n\(name)", to: boxes[box])
            case let .spring(box, name):
                scene.runtime.addPlan(Spring(to: Point(x: 200, y: 100)), to: boxes[box])
                scene.runtime.addPlan(Spring(to: Point(x: 200, y: 100)), named: "n\(name)", to: boxes[box])
            case let .unname(box, name):
                scene.runtime.removePlan(named: "n\(name)", from: boxes[box])
            case let .frames(count):
                for _ in 0..<count { playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer, draw: false) }
            case .churn:
                churned += 1
                let box = Box(name: "T\(churned)", position: .zero, size: Size(width: 4, height: 4), color: .white)
                scene.runtime.addPlan(Spring(to: Point(x: 10, y: 10)), named: "n0", to: box)
                scene.runtime.removeTarget(box)
            }
        }
        let history = try #require(playground.history)
        let marked = (0..<history.count).flatMap { history.marks(at: $0) }.map(Self.line)
        // The scene's own events before the first frame are marked with it; the recorder heard them too.
        guard marked.count == heard.count else { return "\(marked.count) marks for \(heard.count) events" }
        for (index, (mark, event)) in zip(marked, heard).enumerated() where mark != event {
            return "mark \(index): the history says \"\(mark)\", the runtime said \"\(event)\""
        }
        return nil
    }

    /// The events the history marks (tokens started and ended, plans added), as one line each.
    static func line(_ event: RuntimeEvent) -> String? {
        let target = event.target.map { ($0 as? Box)?.name ?? RuntimeEvent.text(of: $0) } ?? "-"
        switch event {
        case let .didAddPlan(plan, _): return "plan \(type(of: plan)) on \(target)"
        case let .didAddNamedPlan(plan, name, _): return "plan \(type(of: plan)) as \(name) on \(target)"
        case let .didStartToken(token, performer, _): return "token+ \(token.id) \(token.label ?? "-") by \(type(of: performer)) on \(target)"
        case let .didEndToken(token, performer, _): return "token- \(token.id) \(token.label ?? "-") by \(type(of: performer)) on \(target)"
        default: return nil
        }
    }

    static func line(_ mark: HistoryMark) -> String {
        switch mark.kind {
        case .planAdded: "plan \(mark.name)\(mark.label.map { " as \($0)" } ?? "") on \(mark.target)"
        case .tokenStarted: "token+ \(mark.token) \(mark.label ?? "-") by \(mark.name) on \(mark.target)"
        case .tokenEnded: "token- \(mark.token) \(mark.label ?? "-") by \(mark.name) on \(mark.target)"
        }
    }

    @Test("Every mark names the target, type, plan name and label the runtime's event had (a seeded search, shrunk on failure)")
    func marksNameWhatHappened() throws {
        for seed in UInt64(1)...25 {
            var steps = RuntimeTimelineTests.steps(seed: seed)
            guard let failure = try Self.firstDisagreement(steps) else { continue }
            // Shrink: drop one step at a time while it still fails, to the shortest story that does.
            var shortened = true
            while shortened {
                shortened = false
                for index in steps.indices.reversed() {
                    var fewer = steps
                    fewer.remove(at: index)
                    if try Self.firstDisagreement(fewer) != nil {
                        steps = fewer
                        shortened = true
                    }
                }
            }
            Issue.record("seed \(seed): \(failure); shortest: \(steps.map(\.description).joined(separator: ", "))")
            return
        }
    }
}
