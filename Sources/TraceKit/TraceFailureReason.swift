/// Why a trace run failed: the first rule it broke.
///
/// Failure is permanent, so later breaches do not change the reason; the
/// slot and logged-item states show every breach.
///
/// ```swift
/// if tracer.failureReason == .forbiddenItem { print(tracer.stop().summary) }
/// ```
public enum TraceFailureReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The trace enforces order and an item arrived while an earlier slot still waited.
    case outOfOrder
    /// The trace forbids duplicates and an item repeated one already matched.
    case duplicate
    /// One of the trace's forbidden items was logged.
    case forbiddenItem
    /// The trace's time limit passed with slots still waiting.
    case deadlinePassed
    /// The run stopped with slots still waiting.
    case missingAtStop
}
