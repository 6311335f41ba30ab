import TraceKit

/// The traces tab's state: which trace is selected, starting and stopping
/// traces, and where each stopped trace's report went.
///
/// Stopping a trace writes its report next to the session's captures, as a
/// headless run does at the end: `trace-<name>.txt` (the summary) and
/// `trace-<name>.json`, in the playground's ``Playground/output``.
/// Without an output folder (a playground in a unit test) nothing is written
/// and ``message(forTrace:)`` says so. Messages are made once, at the stop,
/// so drawing them allocates nothing. Starting a stopped trace begins a
/// fresh run; its state shows in the panel as soon as items match.
///
/// ```swift
/// let traces = TracesViewModel()
/// traces.stop(scene.traces[0], at: 0, writingTo: playground.output)
/// traces.message(forTrace: 0)   // ["stopped: passed; report written to", "out/", "trace-toss-box-1-into-an-anchor.txt and .json"]
/// ```
public final class TracesViewModel {
    /// The index of the selected trace in the scene's traces.
    public var selectedIndex = 0
    /// Per trace index: what happened to its last report, as lines to draw.
    private var messages: [Int: [String]] = [:]
    /// Per trace index: the files its last stop wrote.
    private var written: [Int: [String]] = [:]
    /// Per trace index: the description of each slot's value, made once (a trace never changes).
    private var slotTexts: [Int: [String]] = [:]

    /// Creates a model with the first trace selected.
    public init() {}

    /// The selected index, kept within `count` traces.
    public func selection(among count: Int) -> Int? {
        count == 0 ? nil : min(max(0, selectedIndex), count - 1)
    }

    /// What the panel says under trace `index`'s slots, line by line: where
    /// its report was written, or why not; empty before the first stop.
    public func message(forTrace index: Int) -> [String] {
        messages[index] ?? []
    }

    /// The files the last stop of trace `index` wrote.
    public func filesWritten(forTrace index: Int) -> [String] {
        written[index] ?? []
    }

    /// The description of each slot's value of `tracer`'s trace, cached by index.
    public func slotTexts(forTrace index: Int, tracer: Tracer) -> [String] {
        if let texts = slotTexts[index], texts.count == tracer.trace.itemsToMatch.count { return texts }
        let texts = tracer.trace.itemsToMatch.map { "\($0.itemToMatch)" }
        slotTexts[index] = texts
        return texts
    }

    // MARK: - Running

    /// Starts a fresh run of `tracer` (traps never: a failure is shown, not fatal).
    public func start(_ tracer: Tracer, at index: Int) {
        _ = tracer.start(canThrowAssertions: false)
        messages[index] = nil
        written[index] = nil
    }

    /// Stops `tracer` and writes its report (text and JSON) to `output`; returns the report.
    ///
    /// A report that cannot be written is said so here, and `output` posts a
    /// notice naming the path and the reason; the session goes on.
    @discardableResult
    public func stop(_ tracer: Tracer, at index: Int, writingTo output: SessionOutput?) -> TraceReport {
        let report = tracer.stop()
        let state = report.result.state.rawValue
        guard let output else {
            messages[index] = ["stopped: \(state)", "no output folder, so no report was written"]
            written[index] = []
            return report
        }
        let failuresBefore = output.failures.count
        let files = output.writeReport(report, of: tracer)
        written[index] = files
        if let failure = output.failures.dropFirst(failuresBefore).first {
            messages[index] = ["stopped: \(state); the report could not be written:", failure.path, failure.reason]
        } else {
            let name = "trace-" + SessionOutput.slug(tracer.trace.name)
            messages[index] = ["stopped: \(state); report written to", output.path + "/", name + ".txt and .json"]
            output.post(Notice("trace \"\(tracer.trace.name)\" \(state): report written to \(files.first ?? output.path)"))
        }
        return report
    }

    /// Starts `tracer` if stopped, stops it (writing its report) if running.
    public func toggle(_ tracer: Tracer, at index: Int, writingTo output: SessionOutput?) {
        if tracer.isRunning {
            stop(tracer, at: index, writingTo: output)
        } else {
            start(tracer, at: index)
        }
    }
}
