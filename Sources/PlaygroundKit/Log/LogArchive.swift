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
/// they go to the folder's files as they happen, and ``flush()`` pushes them
/// to disk once a frame. ``finish(in:)`` writes the closing line and makes
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
public final class LogArchive: Sendable {
    /// The header line of `log.csv`.
    public static let csvHeader = "sequence,time,badge,item,kind,target,properties\r\n"
    static let textHeader = "========  Begin Item Logger Session  ========\n\n"
    static let textFooter = "\n========   End Item Logger Session   ========\n"

    private struct State {
        var text = _LogFile(name: "log.txt", header: LogArchive.textHeader)
        var csv = _LogFile(name: "log.csv", header: LogArchive.csvHeader)
        var writer = _LogLineWriter()
        var entryCount = 0
        var isFinished = false
    }

    private let state = PosixMutex(State())

    /// An archive of every entry `logger` records from now on.
    public init(logger: ItemLogger) {
        logger.itemLogged.listen { [self] entry in
            self.append(entry)
        }
    }

    /// How many entries the archive holds.
    public var entryCount: Int { state.withLock { $0.entryCount } }

    private func append(_ entry: LoggedItem) {
        state.withLock { state in
            guard !state.isFinished else { return }
            // Formatted as bytes into buffers kept between entries: no allocation per entry.
            state.writer.format(entry)
            state.text.write(state.writer.line)
            state.csv.write(state.writer.row)
            state.entryCount += 1
        }
    }

    // MARK: - Files

    /// Streams to `log.txt` and `log.csv` in `folder` from now on, after
    /// writing every entry kept so far; returns the failures (none on success).
    @discardableResult
    public func attach(to folder: String) -> [WriteFailure] {
        state.withLock { state in
            guard !state.isFinished else { return [] }
            if let reason = FileSystem.createDirectory(folder) {
                return [WriteFailure(path: folder, reason: "cannot create the folder: \(reason)")]
            }
            return [state.text.attach(to: folder), state.csv.attach(to: folder)].compactMap { $0 }
        }
    }

    /// Pushes what was written since the last call to disk (a crash loses at most one frame).
    public func flush() {
        state.withLock { state in
            state.text.flush()
            state.csv.flush()
        }
    }

    /// Ends the log: attaches to `folder` if not yet attached, writes the
    /// closing line, restores files removed during the session, and closes them.
    public func finish(in folder: String) -> (written: [String], failures: [WriteFailure]) {
        state.withLock { state in
            guard !state.isFinished else { return ([], []) }
            state.isFinished = true
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
