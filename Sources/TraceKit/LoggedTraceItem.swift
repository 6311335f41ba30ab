/// One item as a ``Tracer`` logged it: the item, what the trace made of it,
/// and when.
///
/// Entries never change once logged; the raw log and the item-logged signal
/// carry them.
///
/// ```swift
/// itemLogged.listen { entry in
///     print("#\(entry.sequence) \(entry.state): \(entry.item)")
/// }
/// ```
public struct LoggedTraceItem: Sendable, Hashable {
    /// The position of this item among all items logged in this run, from 1,
    /// counting items later dropped from the bounded log.
    public let sequence: Int
    /// The item as logged.
    public let item: TraceItem
    /// What the trace made of it: `matched`, `outOfOrder`, `ignoredNoMatch`,
    /// `ignoredButMatched`, `duplicate`, `forbidden` or `late`.
    public let state: TraceItemState
    /// The index in `itemsToMatch` of the slot it matched or affected, if any.
    public let slotIndex: Int?
    /// Seconds since the run started on the tracer's clock; `nil` without a clock.
    public let time: Double?
}

extension LoggedTraceItem: CustomStringConvertible {
    /// `#3 matched: event: one`, with `@ 1.250s` after the number when timed.
    public var description: String {
        let timeText = time.map { " @ \(_Format.seconds($0))" } ?? ""
        return "#\(sequence)\(timeText) \(state.rawValue): \(item)"
    }
}
