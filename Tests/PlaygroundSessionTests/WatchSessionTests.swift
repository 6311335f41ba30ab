import Canvas
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// What `--watch` builds on in a session: the hand-over's files, a session
/// taken over from its recording, the ghosts' paths, and `R`.
@Suite("Watching: a session handed over, taken over and played again")
struct WatchSessionTests {
    /// A window's session of the default scene with a throw of Box#1 at frame 5, run to frame `frames`.
    private func thrown(frames: Int = 90, folder: String, overlay: Bool = false) throws -> LiveSession {
        let session = try BranchTests.session(folder: folder, overlay: overlay)
        BranchTests.drive(session, BranchTests.toss(Point(x: 80, y: 60), Point(x: 200, y: 120), at: 5), steps: 1...frames)
        return session
    }

    @Test("A hand-over is written whole and read back: the recording, the window's place and the ghosts' paths")
    func handoverRoundTrip() throws {
        let folder = TestSupport.temporaryFolder("handover")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try thrown(folder: folder + "/out")
        let history = try #require(session.playground.history)
        let ghosts = GhostTracks.capture(from: history, since: 5, build: 2)
        let handover = SessionHandover(build: 2, window: WindowFrame(x: 10, y: 20, width: 640, height: 360), ghosts: ghosts)
        try handover.write(recording: session.recorder.script, to: folder + "/watch")

        let (read, recording) = try SessionHandover.read(from: folder + "/watch")
        #expect(read == handover)
        #expect(recording == session.recorder.script)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/watch").sorted()
        #expect(names == [SessionHandover.fileName, SessionHandover.recordingFileName], "no partial file left behind")
    }

    @Test("A hand-over that is missing, not JSON or of another version is refused in one line naming the file")
    func badHandovers() throws {
        let folder = TestSupport.temporaryFolder("badHandover")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func refusal() -> String? {
            do {
                _ = try SessionHandover.read(from: folder)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal()?.contains("\(folder)/handover.json: cannot read the hand-over") == true)
        try "{ not json".write(toFile: folder + "/handover.json", atomically: true, encoding: .utf8)
        #expect(refusal()?.contains("not a hand-over this playground can read") == true)
        try #"{"format": "playground-handover", "version": 9, "build": 1}"#.write(toFile: folder + "/handover.json", atomically: true, encoding: .utf8)
        #expect(refusal()?.contains("version 9; this playground reads playground-handover version 1") == true)
    }

    @Test("A fresh playground that takes a session over shows the frame the session showed, and goes on exactly as it would have", arguments: [false, true])
    func resumeGoesOnExactly(overlay: Bool) throws {
        let folder = TestSupport.temporaryFolder("resume")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Stopped mid-flight: the box is still moving when the session is handed over.
        let original = try thrown(frames: 14, folder: folder + "/original", overlay: overlay)
        let taker = try BranchTests.session(folder: folder + "/taker", overlay: overlay)
        try taker.driver.resume(original.recorder.script)
        #expect(taker.playground.frameNumber == original.playground.frameNumber)
        #expect(taker.driver.framebuffer == original.driver.framebuffer, "the same frame on screen")
        #expect(taker.recorder.script == original.recorder.script, "it records on from the recording")

        for step in 15...60 {
            for session in [original, taker] { session.runFrame(interval: LiveSessionTests.interval(ofFrame: step), now: Double(step)) }
        }
        #expect(SessionOutput.sceneState(taker.playground.scene) == SessionOutput.sceneState(original.playground.scene))
        #expect(taker.driver.framebuffer == original.driver.framebuffer)
        #expect(throws: PlaygroundError.self, "only a playground that has run no frame takes a session over") {
            try taker.driver.resume(original.recorder.script)
        }
    }

