import MotionTracing
import PlaygroundKit
import TraceKit

/// One log line shown whole: its words wrapped to the panel's width, and
/// the fields of its runtime event (performer, plan, name, token, target),
/// made when a person selects the line, never per frame.
///
/// ```swift
/// let details = LogDetails(line: line, entry: logger.entry(withSequence: line.sequence))
/// details.wrappedText(columns: 48)   // ["didStartToken token#1 (drag) by DragPerformer on", "Box#1"]
/// details.clipboardText              // "#12 @ 1.25s [TOK+] didStartToken token#1 (drag) by …"
/// ```
public struct LogDetails: Sendable, Hashable {
    /// The line as the list shows it.
    public let line: LogLine
    /// The whole entry, while the logger still keeps it (it keeps the newest 10,000).
    public let entry: LoggedItem?

    /// Details of `line`, with its logger `entry` if still kept.
    public init(line: LogLine, entry: LoggedItem?) {
        self.line = line
        self.entry = entry
    }

    /// The event's words, complete: the runtime's own description, or the scene's note.
    package var fullText: String {
        entry.map { $0.runtimeEvent?.description ?? $0.item.description } ?? String(line.text)
    }

    /// `#12 · 1.25 s · TOK+ · Box#1`: where and when.
    package var heading: String {
        var parts = ["#\(line.sequence)"]
        if let time = line.time { parts.append(LogLine.format(seconds: time).drop(while: { $0 == " " }) + " s") }
        parts.append(line.badge)
        if let target = line.targetName { parts.append(target) }
        return parts.joined(separator: " · ")
    }

    /// The runtime event's fields as `name: value`, those it has.
    public var fields: [String] {
        guard let event = entry?.runtimeEvent else { return [] }
        var fields = ["kind: \(event.kind.rawValue)"]
        if let performer = event.performerName { fields.append("performer: \(performer)") }
        if let plan = event.planTypeName { fields.append("plan: \(plan)") }
        if let name = event.planName { fields.append("name: \"\(name)\"") }
        if let token = event.tokenID { fields.append("token: #\(token)" + (event.tokenLabel.map { " (\($0))" } ?? "")) }
        if let active = event.isActive { fields.append(active ? "runtime: active" : "runtime: idle") }
        return fields
    }

    /// `fullText` cut into lines of at most `columns` characters, at spaces where it can.
    public func wrappedText(columns: Int) -> [String] {
        let columns = max(8, columns)
        var lines: [String] = []
        var rest = Substring(fullText)
        while rest.count > columns {
            let window = rest.prefix(columns + 1)
            let cut = window.lastIndex(of: " ").map { rest.distance(from: rest.startIndex, to: $0) } ?? columns
            let split = cut > columns / 3 ? cut : columns
            lines.append(String(rest.prefix(split)))
            rest = rest.dropFirst(split).drop(while: { $0 == " " })
        }
        lines.append(String(rest))
        return lines
    }

    /// The line as the log file has it, for the clipboard.
    public var clipboardText: String {
        entry?.description ?? "#\(line.sequence) [\(line.badge)] \(line.targetName.map { $0 + " " } ?? "")\(line.text)"
    }
}
