import Canvas
import MotionMath
import MotionTracing
import PlaygroundKit
import TraceKit

/// One line of the overlay's log, formatted once when it arrives.
///
/// A line keeps the text it draws (the badge, the scene time, the event's
/// words) as ready-made strings, so drawing a visible line allocates nothing,
/// and its kind and target as small values, so filtering compares integers.
/// For a runtime event the text is the runtime's own one-line description
/// without its first word (the badge already says what kind it is) and
/// without the closing `on Box#1` (the panel draws the target first, where
/// a cut line cannot hide it).
///
/// ```swift
/// let line = LogLine(entry)               // from an ItemLogger entry
/// print(line.timeText, line.badge, line.targetName ?? "", line.text)
/// // "  1.25 TOK+ Box#1 token#1 (drag) by DragPerformer"
/// ```
public struct LogLine: Sendable, Hashable {
    /// The logger's sequence number for the entry, from 1.
    public let sequence: Int
    /// What kind of line it is.
    public let kind: LogKind
    /// The badge drawn before the text: the entry's own, or the kind's.
    public let badge: String
    /// The target the line concerns (`Box#2`), if any.
    public let targetName: String?
    /// The scene time the entry was logged at, in seconds, if the logger has a clock.
    public let time: Double?
    /// The time as drawn: seconds with two decimals, right-aligned in 6 columns, or blank.
    public let timeText: String
    /// The words of the line, after its target: a slice of the event's own
    /// description, so taking a line in allocates nothing for its words.
    public let text: Substring

    /// Formats one logger entry.
    public init(_ entry: LoggedItem) {
        sequence = entry.sequence
        time = entry.time
        timeText = time.map { LogLine.format(seconds: $0) } ?? "      "
        if let event = entry.runtimeEvent {
            kind = LogKind(event.kind)
            targetName = event.targetName
            text = LogLine.detail(of: event.description, target: event.targetName)
        } else {
            kind = .scene
            targetName = entry.properties?["target"]?.value(as: String.self)
            text = Substring(entry.item.description)
        }
        badge = entry.emoji ?? kind.badge
    }

    /// Creates a line from its parts, for tests and for logs of your own.
    public init(sequence: Int, kind: LogKind, targetName: String?, time: Double?, text: String, badge: String? = nil) {
        self.sequence = sequence
        self.kind = kind
        self.targetName = targetName
        self.time = time
        self.timeText = time.map { LogLine.format(seconds: $0) } ?? "      "
        self.text = Substring(text)
        self.badge = badge ?? kind.badge
    }

    // MARK: - Formatting

    /// `  1.25`: seconds with two decimals, right-aligned in six columns (no Foundation, no locale).
    static func format(seconds: Double) -> String {
        // Beyond 10⁷ s (four months) a time is nonsense: a placeholder, not eleven digits.
        guard !seconds.isNaN, seconds <= 1e7 else { return "     ?" }
        let text = DecimalText.fixed(max(0, seconds), decimals: 2, trimmingZeros: false)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }

    /// `didStartToken token#1 (drag) by DragPerformer on Box#1` → `token#1 (drag) by DragPerformer`:
    /// the kind's word and the closing target phrase go; a line left empty says `removed`.
    static func detail(of description: String, target: String?) -> Substring {
        // On UTF-8 bytes, with no new strings: this runs for every line the log takes in.
        let utf8 = description.utf8
        guard let space = utf8.firstIndex(of: 0x20) else { return "removed" }
        var start = utf8.index(after: space), end = utf8.endIndex
        if let target, !target.isEmpty {
            let suffix = target.utf8
            if utf8.distance(from: start, to: end) >= suffix.count,
                utf8[utf8.index(end, offsetBy: -suffix.count)...].elementsEqual(suffix)
            {
                let cut = utf8.index(end, offsetBy: -suffix.count)
                if cut == start || utf8[utf8.index(before: cut)] == 0x20 {
                    end = cut
                    while end > start, utf8[utf8.index(before: end)] == 0x20 { end = utf8.index(before: end) }
                    for preposition in [" on", " to", " for", " from"] {
                        let words = preposition.utf8
                        if utf8.distance(from: start, to: end) >= words.count,
                            utf8[utf8.index(end, offsetBy: -words.count)..<end].elementsEqual(words)
                        {
                            end = utf8.index(end, offsetBy: -words.count)
                            break
                        }
                    }
                }
            }
        }
        if start > end { start = end }
        let text = description[start..<end]
        return text.isEmpty ? "removed" : text
    }
}
