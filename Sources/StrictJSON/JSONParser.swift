import FoundationEssentials

/// Reads JSON text into a ``JSONValue``, strictly as RFC 8259 defines it,
/// and says where and why when the text is not JSON.
///
/// Foundation's `JSONDecoder` on Linux reports every syntax error as "The
/// given data was not valid JSON." and lets trailing commas through. Scripts
/// are written by hand too, so this reader names the spot and what it wanted:
///
/// ```swift
/// import Foundation
///
/// try JSONParser.parse(Data(#"{"frame": 3 "type": "quit"}"#.utf8))
/// // throws: line 1, column 13: expected "," or "}" after the value of "frame", found the string "type"
/// ```
///
/// It refuses, each with its line and column: a trailing comma (`[1, 2,]`,
/// `{"a": 1,}`: JSON has none, and Python's `json` and `jq` refuse them too,
/// so a script that loads here loads everywhere); a field given twice in one
/// object (which of the two counts is anyone's guess); text that is not UTF-8
/// (a UTF-8 byte order mark is skipped); numbers a `Double` cannot hold;
/// nesting deeper than ``maximumDepth``; anything after the value. It reads
/// iteratively, so no input can exhaust the stack.
package struct JSONParser {
    /// How deep arrays and objects may nest.
    package static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// Parses `data`, which must hold exactly one JSON value.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.assumingMemoryBound(to: UInt8.self))
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - The document and its containers

    /// An array or object being read, outermost first on the stack.
    struct Container {
        var isObject: Bool
        var openedAt: Int
        var elements: [JSONValue] = []
        var fields: [String: JSONValue] = [:]
        /// The field whose value comes next (objects).
        var key = ""
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        try checkEncoding()
        var stack: [Container] = []
        skipWhitespace()
        if index == bytes.count {
            throw error("expected a JSON value, found the end of the file (it is empty)", at: index)
        }
        while true {
            // A value starts here; containers are pushed and read on the next turn.
            skipWhitespace()
            var value: JSONValue
            switch peek {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = peek == UInt8(ascii: "{")
                guard stack.count < Self.maximumDepth else {
                    throw error("arrays and objects nest deeper than \(Self.maximumDepth) here", at: index)
                }
                var container = Container(isObject: isObject, openedAt: index)
                index += 1
                skipWhitespace()
                if peek == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    if isObject { try readKey(into: &container) }
                    stack.append(container)
                    continue
                }
            default:
                value = try parseScalar(after: stack.last)
            }
            // The value is whole: hand it to its container, closing each container it completes.
            while true {
                guard var container = stack.popLast() else {
                    skipWhitespace()
                    guard index == bytes.count else {
                        throw error("expected the end of the file after the JSON value, found \(try found())", at: index)
                    }
                    return value
                }
                if container.isObject {
                    container.fields[container.key] = value
                } else {
                    container.elements.append(value)
                }
                skipWhitespace()
                let closing = UInt8(ascii: container.isObject ? "}" : "]")
                if peek == UInt8(ascii: ",") {
                    let comma = index
                    index += 1
                    skipWhitespace()
                    if peek == closing {
                        throw error(
                            "a comma before \"\(Character(Unicode.Scalar(closing)))\": JSON allows no trailing comma (remove it)", at: comma)
                    }
                    if container.isObject { try readKey(into: &container) }
                    stack.append(container)
                    break
                }
                guard peek == closing else {
                    let expected = container.isObject ? "\",\" or \"}\"" : "\",\" or \"]\""
                    let what = try found()
                    // A bare word here usually means a string's quotes do not pair up.
                    let hint = JSONSyntaxError.isWordByte(peek) && !isDigit(peek) ? " (is a quote missing?)" : ""
                    throw error("expected \(expected) after \(describeLast(of: container)), found \(what)\(hint)\(unclosed(container))", at: index)
                }
                index += 1
                value = container.isObject ? .object(container.fields) : .array(container.elements)
            }
        }
    }

    /// Reads `"name":` inside an object, refusing a name the object already has.
    mutating func readKey(into container: inout Container) throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else {
            throw error("expected a field name in double quotes, found \(try found())\(punctuationHint)\(unclosed(container))", at: index)
        }
        let offset = index
        let key = try parseString()
        if container.fields[key] != nil {
            throw error("the field \(JSONQuoting.quoted(key)) appears twice in this object", at: offset)
        }
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else {
            throw error("expected \":\" after the field name \(JSONQuoting.quoted(key)), found \(try found())", at: index)
        }
        index += 1
        container.key = key
    }

    /// "the value of "frame"" or "element 3 of the array", for messages.
    func describeLast(of container: Container) -> String {
        container.isObject ? "the value of \(JSONQuoting.quoted(container.key))" : "element \(container.elements.count) of the array"
    }

    /// At the end of the file, where the unclosed container began.
    func unclosed(_ container: Container) -> String {
        guard index == bytes.count else { return "" }
        let opening = JSONSyntaxError("", at: container.openedAt, in: bytes)
        let kind = container.isObject ? "object" : "array"
        return " (the \(kind) opened at line \(opening.line), column \(opening.column) is not closed)"
    }
}
