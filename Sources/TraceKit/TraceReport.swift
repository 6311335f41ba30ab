/// A report of a trace run: a readable summary, the raw log, and the result as data.
///
/// The text is deterministic: it holds no wall-clock time (times appear only
/// when the tracer has a clock, as that clock's readings), slots are listed in
/// order and logged items in arrival order, so two runs of the same trace
/// against the same items produce byte-identical reports.
///
/// ```swift
/// let report = tracer.stop()
/// print(report.summary)
/// print(report.rawLog)
/// let json = try report.jsonString()
/// ```
public struct TraceReport: Sendable, Hashable, Codable {
    /// The run's outcome as plain data.
    public let result: TraceResult

    /// Wraps a result.
    public init(result: TraceResult) {
        self.result = result
    }

    // MARK: - Summary

    /// A multi-line summary: the trace's name, result and options, counts of
    /// slots and logged items per state, then every slot with its state.
    ///
    /// It contains these lines, among others: `Trace name: …`, `Result: …`,
    /// `Enforcing order?: …`, `Allow duplicates?: …`, `Assert on failure?: …`,
    /// `Total items to match: N`,
    /// `Matched: k out of N`, `Missing: k out of N`, `Out of order: k out of N`,
    /// `Had duplicates: k out of N`, `Ignored, but matched: k`,
    /// `Ignored, no match: k`, `Late items logged: k`.
    ///
    /// ```swift
    /// print(tracer.stop().summary)
    /// ```
    public var summary: String {
        let r = result
        let total = r.slots.count
        let slots = r.slotCounts
        let logged = r.loggedItemCounts
        var lines = ["========  Begin Trace Report  ========", ""]
        lines.append("Trace name: \(r.traceName)")
        lines.append("Result: \(r.state.rawValue)")
        lines.append("What does this mean?: \(r.state.debugDescription)")
        if let reason = r.failureReason { lines.append("Failure reason: \(reason.rawValue)") }
        if let start = r.startTime { lines.append("Start time: \(_Format.seconds(start))") }
        if let end = r.endTime { lines.append("End time: \(_Format.seconds(end))") }
        lines.append("")
        lines.append("Enforcing order?: \(r.enforceOrder)")
        lines.append("Allow duplicates?: \(r.allowDuplicates)")
        lines.append("Assert on failure?: \(r.assertOnFailure)")
        lines.append("Completes when all matched?: \(r.completesWhenAllMatched)")
        lines.append("Time limit: \(r.timeLimit.map(_Format.seconds) ?? "none")")
        lines.append("")
        lines.append("Total items to match: \(total)")
        lines.append("Matched: \(slots.matched) out of \(total)")
        lines.append("Missing: \(slots.missing) out of \(total)")
        lines.append("Out of order: \(slots.outOfOrder) out of \(total)")
        lines.append("Had duplicates: \(slots.hadDuplicates) out of \(total)")
        lines.append("Waiting to be matched: \(slots.waitingToBeMatched) out of \(total)")
        lines.append("Ignored, but matched: \(logged.ignoredButMatched)")
        lines.append("Ignored, no match: \(logged.ignoredNoMatch)")
        lines.append("Duplicates logged: \(logged.duplicate)")
        lines.append("Forbidden items logged: \(logged.forbidden)")
        lines.append("Late items logged: \(logged.late)")
        lines.append("Items logged: \(r.loggedItemCount) (\(r.droppedLoggedItemCount) dropped from the log)")
        lines.append("")
        lines.append("Items to match:")
        for slot in r.slots {
            lines.append("\(slot.index + 1). \(slot.state.rawValue) ---> type: \(slot.type), itemToMatch: \(slot.value)")
        }
        if !r.forbiddenItems.isEmpty {
            lines.append("")
            lines.append("Forbidden items:")
            for item in r.forbiddenItems {
                lines.append("- type: \(item.type), item: \(item.value)")
            }
        }
        lines.append("")
        lines.append("========   End Trace Report   ========")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Raw log

    /// Every logged item still in the bounded log, in arrival order, with its
    /// state; a line at the top says how many older items were dropped.
    ///
    /// ```swift
    /// print(report.rawLog)
    /// // #1 matched ---> type: event, item: one
    /// ```
    public var rawLog: String {
        var lines = ["========  Begin Trace Raw Log  ========", ""]
        lines.append("Trace name: \(result.traceName)")
        if result.droppedLoggedItemCount > 0 {
            lines.append("(\(result.droppedLoggedItemCount) earlier items dropped from the log)")
        }
        lines.append("")
        for entry in result.loggedItems {
            let time = entry.time.map { " @ \(_Format.seconds($0))" } ?? ""
            lines.append("#\(entry.sequence)\(time) \(entry.state.rawValue) ---> type: \(entry.type), item: \(entry.value)")
        }
        lines.append("")
        lines.append("========   End Trace Raw Log   ========")
        return lines.joined(separator: "\n") + "\n"
    }
}
