import MotionTracing
import TraceKit

/// Writes one log entry's `log.txt` line and `log.csv` row as bytes, into
/// buffers kept from entry to entry, so streaming the log allocates nothing
/// per entry (what `LoggedItem.description` and string joins would).
///
/// The text line is byte for byte `LoggedItem.description` (a
/// test holds the two equal): `#3 @ 1.250s [TOK+] item {kind: …, target: …}`.
struct _LogLineWriter {
    private(set) var line: [UInt8] = []
    private(set) var row: [UInt8] = []
    /// The entry's item as text, written here once for both the line and the row.
    private var item = _Bytes()

    init() {
        line.reserveCapacity(512)
        row.reserveCapacity(512)
        item.bytes.reserveCapacity(256)
    }

    /// Bytes a `TextOutputStream` writes to: a runtime event's line is written here a piece at a
    /// time, with no string made for it.
    private struct _Bytes: TextOutputStream {
        var bytes: [UInt8] = []

        mutating func write(_ text: String) {
            _LogLineWriter.append(text, to: &bytes)
        }
    }

    /// Formats `entry` into ``line`` and ``row`` (each ending in its line break).
    mutating func format(_ entry: LoggedItem) {
        line.removeAll(keepingCapacity: true)
        row.removeAll(keepingCapacity: true)
        // The item's text once: a runtime event's written from its fields; anything else describes itself.
        item.bytes.removeAll(keepingCapacity: true)
        // A runtime event whose properties are its own (derived) gives its `kind` and `target`
        // itself: the text ``RuntimeTraceEvent/loggedItemProperties`` would make, without making it.
        var derived: (kind: String, target: String?)?
        let isRuntimeEvent =
            entry.withRuntimeEvent { (event: RuntimeTraceEvent) -> Void in
                event.writeDescription(to: &item)
                if entry.derivesProperties { derived = (event.kind.rawValue, event.targetName) }
            } != nil
        if !isRuntimeEvent { item.write(entry.item.description) }

        Self.append("#", to: &line); Self.appendInteger(entry.sequence, to: &line)
        if let time = entry.time { Self.append(" @ ", to: &line); Self.appendSeconds(time, to: &line) }
        if let emoji = entry.emoji { Self.append(" [", to: &line); Self.append(emoji, to: &line); Self.append("]", to: &line) }
        Self.append(" ", to: &line); line.append(contentsOf: item.bytes)
        var kind = derived?.kind, target = derived?.target, others = false
        if let derived {
            Self.append(" {kind: ", to: &line); Self.append(derived.kind, to: &line)
            if let target = derived.target { Self.append(", target: ", to: &line); Self.append(target, to: &line) }
            Self.append("}", to: &line)
        } else if let properties = entry.properties, !properties.isEmpty {
            Self.append(" {", to: &line)
            for (index, pair) in properties.pairs.enumerated() {
                if index > 0 { Self.append(", ", to: &line) }
                Self.append(pair.key, to: &line); Self.append(": ", to: &line)
                let text = pair.value.value(as: String.self) ?? pair.value.description
                Self.append(text, to: &line)
                switch pair.key {
                case "kind": kind = text
                case "target": target = text
                default: others = true
                }
            }
            Self.append("}", to: &line)
        }
        line.append(0x0A)

        Self.appendInteger(entry.sequence, to: &row); row.append(0x2C)
        if let time = entry.time { Self.appendMicroseconds(time, to: &row) }
        row.append(0x2C); Self.appendField(entry.emoji ?? "", to: &row)
        row.append(0x2C); item.bytes.withUnsafeBufferPointer { Self.appendField(bytes: $0, to: &row) }
        row.append(0x2C); Self.appendField(kind ?? "", to: &row)
        row.append(0x2C); Self.appendField(target ?? "", to: &row)
        row.append(0x2C)
        if others, let properties = entry.properties {
            // Rare (a user's own properties): joined as text.
            let rest = properties.pairs.filter { $0.key != "kind" && $0.key != "target" }.map { "\($0.key): \($0.value)" }
            Self.appendField(rest.joined(separator: "; "), to: &row)
        }
        row.append(0x0D); row.append(0x0A)
    }

    // MARK: - Pieces

    private static func append(_ text: String, to buffer: inout [UInt8]) {
        // Read where it is (a copy to call the mutating `withUTF8` costs a retain and a release).
        if text.utf8.withContiguousStorageIfAvailable({ buffer.append(contentsOf: $0) }) == nil {
            buffer.append(contentsOf: text.utf8)
        }
    }

    private static func appendInteger(_ value: Int, to buffer: inout [UInt8]) {
        // Written from the end of a buffer on the stack, then appended at once (an append a digit
        // checked the array's capacity and uniqueness for every digit).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in  // a sign and 20 digits fit
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = 0x2D
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `1.250s`: as TraceKit writes seconds (milliseconds, rounded).
    private static func appendSeconds(_ value: Double, to buffer: inout [UInt8]) {
        guard value.isFinite, abs(value) < 1e15 else {
            Self.append("\(value)s", to: &buffer)
            return
        }
        appendFixedPoint(value, decimals: 3, to: &buffer)
        buffer.append(0x73)
    }

    /// Seconds to the microsecond, `1.234568`: finer than any frame, and written digit by digit.
    private static func appendMicroseconds(_ value: Double, to buffer: inout [UInt8]) {
        guard value.isFinite, abs(value) < 1e12 else {
            Self.append(String(value), to: &buffer)
            return
        }
        appendFixedPoint(value, decimals: 6, to: &buffer)
    }

    /// `value` rounded to `decimals` places (at most 9) and written digit by digit, every place kept
    /// (`1.250`): no formatter, no string, the point and the places appended at once.
    private static func appendFixedPoint(_ value: Double, decimals: Int, to buffer: inout [UInt8]) {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        if scaled < 0 { buffer.append(0x2D) }
        let magnitude = Int(scaled.magnitude)
        Self.appendInteger(magnitude / scale, to: &buffer)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: decimals + 1) { digits in
            digits[0] = 0x2E
            var fraction = magnitude % scale
            for index in stride(from: decimals, through: 1, by: -1) {
                digits[index] = 0x30 + UInt8(fraction % 10)
                fraction /= 10
            }
            buffer.append(contentsOf: UnsafeBufferPointer(digits))
        }
    }

    /// One RFC 4180 field: quoted, with quotes doubled, when it holds a comma, a quote or a line break.
    private static func appendField(_ text: String, to row: inout [UInt8]) {
        // Scanned as one buffer of bytes, read where it is (a String's own view checks every
        // index it is given; a copy to call the mutating `withUTF8` costs a retain and a release).
        if text.utf8.withContiguousStorageIfAvailable({ appendField(bytes: $0, to: &row) }) != nil { return }
        var copy = text  // not contiguous UTF-8: made so once
        copy.withUTF8 { appendField(bytes: $0, to: &row) }
    }

    private static func appendField(bytes: UnsafeBufferPointer<UInt8>, to row: inout [UInt8]) {
        var needsQuotes = false
        for byte in bytes where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D {
            needsQuotes = true
            break
        }
        guard needsQuotes else { return row.append(contentsOf: bytes) }
        // Copied in runs between quotes, each quote doubled: a byte at a time costs a
        // capacity check per byte, most of a row.
        row.append(0x22)
        var start = 0
        for index in bytes.indices where bytes[index] == 0x22 {
            row.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...index]))
            row.append(0x22)
            start = index + 1
        }
        row.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        row.append(0x22)
    }
}