    @Test("The ghosts are the paths the boxes that moved took since the gesture, one point per frame they moved")
    func ghostTracks() throws {
        let folder = TestSupport.temporaryFolder("ghosts")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try thrown(folder: folder)
        let history = try #require(session.playground.history)
        let ghosts = GhostTracks.capture(from: history, since: 5, build: 3)
        #expect(ghosts.build == 3 && ghosts.fromFrame == 5 && ghosts.toFrame == 90)
        let track = try #require(ghosts.tracks.first { $0.box == "Box#1" })
        #expect(ghosts.tracks.allSatisfy { $0.points.count > 1 }, "only boxes that moved")
        #expect(track.points.count > 10)
        let box = try #require(session.playground.scene.boxes.first { $0.name == "Box#1" })
        #expect(track.points.last == [box.position.x, box.position.y], "it ends where the box is")
        for (a, b) in zip(track.points, track.points.dropFirst()) {
            #expect(abs(a[0] - b[0]) >= 0.5 || abs(a[1] - b[1]) >= 0.5, "a point only where the box moved")
        }
    }

    @Test("R goes back to just before the last gesture and plays it again as recorded: the box lands where it landed")
    func replayLastGesture() throws {
        let folder = TestSupport.temporaryFolder("replayGesture")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try thrown(folder: folder)
        let landed = try #require(session.playground.scene.boxes.first { $0.name == "Box#1" }).position
        var notices: [Notice] = []
        session.noticeHandler = { notices.append($0) }
        session.receive(.key(KeyPress("r", shift: true)))
        BranchTests.drive(session, [:], steps: 91...300)
        #expect(notices.contains { $0.text == "playing the gesture of frame 5 again, as recorded" })
        let again = try #require(session.playground.scene.boxes.first { $0.name == "Box#1" }).position
        #expect(again == landed)
        #expect(notices.count == 1, "once: the R itself is not played again")
        #expect(session.playground.frameNumber == 4 + 209, "back to frame 4, then a frame a step")
    }

    @Test("R with no gesture yet says so, and changes nothing")
    func replayWithoutGesture() throws {
        let folder = TestSupport.temporaryFolder("replayNoGesture")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try BranchTests.session(folder: folder, overlay: false)
        var notices: [Notice] = []
        session.noticeHandler = { notices.append($0) }
        BranchTests.drive(session, [3: [.key(KeyPress("r", shift: true))]], steps: 1...10)
        #expect(notices.map(\.text) == ["no gesture to play again yet: drag or throw a box first"])
        #expect(session.playground.frameNumber == 10)
    }

    @Test("A status notice stays until replaced, under the notices that come and go")
    func statusNotice() throws {
        var board = NoticeBoard()
        board.status = Notice("building build 2 of your package…")
        board.post(Notice("saved out/frame-0001.png"), at: 0)
        #expect(board.notices.map(\.text) == ["saved out/frame-0001.png", "building build 2 of your package…"])
        board.expire(at: 100)
        #expect(board.notices.map(\.text) == ["building build 2 of your package…"])
        board.status = nil
        #expect(board.notices.isEmpty)
    }

    @Test("A frame saved at rest says so as soon as it is written, without another frame")
    func savedAtRestIsCollected() throws {
        let folder = TestSupport.temporaryFolder("savedAtRest")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let font = try TestSupport.font()
        let output = try SessionOutput.prepare(path: folder, writesInBackground: true)
        let session = LiveSession(
            playground: Playground(scene: .makeDefault(), font: font), output: output, viewport: Viewport(width: 320, height: 180),
            refreshRate: 60, sceneName: "default")
        var notices: [Notice] = []
        session.noticeHandler = { notices.append($0) }
        BranchTests.drive(session, [2: [.key(KeyPress("s"))]], steps: 1...2)
        let frames = session.playground.frameNumber
        var waited = 0
        while session.isWriting && waited < 500 {
            if session.collectWrites(at: 0) { break }
            usleep(10_000)
            waited += 1
        }
        #expect(notices.map(\.text) == ["saved \(folder)/frame-0002.png"])
        #expect(!session.isWriting)
        #expect(session.playground.frameNumber == frames, "no frame ran to collect it")
    }
}
