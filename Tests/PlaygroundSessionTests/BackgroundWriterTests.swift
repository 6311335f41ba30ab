import Canvas
import Dispatch
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// Saves never wait behind clips: a frame saved with `s` goes in a lane of its
/// own, so it is on disk while a long clip is still encoding; each lane keeps
/// its order, what is under way says how far along it is, and a headless run
/// (synchronous) writes everything in the order asked.
@Suite("Background writes: frames never wait behind clips")
struct BackgroundWriterTests {
    /// Collects finished writes until `done` says enough came, waiting a little between looks (a bound, not a timing check).
    static func collect(from writer: BackgroundWriter, until done: ([BackgroundWriter.Finished]) -> Bool) -> [BackgroundWriter.Finished] {
        var all: [BackgroundWriter.Finished] = []
        for _ in 0..<12_000 where !done(all) {
            all += writer.collectFinished()
            if !done(all) { usleep(10_000) }
        }
        return all
    }

    @Test("A frame saved while a clip is being encoded is on disk before the clip is done, and the clip says how far along it is")
    func frameDoesNotWaitForClip() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let writer = BackgroundWriter()
        // A clip that has encoded 340 of its 886 frames and goes no further until the test lets it.
        let gate = DispatchSemaphore(value: 0), reached = DispatchSemaphore(value: 0)
        writer.write(
            to: folder + "/clip-0120-1005.png", lane: .clips, progress: .init(what: "clip frames 120–1005", total: 886),
            message: { _ in "saved the clip" },
            produce: { report in
                report(340)
                reached.signal()
                gate.wait()
                return [1, 2, 3]
            })
        reached.wait()
        writer.writeFrame(Framebuffer(width: 8, height: 8), to: folder + "/frame-0042.png")

        let first = Self.collect(from: writer) { !$0.isEmpty }
        #expect(first.map(\.path) == [folder + "/frame-0042.png"], "the frame finished while the clip was still encoding")
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0042.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/clip-0120-1005.png"))
        #expect(writer.underWay.map(\.description) == ["writing clip frames 120–1005: 340 of 886 frames"])
        #expect(writer.isBusy)

        gate.signal()
        writer.waitUntilDone()
        #expect(writer.collectFinished().map(\.message) == ["saved the clip"])
        #expect(writer.underWay.isEmpty && !writer.isBusy)
    }

    @Test("Frames saved one after another finish in the order asked, and say what they are while under way")
    func framesKeepTheirOrder() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let writer = BackgroundWriter()
        let gate = DispatchSemaphore(value: 0)
        writer.write(to: folder + "/first.png", lane: .frames, progress: .init(what: "first.png"), message: { _ in "first" }) { _ in
            gate.wait()
            return [0]
        }
        for number in 1...5 { writer.writeFrame(Framebuffer(width: 4, height: 4), to: folder + "/frame-000\(number).png") }
        #expect(writer.underWay.map(\.description).first == "writing first.png")
        gate.signal()
        writer.waitUntilDone()
        #expect(writer.collectFinished().map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["first.png"] + (1...5).map { "frame-000\($0).png" })
    }

    @Test("In a window, s pressed just after e is saved before the clip of the last seconds; a headless run says both in the order asked")
    func sessionSavesBeforeClip() throws {
        var said: [Bool: [String]] = [:]
        for inBackground in [true, false] {
            let folder = TestSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let playground = try TestSupport.defaultPlayground()
            playground.installOverlay()
            let toss = TestSupport.drag(from: Point(x: 80, y: 60), by: Point(x: 200, y: 120), startFrame: 5, frames: 6)
            let session = LiveSession(
                playground: playground, output: try SessionOutput.prepare(path: folder, writesInBackground: inBackground),
                viewport: Viewport(width: 640, height: 360), refreshRate: 60, script: InputScript(events: toss, viewport: Viewport(width: 640, height: 360)))
            let notices = NoticeBox()
            session.noticeHandler = { notices.texts.append($0.text.replacingOccurrences(of: folder, with: "out")) }
            for frame in 1...200 {
                if frame == 199 { session.receive(.key(KeyPress("e"))) }
                if frame == 200 { session.receive(.key(KeyPress("s"))) }
                session.runFrame(interval: 1.0 / 60, now: Double(frame) / 60)
            }
            for _ in 0..<12_000 where notices.texts.count < 2 {
                _ = session.collectWrites(at: 200.0 / 60)
                if notices.texts.count < 2 { usleep(10_000) }
            }
            said[inBackground] = notices.texts
            _ = session.finish()
        }
        let window = try #require(said[true]), headless = try #require(said[false])
        #expect(window.count == 2 && window.first == "saved out/frame-0200.png", "\(window)")
        #expect(window.last?.hasPrefix("saved a clip of frames ") == true, "\(window)")
        #expect(headless == window.reversed(), "headless: the clip, asked first, is said first")
    }
}

/// The notices a session posted, in order.
final class NoticeBox {
    var texts: [String] = []
}
