import MotionMath
import TraceKit
import FileSupport

/// Keeps every entry of a scene's log, however long the session: the
/// in-memory logger keeps only its newest entries (10,000 by default), the
/// archive streams all of them to `log.txt` and `log.csv`.
///
/// It listens to the logger from the scene's creation, so even the tens of
/// thousands of events of building the stress scene are kept. Until a
/// session gives it a folder with ``attach(to:)``, entries wait in memory
/// (spilling to an unnamed temporary file past a few megabytes); from then on
/// they go to the folder's files in batches, and ``flush()`` pushes what is
/// logged to disk once a frame. Entries are formatted and written on a thread of the
/// archive's own, in the order they were logged: the thread that logs only
/// queues them, so a burst of events does not stall its frame on the files.
/// ``finish(in:)`` writes what is still queued and the closing line, and makes
/// sure both files are where they belong: if the folder was removed during
/// the session, it is created again and the files rewritten from the open
/// handles, so nothing is lost.
///
/// `log.txt` has one line per entry, as `LoggedItem.description`
/// prints it, between the logger's usual header and footer. `log.csv` has the
/// fixed columns `sequence,time,badge,item,kind,target,properties`
/// (RFC 4180; `time` in seconds to the microsecond; `properties` holds any
/// others as `key: value` pairs).
///
/// ```swift
/// scene.logArchive.attach(to: "out")    // log.txt and log.csv from the first entry on
/// // … frames, each followed by scene.logArchive.flush() …
/// let result = scene.logArchive.finish(in: "out")
/// ```
public final class LogArchive: Sendable, LoggedItemSink {
    /// The header line of `log.csv`.
    public static let csvHeader = "sequence,time,badge,item,kind,target,properties\r\n"
    static let textHeader = "========  Begin Item Logger Session  ========\n\n"
    static let textFooter = "\n========   End Item Logger Session   ========\n"

    /// The files and their writer; held while entries are written (by the writer thread, or by
    /// ``attach(to:)`` and ``finish(in:)``, which write what is queued first).
    private struct State {
        var text = _LogFile(name: "log.txt", header: LogArchive.textHeader)
        var csv = _LogFile(name: "log.csv", header: LogArchive.csvHeader)
        var writer = _LogLineWriter()
        /// The batches being written: swapped with ``Queue/batches``, so both keep their capacity.
        var batches: [[LoggedItem]] = []
    }

    /// The entries logged and not yet written; held only for a moment, by the logging thread too.
    private struct Queue {
        /// The logger's batches, oldest first, each kept as it came: no entry is copied.
        var batches: [[LoggedItem]] = []
        /// How many entries `batches` holds, and how many were ever queued.
        var queuedCount = 0
        var entryCount = 0
        /// Whether the writer thread has been asked to come (and has not yet found the queue empty).
        var isScheduled = false
        /// Whether entries were queued since the last flush, and whether a flush is asked for.
        var isUnflushed = false
        var wantsFlush = false
        /// Whether ``finish(in:)`` has ended the log: what is logged after it is not kept.
        var isFinished = false
    }

    /// Taken before `queue` when both are needed.
    private let state = PosixMutex(State())
    private let queue = PosixMutex(Queue())
    /// The logger, asked for the entries it has gathered and not yet handed over whenever the
    /// archive must hold everything logged (a flush, a wait, a folder, the end). It holds the
    /// archive weakly.
    private let logger: ItemLogger

    /// An archive of every entry `logger` records from now on.
    public init(logger: ItemLogger) {
        self.logger = logger
        logger.keepEveryEntry(in: self)
    }

    package func logger(didRecord batch: inout [LoggedItem]) {
        var handed: [LoggedItem] = []
        swap(&handed, &batch)
        append(handed)
    }

    /// How many entries the archive holds (written, or queued to be).
    public var entryCount: Int {
        logger.handOverToSink()
        return queue.withLock { $0.entryCount }
    }

    /// How many queued entries wake the writer thread before the frame's ``flush()`` does: a burst
    /// is written while it is logged, in batches, and memory stays bounded between flushes. The
    /// logger's hand-over size, so each batch it hands over unasked wakes the writer.
    package static let batchSize = ItemLogger.sinkBatchSize

    /// Queues a batch of the logger's; wakes the writer only once a batch's worth has gathered.
    /// Waking it per entry cost a system call an entry whenever the writer kept up (it empties the
    /// queue, so the next entry woke it again), and how often it kept up depended on the threads'
    /// timing. The batch is queued whole: the array moves, its entries are not copied.
    private func append(_ batch: [LoggedItem]) {
        let schedule = queue.withLock { queue -> Bool in
            guard !queue.isFinished else { return false }
            queue.queuedCount += batch.count
            queue.entryCount += batch.count
            queue.batches.append(batch)
            queue.isUnflushed = true
            return queue.queuedCount >= Self.batchSize && Self.schedule(&queue)
        }
        if schedule { _LogWriterThread.shared.schedule(self) }
    }

