/// A short message for the person at the window: a file saved, or a write that failed.
public struct Notice: Sendable, Hashable, CustomStringConvertible {
    /// What happened, with the path.
    public var text: String
    /// Whether something went wrong.
    package var isError: Bool

    /// Creates a notice.
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }

    public var description: String { text }
}
