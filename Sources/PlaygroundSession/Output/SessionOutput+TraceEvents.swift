import FileSupport
import PlaygroundKit

// MARK: - Traces Perfetto opens: where the frames' time went, and what happened when

extension SessionOutput {
    /// How much a trace saved in the window (`P`) holds: the last 30 seconds.
    public static let traceEventsSeconds = 30.0

    /// The path of a trace saved at frame `number`: `trace-0042.json`.
    public func traceEventsPath(_ number: Int) -> String {
        path + "/trace-" + String(number).leftPadded(to: 4) + ".json"
    }

    /// Encodes `snapshot` as a Chrome Trace Event file and writes it off the
    /// frame loop (at once in a headless run); a notice names the frames and
    /// the file once it is written.
    func writeTraceEventsInBackground(_ snapshot: ProfileSnapshot, processName: String, frame: Int) {
        let file = traceEventsPath(frame)
        if let reason = FileSystem.createDirectory(path) {
            _ = fail(file, "cannot create \(path): \(reason)")
            return
        }
        let frames: String
        if let first = snapshot.frames.first, let last = snapshot.frames.last {
            frames = "frames \(first.number)–\(last.number)"
        } else {
            frames = "no frames"
        }
        background.write(
            to: file, lane: .frames, progress: BackgroundWriter.Progress(what: "trace-" + String(frame).leftPadded(to: 4) + ".json"),
            message: { bytes in "saved a trace of \(frames) (\(Self.size(bytes.count))) to \(file): open it in ui.perfetto.dev" },
            produce: { _ in TraceEventFile.encode(snapshot, processName: processName) })
    }

    /// Writes all of `snapshot` as a Chrome Trace Event file at `file` (any path), now: a session's end.
    @discardableResult
    public func writeTraceEvents(_ snapshot: ProfileSnapshot, processName: String, at file: String) -> String? {
        writeFile(TraceEventFile.encode(snapshot, processName: processName), at: file)
    }
}
