import StrictJSON

/// Everything that can go wrong when running the playground, each with one
/// clear line that names the problem.
///
/// The `playground` command prints ``description`` and exits with a non-zero
/// status; nothing is written partially or silently.
///
/// ```swift
/// do { _ = try InputScript(contentsOfFile: "drag.json") }
/// catch { print(error) }   // "drag.json: event 3: unknown type \"pointerDwn\""
/// ```
public enum PlaygroundError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A script could not be read or is not a valid script; the text names the file and the spot.
    case script(String)
    /// A file or folder could not be read or written.
    case file(String)
    /// The arguments ask for something impossible (a capture beyond the last frame…).
    case usage(String)
    /// The window or renderer could not be opened or used.
    case display(String)

    /// The message, always one line: control characters and line separators
    /// that came from input (a field name, a path) are shown escaped (`\n`).
    public var description: String {
        switch self {
        case let .script(message), let .file(message), let .usage(message), let .display(message):
            Self.oneLine(message)
        }
    }

    /// `text` with every control character and line separator escaped, so it prints on one line.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreaking) else { return text }
        return ScalarEscape.apply(text) { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where isLineBreaking(scalar): ScalarEscape.swiftHex(scalar)
            default: nil
            }
        }
    }

    private static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// A piece of input (a field name, a type, a file name) for a message: in quotes,
    /// cut after 64 characters, so a message stays short whatever the input held.
    /// (The rule is StrictJSON's, so the reader's syntax errors quote input alike.)
    package static func quoted(_ text: some StringProtocol) -> String {
        JSONQuoting.quoted(text)
    }

    /// `text` cut after 64 characters, saying how long it was.
    package static func shortened(_ text: some StringProtocol) -> String {
        JSONQuoting.shortened(text)
    }
}
