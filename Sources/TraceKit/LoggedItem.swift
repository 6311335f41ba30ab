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
    ///
    /// Given with the item, or made from it when read, for an item that says its own
    /// (`LoggedItemPropertiesProviding`, as a runtime event says its kind and target).
    public var properties: LoggedItemProperties? {
        if hasProperties { return storedProperties }
        guard derivesProperties else { return nil }
        return (item.base as? any LoggedItemPropertiesProviding)?.loggedItemProperties
    }
    /// A short badge or emoji shown before the item, e.g. `⚡️` or `TOK+`.
    package var emoji: String? { hasEmoji ? storedEmoji : nil }
    /// The logger's clock reading when the item was logged; `nil` without a clock.
    public let time: Double?

    // The properties and the badge are stored unwrapped, beside a flag: an entry is copied into
    // the archive and read by the log view tens of thousands of times a burst, and the compiler
    // copied and destroyed an optional field through its type's value witnesses (about 130
    // instructions each, where a retain takes 20).
    private let storedProperties: LoggedItemProperties
    private let storedEmoji: String
    private let hasProperties: Bool
    private let hasEmoji: Bool
    /// Whether ``properties`` are the item's own, made when read: nothing is kept per entry.
    package let derivesProperties: Bool

    init(
        sequence: Int, item: AnyTraceEquatable, properties: LoggedItemProperties?, emoji: String?, time: Double?,
        derivesProperties: Bool = false
    ) {
        self.sequence = sequence
        self.item = item
        self.time = time
        hasProperties = properties != nil
        storedProperties = properties ?? [:]
        hasEmoji = emoji != nil
        storedEmoji = emoji ?? ""
        self.derivesProperties = derivesProperties && properties == nil
    }
}

/// A logged value whose properties follow from the value itself (a runtime event's kind and
/// target): logged with `ItemLogger.log(derivingPropertiesOf:emojiToPrepend:)`, an entry keeps
/// no properties of its own, and ``LoggedItem/properties`` asks the value when read.
///
/// Kept per entry, the same few property lists were shared by thousands of entries, and every
/// entry retained and released one on the thread that logs while the log's writer did the same on
/// its own: two cores taking turns at the same reference counts.
package protocol LoggedItemPropertiesProviding: Sendable {
    /// The properties an entry of this value has, in order.
    var loggedItemProperties: LoggedItemProperties { get }
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
