import Canvas
import Interactions
import MotionTracing
@testable import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// Tracks and curves say what the log says: the same tokens, started and ended on the same frames.
@Suite("Tracks and curves of a scripted toss")
struct HistoryTracksTests {
    /// The demo script (a toss of Box#1, then a fling of Box#4) replayed without drawing; the
    /// log's sequence before the first frame, to tell the scene's creation from the session.
    static func demo() throws -> (Playground, SessionHistory, beforeFirstFrame: Int) {
        let playground = try TestSupport.defaultPlayground()
        let before = playground.scene.logger.lastSequence
        let script = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
        try Replay(script: script).run(playground, drawing: false) { _, _, _ in }
        return (playground, try #require(playground.history), before)
    }

    /// The frame whose drawing logged entry `sequence`.
    static func frame(ofSequence sequence: Int, in history: SessionHistory) -> Int? {
        (0..<history.count).map(history.frame(at:)).first { $0.firstLogSequence <= sequence && sequence <= $0.logSequence }?.number
    }

    @Test("Every token interval starts and ends on the frames its log entries were logged in, with the log's target, label and performer")
    func intervalsMatchTheLog() throws {
        let (playground, history, before) = try Self.demo()
        let tracks = HistoryTracks(history, indices: 0..<history.count)
        var expected: [Int: HistoryTracks.Interval] = [:]
        var order: [Int] = []
        for entry in playground.scene.logger.loggedItems where entry.sequence > before {
            guard let event = entry.runtimeEvent, let id = event.tokenID, let frame = Self.frame(ofSequence: entry.sequence, in: history) else { continue }
            if event.kind == .didStartToken {
                order.append(id)
                expected[id] = HistoryTracks.Interval(
                    target: event.targetName ?? "", performer: event.performerName ?? "",
                    label: event.tokenLabel, token: id, startFrame: frame, endFrame: nil)
            } else if event.kind == .didEndToken {
                expected[id]?.endFrame = frame
            }
        }
        #expect(order.count >= 5, "the demo opens drag, toss and spring tokens on Box#1, and more on Box#4")
        #expect(tracks.intervals == order.map { expected[$0]! })
        let box1 = tracks.intervals.filter { $0.target == "Box#1" }
        #expect(box1.map(\.label) == ["drag", "toss", "spring"])
        #expect(box1.allSatisfy { $0.endFrame != nil }, "all ended: Box#1 came to rest")

        let planEntries = playground.scene.logger.loggedItems.filter { entry in
            entry.sequence > before && (entry.runtimeEvent?.kind == .didAddPlan || entry.runtimeEvent?.kind == .didAddNamedPlan)
        }
        #expect(tracks.planTicks.map(\.frame) == planEntries.map { Self.frame(ofSequence: $0.sequence, in: history)! })
        #expect(tracks.planTicks.map(\.planType) == planEntries.map { $0.runtimeEvent!.planTypeName! })
    }

    @Test("Box#1's curves follow its drawn position frame by frame, and their markers fall on its tokens' and plans' frames")
    func curvesMatchTheLog() throws {
        let (playground, history, before) = try Self.demo()
        let curves = HistoryCurves(history, box: "Box#1", indices: 0..<history.count)
        #expect(curves.samples.count == history.count)
        for (index, sample) in curves.samples.enumerated() {
            #expect(sample.position == history.box(named: "Box#1", at: index)?.position)
            #expect(sample.frame == history.frame(at: index).number)
        }
        let entries = playground.scene.logger.loggedItems.filter { entry in
            guard entry.sequence > before, let event = entry.runtimeEvent, event.targetName == "Box#1" else { return false }
            return [.didStartToken, .didEndToken, .didAddPlan, .didAddNamedPlan].contains(event.kind)
        }
        #expect(curves.markers.map(\.frame) == entries.map { Self.frame(ofSequence: $0.sequence, in: history)! })
        #expect(curves.markers.filter { $0.kind == .tokenStarted }.map(\.label) == ["drag", "toss", "spring"])
        let fastest = try #require(curves.samples.max { $0.speed < $1.speed })
        #expect(fastest.speed > 1000, "a toss")
        #expect(curves.samples.last?.speed == 0, "at rest by the end")
        #expect(curves.samples.last?.position == playground.scene.box(named: "Box#1")?.position)
    }

    @Test("A long run is thinned to the samples a plot can show, keeping its first and last frames and every marker")
    func thinning() throws {
        let (_, history, _) = try Self.demo()
        let all = HistoryCurves(history, box: "Box#1", indices: 0..<history.count)
        let thin = HistoryCurves(history, box: "Box#1", indices: 0..<history.count, maximumSamples: 50)
        #expect(thin.samples.count <= 51)
        #expect(thin.samples.first == all.samples.first)
        #expect(thin.samples.last == all.samples.last)
        #expect(thin.markers == all.markers)
    }
}
