import FoundationEssentials

/// A parsed JSON value, so scripts can be validated field by field with
/// messages that say exactly which field of which event is wrong.
package enum JSONValue: Decodable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses `data`, describing a syntax error in one line.
    package static func parse(_ data: Data) throws(PlaygroundError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .script("is not valid JSON (\(Self.summary(of: error)))")
        }
    }

    private static func summary(of error: any Error) -> String {
        if case let DecodingError.dataCorrupted(context) = error {
            let underlying = (context.underlyingError as? CustomStringConvertible)?.description
            return underlying ?? context.debugDescription
        }
        return "\(error)"
    }

    /// A short name of the value's kind, for messages.
    package var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
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
