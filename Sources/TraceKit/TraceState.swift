/// The overall state of a trace run.
///
/// A run starts `waiting`, is `passing` once a slot has matched and nothing
/// has failed, and ends `passed` only when every slot matched (at ``Tracer/stop()``,
/// or as soon as the last slot matches for a trace that
/// ``Trace/completesWhenAllMatched``). `failed` is permanent for the run.
///
/// ```swift
/// if tracer.state == .failed { print(tracer.stop().summary) }
/// ```
public enum TraceState: String, Sendable, Hashable, Codable, CaseIterable {
    /// No slot has been matched yet and nothing has failed.
    case waiting
    /// At least one slot matched and nothing failed, but the run is not over.
    case passing
    /// The run is over and every slot matched.
    case passed
    /// Something failed: see the report's failure reason and slot states.
    case failed
}

extension TraceState: CustomStringConvertible, CustomDebugStringConvertible {
    /// The state's name, e.g. `passed`.
    public var description: String { rawValue }

    /// The state's name and what it means, for reports.
    public var debugDescription: String {
        switch self {
        case .waiting: "waiting: We are waiting for the first item to be matched"
        case .passing: "passing: This trace is passing so far, but it is not over yet"
        case .passed: "passed: The trace is over and every item was matched"
        case .failed: "failed: This trace has failed; see the items below"
        }
    }
}
