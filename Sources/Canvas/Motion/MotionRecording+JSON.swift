import FoundationEssentials
import MotionMath
import StrictJSON

// MARK: - The golden's JSON

extension MotionRecording {
    /// The format name a motion golden's JSON carries.
    public static let format = "motion-golden"
    /// The version of the JSON this module writes (and the newest it reads).
    public static let version = 1

    /// The recording as JSON text: keys in a fixed order, one line per frame
    /// of each track, each number the shortest text that reads back to the
    /// same bits (`-0` for negative zero; `"nan"`, `"inf"` and `"-inf"` as
    /// strings, which JSON has no numbers for). The same recording always
    /// gives the same text.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// try motion.jsonText().write(toFile: "settles.motion.json", atomically: true, encoding: .utf8)
    /// ```
    public func jsonText() -> String {
        var text = "{\n"
        text += "  \"format\": \(Self.quoted(Self.format)),\n"
        text += "  \"version\": \(Self.version),\n"
        text += "  \"source\": \(Self.quoted(source)),\n"
        text += "  \"firstFrame\": \(firstFrame),\n"
        text += "  \"tracks\": ["
        for (index, track) in tracks.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\n      \"name\": \(Self.quoted(track.name)),\n"
            text += "      \"properties\": [" + track.properties.map { Self.quoted($0.rawValue) }.joined(separator: ", ") + "],\n"
            text += "      \"frames\": ["
            for (row, values) in track.rows.enumerated() {
                text += row == 0 ? "\n        {" : ",\n        {"
                text += "\"frame\": \(firstFrame + row)"
                for (property, value) in zip(track.properties, values) {
                    text += ", \(Self.quoted(property.rawValue)): \(Self.number(value))"
                }
                text += "}"
            }
            text += track.rows.isEmpty ? "]\n    }" : "\n      ]\n    }"
        }
        text += tracks.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// `value` as the golden writes it: the shortest decimal that reads back to the same bits.
    ///
    /// ```swift
    /// MotionRecording.number(-0.0)   // "-0"
    /// MotionRecording.number(0.1)    // "0.1"
    /// ```
    public static func number(_ value: Double) -> String {
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        if value.isNaN { return "\"nan\"" }
        if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
        return DecimalText.shortest(value)
    }

    /// Reads a recording from its JSON, strictly: a syntax error says its line
    /// and column, a missing or extra field says which track and frame.
    ///
    /// ```swift
    /// let golden = try MotionRecording(json: Array(text.utf8))
    /// ```
    public init(json: [UInt8]) throws(MotionRecordingError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Data(json))
        } catch {
            throw MotionRecordingError(error.description)
        }
        let reader = _MotionJSONReader()
        self = try reader.recording(from: value)
    }

    static func quoted(_ text: String) -> String {
        JSONStringLiteral.of(text)
    }
}

/// Why a motion golden's JSON could not be read: where, and what was wrong.
public struct MotionRecordingError: Error, Hashable, CustomStringConvertible {
    /// The problem, with its line and column or the field it is in.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
