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
        let (scene, boxes, playground) = try RuntimeTimelineTests.makeScene()
        var heard: [String] = []
        scene.runtime.addTracer(EventTracer { event in Self.line(event).map { heard.append($0) } })
        // A frame after the steps, so what they did last is marked too.
        RuntimeTimelineTests.run(steps + [.frames(1)], boxes: boxes, playground: playground)
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
        try RuntimeTimelineTests.search(Self.firstDisagreement)
    }
}
