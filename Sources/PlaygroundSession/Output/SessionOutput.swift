import Canvas
import PlaygroundKit
import TraceKit
import FileSupport

/// Where a session's files go, and the promise that none is lost quietly:
/// captured frames, recordings, trace reports, the log and the scene's state.
///
/// A write never throws and never ends the session. If the folder has gone
/// (someone removed `out/` mid-session) it is created again first; if the
/// write still fails, the failure is kept in ``failures`` and posted as a
/// `Notice` naming the path and the reason, which the window shows and a
/// headless run prints. The session goes on, and at its end the summary
/// names every file that could not be written.
///
/// File names are fixed and sorted, so two runs of the same script produce
/// folders that compare equal byte for byte.
///
/// ```swift
/// let output = try SessionOutput.prepare(path: "out")   // fails at once if "out" is unusable
/// output.writeFrame(framebuffer, number: 30)             // out/frame-0030.png, or a failure and a notice
/// for notice in output.takeNotices() { print(notice) }
/// ```
public final class SessionOutput {
    /// The folder's path.
    public let path: String
    /// Every file written, in order (a file written twice is listed twice).
    public private(set) var filesWritten: [String] = []
    /// Every write that failed, in order.
    public private(set) var failures: [WriteFailure] = []
    private var notices: [Notice] = []
    let background: BackgroundWriter

    /// An output folder at `path`; nothing is touched until the first write.
    ///
    /// - Parameters:
    ///   - path: The folder.
    ///   - writesInBackground: Whether frames and clips asked for during a
    ///     session are encoded off the frame loop (a window: the motion being
    ///     saved does not stutter) or at once (a headless run: its files and
    ///     notices come in the same order on every run).
    public init(path: String, writesInBackground: Bool = true) {
        self.path = path
        background = BackgroundWriter(synchronous: !writesInBackground)
    }

    /// Creates the folder if needed and proves it writable, so a bad `--out`
    /// fails before a run starts, with one clear line.
    ///
    /// - Parameters:
    ///   - path: The folder.
    ///   - writesInBackground: Whether frames and clips asked for during the session are encoded off its loop.
    public static func prepare(path: String, writesInBackground: Bool = true) throws(PlaygroundError) -> SessionOutput {
        if let reason = FileSystem.createDirectory(path) {
            throw .file("\(path): cannot use it as the output folder (\(reason))")
        }
        let probe = path + "/.write-test"
        if let reason = FileSystem.write([], to: probe) {
            throw .file("\(path): the output folder is not writable (\(reason))")
        }
        FileSystem.remove(probe)
        return SessionOutput(path: path, writesInBackground: writesInBackground)
    }

    // MARK: - Writing

    /// The path of a frame's PNG: `frame-0030.png`.
    package func framePath(_ number: Int) -> String {
        path + "/frame-" + String(number).leftPadded(to: 4) + ".png"
    }

    /// Writes a frame as PNG; returns its path, or `nil` after recording the failure.
    @discardableResult
    public func writeFrame(_ framebuffer: Framebuffer, number: Int) -> String? {
        let file = framePath(number)
        do {
            return writeFile(try framebuffer.pngData(), at: file)
        } catch {
            return fail(file, "\(error)")
        }
    }

    /// Writes `text` to a file named `name` in the folder; returns its path, or `nil`.
    @discardableResult
    public func write(_ text: String, to name: String) -> String? {
        writeFile(Array(text.utf8), at: path + "/" + name)
    }

    /// Writes `bytes` to `file` (anywhere, creating its folder if missing); returns its path, or `nil`.
    @discardableResult
    public func writeFile(_ bytes: [UInt8], at file: String) -> String? {
        if let folder = FileSystem.parentDirectory(of: file), let reason = FileSystem.createDirectory(folder) {
            return fail(file, "cannot create \(folder): \(reason)")
        }
        if let reason = FileSystem.write(bytes, to: file) {
            return fail(file, reason)
        }
        filesWritten.append(file)
        return file
    }

    /// Writes `tracer`'s report as `trace-<name>.txt` and `.json`; returns the paths written.
    @discardableResult
    package func writeReport(_ report: TraceReport, of tracer: Tracer) -> [String] {
        let name = "trace-" + Self.slug(tracer.trace.name)
        var written: [String] = []
        if let text = write(report.summary, to: name + ".txt") { written.append(text) }
        do {
            if let json = write(try report.jsonString(), to: name + ".json") { written.append(json) }
        } catch {
            _ = fail(path + "/" + name + ".json", "cannot encode the report (\(error))")
        }
        return written
    }

    /// Writes what a session leaves at its end: the log (finishing the
    /// scene's `LogArchive`), every trace's report (stopping running
    /// traces), the boxes' final state and, if a box was tuned,
    /// `tuning.swift` (``writeTuning(of:template:)``). Returns the paths written.
    @discardableResult
    package func writeSessionFiles(of scene: Scene) -> [String] {
        finishBackgroundWrites()
        var written = finishLog(of: scene)
        for tracer in scene.traces {
            written += writeReport(tracer.isRunning ? tracer.stop() : tracer.report(), of: tracer)
        }
        if let state = write(Self.sceneState(scene), to: "scene.txt") { written.append(state) }
        if let tuning = writeTuning(of: scene) { written.append(tuning) }
        return written
    }

    private func finishLog(of scene: Scene) -> [String] {
        let result = scene.logArchive.finish(in: path)
        for failure in result.failures { _ = fail(failure.path, failure.reason) }
        filesWritten += result.written
        return result.written
    }

    // MARK: - Notices

    /// Posts a notice for the host to show (the window) or print (headless).
    public func post(_ notice: Notice) {
        notices.append(notice)
    }

    /// Returns and forgets the notices posted since the last call, in order.
    public func takeNotices() -> [Notice] {
        defer { notices.removeAll() }
        return notices
    }

    func fail(_ file: String, _ reason: String) -> String? {
        recordFailure(WriteFailure(path: file, reason: reason))
        return nil
    }

    /// Keeps `failure` and posts it as a notice.
    func recordFailure(_ failure: WriteFailure) {
        failures.append(failure)
        post(Notice("could not write \(failure.path): \(failure.reason)", isError: true))
    }

    /// Lists files written other than through ``writeFile(_:at:)``.
    func noteWritten(_ files: [String]) {
        filesWritten += files
    }

    // MARK: - Names and state

    /// One line per box: name, position, scale, rotation (radians), opacity and motion.
    static func sceneState(_ scene: Scene) -> String {
        scene.boxes.sorted { $0.name < $1.name }.map { box in
            let number = ScriptEncoding.number
            return "\(box.name) position=\(box.position) scale=\(number(box.scale)) rotation=\(number(box.rotation))"
                + " opacity=\(number(box.opacity)) motion=\(box.motion)\n"
        }.joined()
    }

    /// A file-name-safe form of a trace name: `toss-box-1-into-an-anchor`.
    package static func slug(_ name: String) -> String {
        FileSystem.slug(name)
    }
}
