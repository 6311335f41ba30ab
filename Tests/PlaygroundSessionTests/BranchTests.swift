import Canvas
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// Branching: going on from a past frame, re-simulated from the recording.
@Suite("Branching from the past")
struct BranchTests {
    /// A live session of the default scene in a 640 × 360 window, its playground made by a factory.
    static func session(folder: String, overlay: Bool) throws -> LiveSession {
        let font = try TestSupport.font()
        return try LiveSession(
            makePlayground: {
                let playground = Playground(scene: .makeDefault(), font: font)
                if overlay { playground.installOverlay() }
                return playground
            }, output: try SessionOutput.prepare(path: folder), viewport: Viewport(width: 640, height: 360), refreshRate: 60, sceneName: "default")
    }

    /// Feeds `events` by step (one step, one frame) with irregular intervals.
    static func drive(_ session: LiveSession, _ events: [Int: [InputEvent]], steps: ClosedRange<Int>, each: (Int) -> Void = { _ in }) {
        for step in steps {
            for event in events[step] ?? [] { session.receive(event) }
            session.runFrame(interval: LiveSessionTests.interval(ofFrame: step), now: Double(step))
            each(step)
        }
    }

    static func toss(_ from: Point, _ by: Point, at start: Int) -> [Int: [InputEvent]] {
        Dictionary(grouping: TestSupport.drag(from: from, by: by, startFrame: start, frames: 6), by: \.frame).mapValues { $0.map(\.event) }
    }

    @Test("Branching shows the scrubbed frame, cuts the recording there, and a replay of the cut recording gives the frames the branched session showed", arguments: [false, true])
    func branchThenReplay(overlay: Bool) throws {
        let live = TestSupport.temporaryFolder("branch"), replayed = TestSupport.temporaryFolder("branchReplayed")
        defer { for folder in [live, replayed] { try? FileManager.default.removeItem(atPath: folder) } }
        let session = try Self.session(folder: live, overlay: overlay)
        var events = Self.toss(Point(x: 80, y: 60), Point(x: 200, y: 120), at: 5)
        events[40] = [.key(KeyPress("p"))]
        for step in 41...60 { events[step] = [.key(KeyPress("left"))] }
        Self.drive(session, events, steps: 1...60)
        let shown = try #require(session.playground.timeTravel.shownFrame)
        #expect(shown == 20, "twenty frames back from frame 40 (frame 41 paused)")
        var scrubbed = Framebuffer(width: 1, height: 1)
        session.playground.runFrame(events: [], elapsed: 0, into: &scrubbed)  // not through the session: nothing recorded
        let old = session.playground

        session.receive(.key(KeyPress("b")))
        session.runFrame(interval: 1.0 / 60, now: 61)
        #expect(session.playground !== old, "a new playground")
        #expect(session.playground.frameNumber == shown)
        #expect(!session.playground.isInPast)
        #expect(session.hasPendingInput, "the branch's first frame pauses it: nothing flies off before the person acts")
        #expect(session.recorder.frameCount == shown)
        #expect(session.recorder.script.events.allSatisfy { $0.frame <= shown })
        var branched = Framebuffer(width: 640, height: 360)
        session.playground.render(into: &branched, scale: session.playground.pixelScale)
        if !overlay { #expect(branched == scrubbed, "the branch starts from the very frame shown") }

        // On from there: another toss, two saved frames, quit.
        var after = Self.toss(Point(x: 560, y: 300), Point(x: -200, y: -100), at: 25).reduce(into: [Int: [InputEvent]]()) { $0[$1.key - 20] = $1.value }
        after[2] = [.key(KeyPress("p"))]
        after[15, default: []].append(.key(KeyPress("s")))
        after[50, default: []].append(.key(KeyPress("s")))
        after[60] = [.quit]
        Self.drive(session, after, steps: 1...60) { step in
            if step == 1 { #expect(session.playground.isPaused) }
        }
        session.recordPath = live + "/branched.json"
        let summary = session.finish()
        #expect(summary.failures.isEmpty)
        #expect(summary.frames == shown + 60)

        let recording = try InputScript(contentsOfFile: live + "/branched.json")
        #expect(recording.frameCount == shown + 60)
        let playground = try TestSupport.defaultPlayground()
        if overlay { playground.installOverlay() }
        _ = try HeadlessSession.run(playground, options: HeadlessOptions(script: recording, outputDirectory: replayed))
        for name in ["frame-0035.png", "frame-0070.png", "log.txt", "scene.txt"] {
            let expected = FileManager.default.contents(atPath: live + "/" + name)
            #expect(expected != nil, "the live session wrote \(name)")
            #expect(FileManager.default.contents(atPath: replayed + "/" + name) == expected, "\(name) differs")
        }
    }

    @Test("Without a playground factory, or from the present, branching says why and the session goes on")
    func branchingNeedsAFactoryAndThePast() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = LiveSession(
            playground: try TestSupport.defaultPlayground(), output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 640, height: 360), refreshRate: 60)
        var notices: [Notice] = []
        session.noticeHandler = { notices.append($0) }
        Self.drive(session, [3: [.key(KeyPress("b"))], 6: [.key(KeyPress("left"))], 7: [.key(KeyPress("b"))]], steps: 1...8)
        #expect(
            notices.map(\.text) == [
                "to branch, go back first (Left, or the timeline), then press b",
                "could not branch: branching needs a live session that can make its playground again (the window)",
            ])
        #expect(session.playground.frameNumber == 8)
    }
}
