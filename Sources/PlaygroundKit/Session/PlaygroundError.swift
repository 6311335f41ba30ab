/// Everything that can go wrong when running the playground, each with one
/// clear line that names the problem.
///
/// The `playground` command prints ``description`` and exits with a non-zero
/// status; nothing is written partially or silently.
///
/// ```swift
/// do { try InputScript(contentsOf: "drag.json") }
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

    public var description: String {
        switch self {
        case let .script(message), let .file(message), let .usage(message), let .display(message):
            message
        }
    }
}
