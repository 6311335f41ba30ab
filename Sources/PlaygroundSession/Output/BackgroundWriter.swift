import Canvas
import Dispatch
import MotionMath
import PlaygroundKit

/// Encodes and writes frames off the frame loop, so pressing `s` in the
/// window never stutters the motion it is saving (encoding a 1280×720 PNG
/// takes tens of milliseconds, several frames' worth).
///
/// Writes run one at a time, in the order asked, on a serial queue; each
/// finished write waits in a locked list until the session collects it
/// (once a frame), which turns it into a file written or a failure and its
/// notice, exactly as a write on the loop would. ``waitUntilDone()`` lets a
/// session's end wait for everything still being written.
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

    private let queue = DispatchQueue(label: "playground.output.writer")
    private let finished = PosixMutex<[Finished]>([])
    /// How many writes were asked for and are not finished yet.
    private let unfinished = PosixMutex<Int>(0)
    /// Whether writes happen at once, on the caller's thread (a headless run:
    /// its files and notices then come in the same order on every run).
    let isSynchronous: Bool

    /// A writer that works off the caller's thread, or on it when `synchronous`.
    init(synchronous: Bool = false) {
        isSynchronous = synchronous
    }

    private func run(_ work: @escaping @Sendable () -> Void) {
        if isSynchronous { return work() }
        unfinished.withLock { $0 += 1 }
        queue.async(execute: work)
    }

    /// Adds a finished write to the list the session collects.
    private func finish(_ result: Finished) {
        finished.withLock { $0.append(result) }
        if !isSynchronous { unfinished.withLock { $0 -= 1 } }
    }

    /// Whether a write is under way or finished and not collected yet: a
    /// window at rest then keeps checking, so its "saved" notice shows at once.
    var isBusy: Bool {
        unfinished.withLock { $0 > 0 } || finished.withLock { !$0.isEmpty }
    }

    /// Copies `framebuffer` (the caller draws the next frame into its own) and writes it as PNG to `path`.
    func writeFrame(_ framebuffer: Framebuffer, to path: String) {
        let copy = framebuffer
        run { [self] in
            let result: Finished
            do {
                let bytes = try copy.pngData()
                result = Finished(path: path, failure: FileSystem.write(bytes, to: path))
            } catch {
                result = Finished(path: path, failure: "\(error)")
            }
            self.finish(result)
        }
    }

    /// Makes the bytes with `produce` and writes them to `path`; `message` says what was saved.
    func write(to path: String, message: @escaping @Sendable ([UInt8]) -> String, produce: @escaping @Sendable () throws -> [UInt8]) {
        run { [self] in
            let result: Finished
            do {
                let bytes = try produce()
                result = Finished(path: path, failure: FileSystem.write(bytes, to: path), message: message(bytes))
            } catch {
                result = Finished(path: path, failure: "\(error)")
            }
            self.finish(result)
        }
    }

    /// The writes finished since the last call, in the order they were asked for.
    func collectFinished() -> [Finished] {
        finished.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }

    /// Blocks until every write asked for so far has finished.
    func waitUntilDone() {
        queue.sync {}
    }
}
