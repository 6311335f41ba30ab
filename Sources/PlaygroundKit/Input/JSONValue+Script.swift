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

    /// Fails on the first field (in sorted order) not in `allowed`, which catches typos.
    package func rejectUnknownFields(allowing allowed: Set<String>) throws(PlaygroundError) {
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw .script("\(location): unknown field \(PlaygroundError.quoted(unknown))")
        }
    }

    package func number(_ key: String) throws(PlaygroundError) -> Double {
        guard let value = try optionalNumber(key) else { throw .script("\(location): missing \"\(key)\"") }
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

    package func integer(_ key: String) throws(PlaygroundError) -> Int {
        guard let value = try optionalInteger(key) else { throw .script("\(location): missing \"\(key)\"") }
        return value
    }

    package func optionalInteger(_ key: String) throws(PlaygroundError) -> Int? {
        guard let value = try optionalNumber(key) else { return nil }
        guard value.rounded() == value, abs(value) < 1e15 else {
            throw .script("\(location): \"\(key)\" must be a whole number, got \(value)")
        }
        return Int(value)
    }

    package func string(_ key: String) throws(PlaygroundError) -> String {
        guard let value = try optionalString(key) else { throw .script("\(location): missing \"\(key)\"") }
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
