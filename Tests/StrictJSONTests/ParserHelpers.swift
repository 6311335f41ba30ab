import Foundation
import StrictJSON
import Testing

/// Parses `text` (its UTF-8 bytes), or records the error it threw.
func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    parse(bytes: Array(text.utf8))
}

/// Parses raw bytes, so a test can hand the reader what is not UTF-8.
func parse(bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
    Result { () throws(JSONSyntaxError) in try JSONParser.parse(Data(bytes)) }
}

/// The error parsing `bytes` throws; a test fails, naming what was read, when there is none.
func syntaxError(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    switch parse(bytes: bytes) {
    case .success(let value):
        Issue.record("read \(value) from \(bytes), which is not JSON", sourceLocation: sourceLocation)
        return nil
    case .failure(let error): return error
    }
}

/// The error parsing `text` throws.
func syntaxError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), sourceLocation: sourceLocation)
}
