import PlaygroundKit
import TraceKit
import FileSupport

/// The traces tab's state: which trace is selected, and what the panel says
/// of each.
///
/// Starting and stopping a trace is the playground's (a Stop button sends
/// `PlaygroundCommand/toggleTrace(named:)`, so a replay does the same with
/// or without the overlay); the session writes a stopped trace's report beside
/// its other files and says so in a notice. This model only makes the lines the
/// panel shows, once per state, so drawing them allocates nothing.
///
/// ```swift
/// let traces = TracesViewModel()
/// traces.message(forTrace: 0, tracer: scene.traces[0])
/// // ["stopped: passed; its report is in the output folder:", "trace-toss-box-1-into-an-anchor.txt and .json"]
/// ```
public final class TracesViewModel {
    /// The index of the selected trace in the scene's traces.
    package var selectedIndex = 0
    /// Per trace index: the lines last made for a stopped trace, and the state they describe.
    private var messages: [Int: (state: TraceState, lines: [String])] = [:]
    /// Per trace index: the description of each slot's value, made once (a trace never changes).
    private var slotTexts: [Int: [String]] = [:]

    /// Creates a model with the first trace selected.
    public init() {}

    /// The selected index, kept within `count` traces.
    public func selection(among count: Int) -> Int? {
        count == 0 ? nil : min(max(0, selectedIndex), count - 1)
    }

    /// What the panel says under a stopped trace's slots, line by line: its
    /// state and where its report went; empty while it runs.
    public func message(forTrace index: Int, tracer: Tracer) -> [String] {
        guard !tracer.isRunning else { return [] }
        let state = tracer.state
        if let cached = messages[index], cached.state == state { return cached.lines }
        let lines = [
            "stopped: \(state.rawValue); its report is in the output folder:",
            "trace-" + FileSystem.slug(tracer.trace.name) + ".txt and .json",
        ]
        messages[index] = (state, lines)
        return lines
    }

    /// The description of each slot's value of `tracer`'s trace, cached by index.
    package func slotTexts(forTrace index: Int, tracer: Tracer) -> [String] {
        if let texts = slotTexts[index], texts.count == tracer.trace.itemsToMatch.count { return texts }
        let texts = tracer.trace.itemsToMatch.map { "\($0.itemToMatch)" }
        slotTexts[index] = texts
        return texts
    }
}
