import Canvas
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// The history: what each frame appends, what the budget keeps, and what it skips.
@Suite("Session history")
struct SessionHistoryTests {
    /// Runs `events` for `frames` frames without drawing; returns the playground.
    static func run(_ events: [ScriptEvent], frames: Int, history: SessionHistory? = nil, viewport: Viewport? = nil) throws -> Playground {
        let playground = try TestSupport.defaultPlayground()
        if let history { playground.history = history }
        let script = InputScript(events: events.sorted { $0.frame < $1.frame }, viewport: viewport)
        try Replay(script: script, frames: frames).run(playground, drawing: false) { _, _, _ in }
        return playground
    }

    static let toss = TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 300, y: 150), startFrame: 5, frames: 8)

    @Test("Every frame appends each box as drawn, its motion, the open tokens and the log's newest sequence number")
    func appendsEveryFrame() throws {
        let playground = try Self.run(Self.toss, frames: 40)
        let history = try #require(playground.history)
        #expect(history.count == 40)
        #expect(history.frame(at: 0).number == 1)
        let last = history.frame(at: 39)
        #expect(last.number == 40)
        #expect(last.sceneTime == playground.sceneTime)
        #expect(last.logSequence == playground.scene.logger.lastSequence)
        #expect(last.isRuntimeActive == playground.scene.runtime.isActive)
        for box in playground.scene.boxes {
            let snapshot = try #require(history.box(named: box.name, at: 39))
            #expect(snapshot.position == box.position)
            #expect(snapshot.size == box.size)
            #expect(snapshot.color == box.color)
            #expect(snapshot.motion.phase == box.motion.phase)
        }
        #expect(history.boxes(at: 39).map(\.name) == playground.scene.boxes.map(\.name), "in drawing order")
        // Box#1 was pressed on frame 5 and dragged from frame 6 (its first move) to 14: its drag
        // and toss tokens were open in between.
        let dragging = try #require(history.index(ofFrame: 10))
        #expect(history.openTokens(at: dragging).map(\.label) == ["drag", "toss"])
        #expect(history.openTokens(at: dragging).allSatisfy { $0.target == "Box#1" && $0.startFrame == 6 })
        let started = try #require(history.index(ofFrame: 6))
        #expect(history.marks(at: started).contains { $0.kind == .tokenStarted && $0.target == "Box#1" && $0.label == "drag" })
    }

    @Test("At its budget the history drops its oldest frames, keeps the newest in order, and never takes more than its budget")
    func wrapsAtTheBudget() throws {
        let budget = 96 << 10
        var events: [ScriptEvent] = []
        for start in stride(from: 5, to: 1900, by: 90) {
            events += TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 300, y: 150), startFrame: start, frames: 6)
            events.append(ScriptEvent(frame: start + 40, .key(KeyPress("x"))))
        }
        let history = SessionHistory(budget: budget)
        let playground = try Self.run(events, frames: 2000, history: history)
        #expect(history.bytesReserved <= budget)
        #expect(history.bytesReserved > budget * 3 / 4, "the budget is used, not wasted")
        #expect(history.count < 2000)
        #expect(history.count > 50)
        #expect(history.count + history.evictedFrameCount == 2000)
        #expect(history.frame(at: history.count - 1).number == 2000)
        let numbers = (0..<history.count).map { history.frame(at: $0).number }
        #expect(numbers == Array((2001 - history.count)...2000), "the newest frames, in order, none missing")
        for box in playground.scene.boxes {
            #expect(history.box(named: box.name, at: history.count - 1)?.position == box.position)
        }
    }

    @Test("A paused frame that changes nothing is not recorded; one that changes something is")
    func skipsFramesThatShowNothingNew() throws {
        var events = [ScriptEvent(frame: 10, .key(KeyPress("p")))]
        for frame in 11...20 { events.append(ScriptEvent(frame: frame, .key(KeyPress("v")))) }
        events.append(ScriptEvent(frame: 21, .key(KeyPress("x"))))  // throws every box: plans and tokens while paused
        let playground = try Self.run(events, frames: 25)
        let history = try #require(playground.history)
        let numbers = (0..<history.count).map { history.frame(at: $0).number }
        #expect(numbers == Array(1...10) + [21], "frame 10 paused; 11…20 showed nothing new; 21 threw every box")
        #expect(history.frame(at: history.count - 1).isPaused)
    }

    @Test("A history added after the scene was built knows the tokens already open")
    func catchesUpWithOpenTokens() throws {
        let playground = try Self.run(Self.toss, frames: 8)
        let history = SessionHistory(budget: 1 << 20)
        playground.history = history
        var framebuffer = Framebuffer(width: 1, height: 1)
        playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer, draw: false)
        #expect(history.openTokens(at: 0).map(\.label) == ["drag", "toss"])
    }

    @Test("A session's history budget, when not the default, is in its recording, and a replay keeps the same budget")
    func budgetTravelsWithTheRecording() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let playground = try TestSupport.defaultPlayground()
        playground.history = SessionHistory(budget: 2 << 20)
        let session = LiveSession(
            playground: playground, output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 640, height: 360), refreshRate: 60)
        session.runFrame(interval: nil, now: 0)
        let json = String(decoding: session.recorder.script.jsonData(), as: UTF8.self)
        #expect(json.contains("\"historyBytes\": 2097152"))
        let script = try InputScript(json: session.recorder.script.jsonData())
        #expect(script.historyBudget == 2 << 20)
        let replayed = try TestSupport.defaultPlayground()
        try Replay(script: script).run(replayed, drawing: false) { _, _, _ in }
        #expect(replayed.history?.budget == 2 << 20)

        let plain = LiveSession(
            playground: try TestSupport.defaultPlayground(), output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 640, height: 360), refreshRate: 60)
        #expect(plain.recorder.script.historyBudget == nil, "the default budget is not written")
        #expect(throws: PlaygroundError.script("the script: \"historyBytes\" must be between 1 and 68719476736, got 0")) {
            try InputScript(json: Data(#"{"version": 2, "historyBytes": 0, "events": []}"#.utf8))
        }
    }
}
