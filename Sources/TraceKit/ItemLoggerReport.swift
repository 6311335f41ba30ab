/// What an ``ItemLogger`` kept, as text and as CSV.
///
/// Both exports are deterministic: entries in order, properties in the order
/// they were written, CSV columns in the order their keys first appear, and
/// times only when the logger has a clock.
///
/// ```swift
/// let report = logger.stop()
/// print(report.rawLog)
/// let table = report.csv   // one row per item: write it where you like
/// ```
public struct ItemLoggerReport: Sendable, Hashable {
    /// The entries kept, oldest first.
    public let loggedItems: [LoggedItem]
    /// How many older entries were dropped.
    public let droppedCount: Int

    /// Wraps entries.
    public init(loggedItems: [LoggedItem], droppedCount: Int) {
        self.loggedItems = loggedItems
        self.droppedCount = droppedCount
    }

    // MARK: - Text

    /// One line per entry (see ``LoggedItem/description``), between a header and a footer.
    public var rawLog: String {
        var lines = ["========  Begin Item Logger Session  ========", ""]
        if droppedCount > 0 { lines.append("(\(droppedCount) earlier items dropped from the log)") }
        lines += loggedItems.map(\.description)
        lines += ["", "========   End Item Logger Session   ========"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - CSV

    /// RFC 4180 CSV: `sequence`, `time` (only with a clock), `badge`, `item`,
    /// then one column per property key, in the order keys first appear.
    ///
    /// ```text
    /// sequence,badge,item,kind,target
    /// 1,TOK+,didStartToken token#1 (drag) by DragPerformer on Box#1,didStartToken,Box#1
    /// ```
    public var csv: String {
        let hasTime = loggedItems.contains { $0.time != nil }
        var keys: [String] = []
        var seen: Set<String> = []
        for entry in loggedItems {
            for key in entry.properties?.keys ?? [] where seen.insert(key).inserted {
                keys.append(key)
            }
        }
        var header = ["sequence"]
        if hasTime { header.append("time") }
        header += ["badge", "item"] + keys
        var rows = [header.map(_Format.csvField).joined(separator: ",")]
        for entry in loggedItems {
            var row = [String(entry.sequence)]
            if hasTime { row.append(entry.time.map { String($0) } ?? "") }
            row.append(entry.emoji ?? "")
            row.append(entry.item.description)
            for key in keys { row.append(entry.properties?[key]?.description ?? "") }
            rows.append(row.map(_Format.csvField).joined(separator: ","))
        }
        return rows.joined(separator: "\r\n") + "\r\n"
    }
}
