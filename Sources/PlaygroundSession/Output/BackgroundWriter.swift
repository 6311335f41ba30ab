import Canvas
import Dispatch
import MotionMath
import PlaygroundKit
import FileSupport

/// Encodes and writes files off the frame loop, so pressing `s` in the
/// window never stutters the motion it is saving (encoding a 1280×720 PNG
/// takes tens of milliseconds, several frames' worth).
///
/// Writes go in two lanes, each a serial queue: frames saved with `s` (small,
/// done in milliseconds) in one, clips (seconds for a long one) in the other,
/// so a frame saved while a clip encodes is on disk at once instead of after
/// the clip. Within a lane, writes run and finish in the order asked; each
/// finished write waits in a locked list until the session collects it
/// (once a frame), which turns it into a file written or a failure and its
/// notice, exactly as a write on the loop would. ``underWay`` says what is
/// still being written and how far along (a window that is quitting shows
/// it), and ``waitUntilDone()`` lets a session's end wait for all of it.
///
/// A synchronous writer (a headless run) does each write at once on the
/// caller's thread, so its files and notices come in the order asked, the
/// same on every run.
///
/// ```swift
/// let writer = BackgroundWriter()
/// writer.writeFrame(framebuffer, to: "out/frame-0042.png")
/// for finished in writer.collectFinished() { print(finished) }
/// ```
final class BackgroundWriter: Sendable {
    /// A write that finished: its path, and why it failed if it did.
    struct Finished: Sendable {
        var path: String
        var failure: String?
        /// What to say once it is written, if not just "saved <path>".
        var message: String?
    }

    /// Which lane a write waits in: saved frames never wait behind clips.
    enum Lane: Sendable {
        case frames, clips
    }

    /// A write asked for and not finished, as ``underWay`` tells it.
    struct Progress: Sendable, Equatable, CustomStringConvertible {
        /// What is written: `frame-0042.png`, `clip frames 120–1005`.
        var what: String
        /// How many of its ``total`` parts (a clip's frames) are done; `nil` for a write of one part.
        var done = 0
        var total: Int?

        /// `writing clip frames 120–1005: 340 of 886 frames`, `writing frame-0042.png`.
        var description: String {
            total.map { "writing \(what): \(done) of \($0) frames" } ?? "writing \(what)"
        }
    }

    private let frameQueue = DispatchQueue(label: "playground.output.frames")
    private let clipQueue = DispatchQueue(label: "playground.output.clips")
    private let finished = PosixMutex<[Finished]>([])
    /// The writes asked for and not finished, by number, in the order asked.
    private let pending = PosixMutex<(next: Int, writes: [(id: Int, progress: Progress)])>((0, []))
    /// Whether writes happen at once, on the caller's thread (a headless run:
    /// its files and notices then come in the same order on every run).
    let isSynchronous: Bool

    /// A writer that works off the caller's thread, or on it when `synchronous`.
    init(synchronous: Bool = false) {
        isSynchronous = synchronous
    }

    /// Runs `work` in `lane` (at once when synchronous), handing it a way to report its progress.
    private func run(_ lane: Lane, _ progress: Progress, _ work: @escaping @Sendable (_ report: @Sendable (Int) -> Void) -> Finished) {
        if isSynchronous {
            let result = work { _ in }
            finished.withLock { $0.append(result) }
            return
        }
        let id = pending.withLock { state in
            state.next += 1
            state.writes.append((state.next, progress))
            return state.next
        }
        let report: @Sendable (Int) -> Void = { [pending] done in
            pending.withLock { state in
                if let index = state.writes.firstIndex(where: { $0.id == id }) { state.writes[index].progress.done = done }
            }
        }
        (lane == .frames ? frameQueue : clipQueue).async { [finished, pending] in
            let result = work(report)
            // Listed as finished before it leaves the pending list, so ``isBusy`` never misses it.
            finished.withLock { $0.append(result) }
            pending.withLock { state in state.writes.removeAll { $0.id == id } }
        }
    }

    /// Whether a write is under way or finished and not collected yet: a
    /// window at rest then keeps checking, so its "saved" notice shows at once.
    var isBusy: Bool {
        pending.withLock { !$0.writes.isEmpty } || finished.withLock { !$0.isEmpty }
    }

    /// The writes asked for and not finished, in the order asked, each with how far it has got.
    var underWay: [Progress] {
        pending.withLock { $0.writes.map(\.progress) }
    }

    /// Copies `framebuffer` (the caller draws the next frame into its own) and writes it as PNG to `path`.
    func writeFrame(_ framebuffer: Framebuffer, to path: String) {
        let copy = framebuffer
        let name = path.split(separator: "/").last.map(String.init) ?? path
        run(.frames, Progress(what: name)) { _ in
            do {
                return Finished(path: path, failure: FileSystem.write(try copy.pngData(), to: path))
            } catch {
                return Finished(path: path, failure: "\(error)")
            }
        }
    }

    /// Makes the bytes with `produce` and writes them to `path`, in `lane`;
    /// `produce` reports each part done (of `progress`'s total), and `message`
    /// says what was saved.
    func write(
        to path: String, lane: Lane, progress: Progress, message: @escaping @Sendable ([UInt8]) -> String,
        produce: @escaping @Sendable (_ report: @Sendable (Int) -> Void) throws -> [UInt8]
    ) {
        run(lane, progress) { report in
            do {
                let bytes = try produce(report)
                return Finished(path: path, failure: FileSystem.write(bytes, to: path), message: message(bytes))
            } catch {
                return Finished(path: path, failure: "\(error)")
            }
        }
    }

    /// The writes finished since the last call: in each lane, in the order they were asked for.
    func collectFinished() -> [Finished] {
        finished.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }

    /// Blocks until every write asked for so far has finished, in both lanes.
    func waitUntilDone() {
        frameQueue.sync {}
        clipQueue.sync {}
    }
}
