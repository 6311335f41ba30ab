import Foundation
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

@testable import PlaygroundCLI

/// Faults injected into `--watch`'s parts one at a time: a window whose pipe
/// is closed, one gone, one killed; a take-over that fails; a hand-over told
/// from quitting.
@Suite("Watch: every fault survived", .serialized)
struct WatchFaultTests {
    /// A window of `/bin/sh` running `script`, with the environment it would have.
    private func window(_ script: String, number: Int = 2) throws -> WatchedBuild {
        try WatchedBuild(number: number, binary: "/bin/sh", arguments: ["-c", script], environment: ProcessInfo.processInfo.environment)
    }

    @Test("A window that closed its input is told nothing, and the teller lives on (SIGPIPE ignored)")
    func closedPipe() throws {
        WatchedBuild.ignoreBrokenPipes()
        let closed = try window("exec 0<&-; sleep 2")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(closed.isRunning)
        // Without SIGPIPE ignored, the first of these would end the test process (status 141).
        #expect(!closed.tell(.building(3)))
        #expect(!closed.tell(.handOver))
        closed.process.terminate()
        closed.waitUntilExit()
    }

    @Test("A window that has ended is told nothing")
    func endedWindow() throws {
        let ended = try window("exit 0")
        ended.waitUntilExit()
        #expect(!ended.tell(.handOver))
        #expect(ended.failure == nil)
    }

    @Test("How a window ended, in words: a signal by its name, a status by its number")
    func endings() throws {
        let killed = try window("kill -KILL $$"), segfault = try window("kill -SEGV $$"), exited = try window("exit 3")
        for window in [killed, segfault, exited] { window.waitUntilExit() }
        #expect(killed.failure == "crashed with signal 9, SIGKILL" && killed.wasSignalled)
        #expect(segfault.failure == "crashed with signal 11, SIGSEGV" && segfault.wasSignalled)
        #expect(exited.failure == "exited with status 3" && !exited.wasSignalled)
    }

    @Test("A hand-over is told from quitting by its marker, which names the build and is read once")
    func handOverMarker() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(!WatchChild.didHandOver(build: 3, in: folder), "no marker: the person quit")
        WatchChild.markHandedOver(build: 3, in: folder)
        #expect(WatchChild.didHandOver(build: 3, in: folder))
        #expect(!WatchChild.didHandOver(build: 3, in: folder), "read once: the next window's quit is a quit")
        WatchChild.markHandedOver(build: 2, in: folder)
        #expect(!WatchChild.didHandOver(build: 3, in: folder), "another build's marker is not this one's")
    }

    @Test("A window's crash, as the supervisor reads it: the marker wins, a clean exit is a quit, a crash is summed up")
    func supervisorReadsAnEnding() throws {
        let out = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let supervisor = try WatchSupervisor(arguments: [], outputDirectory: out)
        try FileManager.default.createDirectory(atPath: supervisor.folder, withIntermediateDirectories: true)
        #expect(supervisor.ending(of: try window("exit 0")) == .quit)
        WatchChild.markHandedOver(build: 2, in: supervisor.folder)
        #expect(supervisor.ending(of: try window("exit 0")) == .handedOver)
        let trap = "echo 'Kit/A.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value' >&2; kill -ILL $$"
        let ending = supervisor.ending(of: try window(trap))
        #expect(ending == .crashed(banner: "build 2 crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value", quickly: true))
    }

    @Test("A build that fails to take the session over never writes over the hand-over it failed to take")
    func failedTakeOver() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = InputScript(events: [ScriptEvent(frame: 3, .key(KeyPress("p")))], frameCount: 5)
        try SessionHandover(build: 1, window: nil, ghosts: nil).write(recording: recording, to: folder + "/watch")
        let before = try [SessionHandover.recordingFileName, SessionHandover.fileName].map { try Data(contentsOf: URL(fileURLWithPath: folder + "/watch/" + $0)) }

        let session = LiveSession(
            playground: try TestSupport.defaultPlayground(), output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 1280, height: 720), refreshRate: 60, sceneName: "default")
        session.runFrame(interval: nil, now: 0)  // a frame run already: this playground cannot take a session over
        let child = WatchChild(folder: folder + "/watch", build: 2, taken: try SessionHandover.read(from: folder + "/watch"))
        let frame = WindowFrame(x: 0, y: 0, width: 1280, height: 720)
        for second in 1...4 {
            _ = child.turn(session, window: frame, now: Double(second))
            session.receive(.key(KeyPress("p")))
            session.runFrame(interval: 1 / 60, now: Double(second))
        }
        #expect(!child.keepsSession)
        #expect(session.notices.status?.isError == true)
        #expect(session.notices.status?.text.contains("could not take the session over") == true)
        let after = try [SessionHandover.recordingFileName, SessionHandover.fileName].map { try Data(contentsOf: URL(fileURLWithPath: folder + "/watch/" + $0)) }
        #expect(after == before, "the hand-over is as build 1 left it")
    }

    @Test("A window that took the session back and then heard its build fail shows both, one line each, the crash on top")
    func crashThenBuildError() {
        var board = NoticeBoard()
        board.status = Notice("build 6 crashed with signal 11, SIGSEGV\nbuild 7 failed: Sources/Kit/A.swift:3: expected ')'", isError: true)
        #expect(board.notices.map(\.text) == ["build 6 crashed with signal 11, SIGSEGV", "build 7 failed: Sources/Kit/A.swift:3: expected ')'"])
        #expect(board.notices.allSatisfy { $0.isError })
    }
}
