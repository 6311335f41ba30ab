import FoundationEssentials
import StrictJSON

extension JSONValue {
    /// Parses `data` (see StrictJSON's `JSONParser` for what it accepts), describing a
    /// syntax error in one line with its line and column:
    /// `is not valid JSON: line 3, column 14: expected "," or "}" after the value of "frame", found the string "type"`.
    package static func parse(_ data: Data) throws(PlaygroundError) -> JSONValue {
        do {
            return try JSONParser.parse(data)
        } catch {
            throw .script("is not valid JSON: \(error)")
        }
    }
}

/// Reads the fields of one JSON object, rejecting unknown and mistyped ones.
package struct JSONObjectReader {
    package let fields: [String: JSONValue]
    /// Where this object is, for messages: `event 3 (frame 12)`.
    package let location: String

    package init(_ value: JSONValue, location: String) throws(PlaygroundError) {
        guard case let .object(fields) = value else {
            throw .script("\(location) is \(value.kind), expected an object")
        }
        self.fields = fields
        self.location = location
    }

    /// Fails on the first field (in sorted order) not in `allowed`, which catches typos,
    /// suggesting the allowed field it is one slip from: `unknown field "tpye" (did you mean "type"?)`.
    package func rejectUnknownFields(allowing allowed: Set<String>) throws(PlaygroundError) {
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            let guess = allowed.sorted().first { Self.isSlip(unknown, of: $0) }
            let suggestion = guess.map { " (did you mean \(PlaygroundError.quoted($0))?)" } ?? ""
            throw .script("\(location): unknown field \(PlaygroundError.quoted(unknown))\(suggestion)")
        }
    }

    /// Fails on `key`, a required field the object lacks, naming a field it holds
    /// instead that is one slip from it: `missing "type" (found "tpye": did you mean "type"?)`.
    package func missing(_ key: String) -> PlaygroundError {
        if let slip = fields.keys.sorted().first(where: { Self.isSlip($0, of: key) }) {
            return .script(
                "\(location): missing \(PlaygroundError.quoted(key)) (found \(PlaygroundError.quoted(slip)): "
                    + "did you mean \(PlaygroundError.quoted(key))?)")
        }
        return .script("\(location): missing \(PlaygroundError.quoted(key))")
    }

    /// Whether `typed` is one slip from `intended`: one letter left out, added, changed,
    /// or two neighbours swapped (`tpye` for `type`), or the same but for letter case.
    /// Names of two letters or fewer are never slips of each other (`x` and `y`).
    static func isSlip(_ typed: String, of intended: String) -> Bool {
        guard typed != intended, intended.count > 2 else { return false }
        if typed.lowercased() == intended.lowercased() { return true }
        let a = Array(typed.unicodeScalars), b = Array(intended.unicodeScalars)
        guard abs(a.count - b.count) <= 1 else { return false }
        var i = 0
        while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
        // The rest after the first difference matches once one letter is changed, left out, added, or two are swapped.
        if a.count == b.count {
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        return a.count < b.count ? a[i...] == b[(i + 1)...] : a[(i + 1)...] == b[i...]
    }

    package func number(_ key: String) throws(PlaygroundError) -> Double {
        guard let value = try optionalNumber(key) else { throw missing(key) }
        return value
    }

    package func optionalNumber(_ key: String) throws(PlaygroundError) -> Double? {
        switch fields[key] {
        case nil, .null?: return nil
        case let .number(value)?:
            guard value.isFinite else { throw .script("\(location): \"\(key)\" must be a finite number") }
            return value
        case let other?: throw .script("\(location): \"\(key)\" is \(other.kind), expected a number")
        }
    }

    /// The whole number `key` holds; with `range`, one within it, or a message that says the range.
    package func integer(_ key: String, in range: ClosedRange<Int>? = nil) throws(PlaygroundError) -> Int {
        guard let value = try optionalInteger(key, in: range) else { throw missing(key) }
        return value
    }

    /// The whole number `key` holds, if any. A number with a fraction is refused as not
    /// whole; a whole one outside `range` (or beyond ±``largestInteger`` without one) as
    /// out of range, saying the limit: `"frames" must be between 1 and 2160000, got 1e+20`.
    package func optionalInteger(_ key: String, in range: ClosedRange<Int>? = nil) throws(PlaygroundError) -> Int? {
        guard let value = try optionalNumber(key) else { return nil }
        guard value.rounded() == value else {
            throw .script("\(location): \"\(key)\" must be a whole number, got \(value)")
        }
        let limit = Double(Self.largestInteger)
        if let range {
            guard value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
                throw .script(
                    "\(location): \"\(key)\" must be between \(range.lowerBound) and \(range.upperBound), got \(Self.whole(value))")
            }
        } else if abs(value) > limit {
            throw .script(
                "\(location): \"\(key)\" is too large, \(value): a whole number here is at most ±\(Self.largestInteger)")
        }
        return Int(value)
    }

    /// The largest whole number a field holds without a range of its own: 10^15 − 1,
    /// below 2^53, so every whole number up to it is exact as a `Double`.
    package static let largestInteger = 999_999_999_999_999

    /// A whole number as written without a fraction when it fits an `Int` exactly, else as Swift writes a `Double` (`1e+20`).
    static func whole(_ value: Double) -> String {
        abs(value) <= Double(largestInteger) ? String(Int(value)) : String(value)
    }

    package func string(_ key: String) throws(PlaygroundError) -> String {
        guard let value = try optionalString(key) else { throw missing(key) }
        return value
    }

    package func optionalString(_ key: String) throws(PlaygroundError) -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case let .string(value)?: return value
        case let other?: throw .script("\(location): \"\(key)\" is \(other.kind), expected a string")
        }
    }

    package func bool(_ key: String, default defaultValue: Bool) throws(PlaygroundError) -> Bool {
        switch fields[key] {
        case nil, .null?: return defaultValue
        case let .bool(value)?: return value
        case let other?: throw .script("\(location): \"\(key)\" is \(other.kind), expected true or false")
        }
    }
}
