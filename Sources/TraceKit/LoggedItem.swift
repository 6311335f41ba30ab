/// One entry of an ``ItemLogger``: the item, its properties and badge, and when.
///
/// ```swift
/// for entry in logger.recentItems(20) {
///     panel.drawLine(entry.description)
/// }
/// ```
public struct LoggedItem: Sendable, Hashable {
    /// The entry's position among everything this logger has logged, from 1;
    /// it keeps counting across `stop`, `start` and `clear`.
    public let sequence: Int
    /// The item.
    public let item: AnyTraceEquatable
    /// Extra facts logged with it, in a stable order.
    public let properties: LoggedItemProperties?
    /// A short badge or emoji shown before the item, e.g. `⚡️` or `TOK+`.
    package let emoji: String?
    /// The logger's clock reading when the item was logged; `nil` without a clock.
    public let time: Double?
}

extension LoggedItem: CustomStringConvertible {
    /// One line: `#3 @ 1.250s [TOK+] item {key: value}`; parts that are absent are left out.
    public var description: String {
        var line = "#\(sequence)"
        if let time { line += " @ \(_Format.seconds(time))" }
        if let emoji { line += " [\(emoji)]" }
        line += " \(item)"
        if let properties, !properties.isEmpty { line += " \(properties)" }
        return line
    }
}
