/// Why a ``Trace`` could not be created.
///
/// ```swift
/// do {
///     let trace = try Trace(name: "Empty", itemsToMatch: [])
/// } catch {
///     print(error)  // Trace "Empty" has no items to match; give it at least one.
/// }
/// ```
public enum TraceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The trace's `itemsToMatch` is empty, so it could never pass.
    case emptyItemsToMatch(traceName: String)
    /// The time limit is not a finite number of seconds greater than zero.
    case invalidTimeLimit(traceName: String, timeLimit: Double)
    /// The same item is both expected and forbidden, so the trace could never pass.
    case itemBothExpectedAndForbidden(traceName: String, item: String)

    /// A sentence that says what is wrong and how to fix it.
    public var description: String {
        switch self {
        case let .emptyItemsToMatch(name):
            "Trace \"\(name)\" has no items to match; give it at least one."
        case let .invalidTimeLimit(name, limit):
            "Trace \"\(name)\" has time limit \(limit); it must be a finite number of seconds greater than 0, or nil."
        case let .itemBothExpectedAndForbidden(name, item):
            "Trace \"\(name)\" both expects and forbids \(item); it could never pass."
        }
    }
}
