/// A file that could not be written, and why.
public struct WriteFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Why, in a few words: `no such file or directory`, `permission denied`.
    public var reason: String

    /// A failure to write `path`, for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
