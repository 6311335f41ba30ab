import StrictJSON

/// Bytes of one Trace Event JSON file, written by hand: a ten-minute session
/// holds hundreds of thousands of events, and a generic encoder would build
/// a dictionary for each. Numbers are written digit by digit, strings
/// escaped as the package's other JSON (StrictJSON), times in
/// microseconds with the nanoseconds as three decimals.
struct TraceEventJSON {
    private(set) var bytes: [UInt8] = []
    private var isFirstEvent = true

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Opens one event object: `{"ph":"X","name":…,"cat":…,"ts":…,"pid":1,"tid":…`.
    mutating func open(phase: UInt8, name: String, category: StaticString?, time: UInt64, thread: Int?) {
        bytes.append(contentsOf: isFirstEvent ? "\n{\"ph\":\"".utf8 : ",\n{\"ph\":\"".utf8)
        isFirstEvent = false
        bytes.append(phase)
        bytes.append(contentsOf: "\",\"name\":".utf8)
        string(name)
        if let category {
            bytes.append(contentsOf: ",\"cat\":\"".utf8)
            category.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(contentsOf: ",\"ts\":".utf8)
        microseconds(time)
        bytes.append(contentsOf: ",\"pid\":1".utf8)
        if let thread {
            bytes.append(contentsOf: ",\"tid\":".utf8)
            integer(thread)
        }
    }

    /// Closes the event opened last.
    mutating func close() {
        bytes.append(UInt8(ascii: "}"))
    }

    /// `,"key":` before a value.
    mutating func key(_ key: StaticString) {
        bytes.append(contentsOf: ",\"".utf8)
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: "\":".utf8)
    }

    /// `{` opening an object value; its first key is written with ``firstKey(_:)``.
    mutating func openObject() { bytes.append(UInt8(ascii: "{")) }
    mutating func closeObject() { bytes.append(UInt8(ascii: "}")) }

    /// `"key":` as an object's first key.
    mutating func firstKey(_ key: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: "\":".utf8)
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A JSON string, escaped as StrictJSON's ``JSONStringLiteral`` escapes it: most names need
    /// nothing escaped and go in as their bytes, without a string made for them.
    mutating func string(_ text: String) {
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0xEF }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: JSONStringLiteral.of(text).utf8)  // 0xEF: U+FEFF's first byte, or another's
        }
    }

    mutating func integer(_ value: some BinaryInteger) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            unsigned(UInt64(Int64(value).magnitude))
        } else {
            unsigned(UInt64(value))
        }
    }

    /// Nanoseconds as microseconds: `1234.567`.
    mutating func microseconds(_ nanoseconds: UInt64) {
        unsigned(nanoseconds / 1000)
        let fraction = nanoseconds % 1000
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
    }

    /// A finite number to two decimals (a position in points); a non-finite one as 0.
    mutating func decimal(_ value: Float) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let hundredths = Int64((Double(value) * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        unsigned(magnitude / 100)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 100 / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    }

    private mutating func unsigned(_ value: UInt64) {
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits (20 needed), written backwards
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(24 - count)..<24])
        }
    }
}
