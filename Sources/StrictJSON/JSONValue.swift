import FoundationEssentials

/// A parsed JSON value: what ``JSONParser`` reads, for readers that check
/// field by field and say exactly which field of which item is wrong.
///
/// ```swift
/// let value = try JSONParser.parse(Data(#"{"frame": 3}"#.utf8))
/// if case let .object(fields) = value, case let .number(frame)? = fields["frame"] { print(frame) }   // 3.0
/// ```
package enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

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