    /// Returns once every entry logged so far is in the files, on disk: what is still queued is
    /// written on the caller's thread, after the writer thread's batch, and the files flushed.
    ///
    /// For tests and measurements that read the files mid-session; a session needs none of it.
    ///
    /// ```swift
    /// scene.logArchive.waitUntilWritten()
    /// let lines = try String(contentsOfFile: "out/log.txt", encoding: .utf8)
    /// ```
    public func waitUntilWritten() {
        logger.handOverToSink()
        state.withLock { writeQueued(&$0, flushing: true) }
    }

    /// Marks the queue scheduled; whether the writer thread must be asked (it was not yet).
    private static func schedule(_ queue: inout Queue) -> Bool {
        guard !queue.isScheduled else { return false }
        queue.isScheduled = true
        return true
    }

    /// Writes every queued entry, then flushes if asked: the writer thread's work.
    func writeWaiting() {
        state.withLock { writeQueued(&$0) }
    }

    /// Writes queued entries until the queue is empty, then flushes the files if a flush was
    /// asked for (or `flushing`): whoever writes the queue answers the flush it holds.
    private func writeQueued(_ state: inout State, flushing: Bool = false) {
        while true {
            let wantsFlush = queue.withLock { queue -> Bool? in
                swap(&queue.batches, &state.batches)
                queue.queuedCount = 0
                guard state.batches.isEmpty else { return nil }
                queue.isScheduled = false
                defer { queue.wantsFlush = false }
                return queue.wantsFlush
            }
            if let wantsFlush {
                if wantsFlush || flushing {
                    state.text.flush()
                    state.csv.flush()
                }
                return
            }
            var batches: [[LoggedItem]] = []
            swap(&batches, &state.batches)
            for batch in batches {
                for entry in batch {
                    // Formatted as bytes into buffers kept between entries: no allocation per entry.
                    state.writer.format(entry)
                    state.text.write(state.writer.line)
                    state.csv.write(state.writer.row)
                }
            }
            batches.removeAll(keepingCapacity: true)
            swap(&batches, &state.batches)
        }
    }

    // MARK: - Files

    /// Streams to `log.txt` and `log.csv` in `folder` from now on, after
    /// writing every entry kept so far; returns the failures (none on success).
    @discardableResult
    public func attach(to folder: String) -> [WriteFailure] {
        logger.handOverToSink()
        return state.withLock { state in
            guard !queue.withLock({ $0.isFinished }) else { return [] }
            writeQueued(&state)
            if let reason = FileSystem.createDirectory(folder) {
                return [WriteFailure(path: folder, reason: "cannot create the folder: \(reason)")]
            }
            let failures = [state.text.attach(to: folder), state.csv.attach(to: folder)].compactMap { $0 }
            // What was kept so far is on disk now, not with the next entry's flush.
            state.text.flush()
            state.csv.flush()
            return failures
        }
    }

    /// Asks for what was logged since the last call to be written and pushed to disk, without
    /// waiting for it (the writer thread does it in moments; a crash loses about a frame). Until
    /// it is called, entries are written only in whole batches of 1,024.
    public func flush() {
        logger.handOverToSink()
        let schedule = queue.withLock { queue -> Bool in
            guard queue.isUnflushed, !queue.isFinished else { return false }
            queue.isUnflushed = false
            queue.wantsFlush = true
            return Self.schedule(&queue)
        }
        if schedule { _LogWriterThread.shared.schedule(self) }
    }

    /// Ends the log: attaches to `folder` if not yet attached, writes the
    /// closing line, restores files removed during the session, and closes them.
    public func finish(in folder: String) -> (written: [String], failures: [WriteFailure]) {
        logger.handOverToSink()
        return state.withLock { state in
            let wasFinished = queue.withLock { queue in
                defer { queue.isFinished = true }
                return queue.isFinished
            }
            guard !wasFinished else { return ([], []) }
            writeQueued(&state)
            var failures: [WriteFailure] = []
            if let reason = FileSystem.createDirectory(folder) {
                failures.append(WriteFailure(path: folder, reason: "cannot create the folder: \(reason)"))
            }
            state.text.write(Self.textFooter)
            var written: [String] = []
            for index in 0..<2 {
                let result = index == 0 ? state.text.close(in: folder) : state.csv.close(in: folder)
                switch result {
                case let .success(path): written.append(path)
                case let .failure(failure): failures.append(failure)
                }
            }
            return (written, failures)
        }
    }
}
