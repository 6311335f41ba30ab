import Canvas
import Dispatch
import Foundation
import Interactions
@testable import PlaygroundHost
import PlaygroundKit
@testable import PlaygroundSession
import Testing

/// Quitting never drops a file being written: a window whose clip is still
/// encoding says so, in the window and on the terminal, with how far along it
/// is, and closes once it is written, however often it is asked to quit again.
@Suite("Quitting while a clip is still being written (dummy driver)", .serialized)
struct QuitWhileWritingTests {
    @Test("q with a clip still encoding: what is written and how far along is said; q, Escape, closing and Ctrl+C again drop nothing")
    func quitFinishesTheClip() throws {
        let folder = HostTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (said, summary, status) = try HostTestSupport.oneWindowAtATime {
            let output = try SessionOutput.prepare(path: folder)
            // Holds the clips' lane until a second after the window has quit, so the clip is sure to be under way then.
            let gate = DispatchSemaphore(value: 0)
            output.background.write(
                to: folder + "/held.bin", lane: .clips, progress: .init(what: "held.bin"), message: { _ in "held" },
                produce: { _ in
                    gate.wait()
                    return []
                })
            let window = try SDLWindow(title: "quitting while writing", width: 640, height: 360)
            var loop = WindowLoop(
                playground: try HostTestSupport.defaultPlayground(), window: window, output: output,
                options: WindowOptions(outputDirectory: folder), companion: nil)
            var input = SDLEventInjection()
            let start = try #require(loop.session.playground.scene.box(named: "Box#1")).position
            var schedule: [[InputEvent]] = [[.pointer(PointerEvent(.down, at: start, timestamp: 0))]]
            schedule += (1...6).map { [.pointer(PointerEvent(.move, at: start + Point(x: 30 * Double($0), y: 10), timestamp: 0))] }
            schedule += [[.pointer(PointerEvent(.up, at: start + Point(x: 200, y: 10), timestamp: 0))], [.key(KeyPress("e"))], [.key(KeyPress("q"))]]
            loop.feed = { _, _ in
                guard !schedule.isEmpty else { return }
                for event in schedule.removeFirst() { input.push(event) }
            }
            try loop.run()
            #expect(output.backgroundWritesUnderWay.contains { $0.hasPrefix("writing clip frames ") }, "\(output.backgroundWritesUnderWay)")
            for event in [InputEvent.key(KeyPress("q")), .key(KeyPress("escape")), .quit, .key(KeyPress("c", control: true))] {
                input.push(event)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + 1) { gate.signal() }
            let said = try loop.finishWrites()
            return (said, loop.session.finish(), loop.session.notices.status)
        }
        let waiting = said.filter { $0.hasPrefix("quitting once written: writing held.bin; writing clip frames ") }
        #expect(!waiting.isEmpty, "\(said)")
        #expect(waiting.allSatisfy { $0.contains(" of ") && $0.hasSuffix(" frames") }, "how far along: k of n frames")
        #expect(said.filter { $0.hasPrefix("still writing") } == ["still writing, so that nothing is lost: the window closes once it is written"])
        #expect(status == nil, "the window's status line is cleared")
        let clip = try #require(summary.filesWritten.first { $0.hasPrefix(folder + "/clip-") })
        let bytes = try #require(FileManager.default.contents(atPath: clip))
        #expect(try APNGDecoder(data: Array(bytes)).frameCount > 1)
        #expect(summary.failures.isEmpty)
    }
}
