import Synchronization

/// A rule that accepts logged items, for trace slots that match by predicate.
///
/// Make a matcher a small `Equatable` value describing what it accepts (a
/// target name, a kind), so that two slots built from equal rules are equal
/// and a report can print the rule. A matcher is called on whichever thread
/// logs an item, outside the tracer's lock, so it must be pure and quick.
///
/// ```swift
/// struct LongerThan: TraceMatcher {
///     var seconds: Double
///     var description: String { "any press longer than \(seconds)s" }
///     func matches(_ item: TraceItem) -> Bool {
///         (item.itemToMatch.value(as: Press.self)?.duration ?? 0) > seconds
///     }
/// }
/// let slot = TraceItem(type: "press", matching: LongerThan(seconds: 1))
/// ```
public protocol TraceMatcher: Equatable, Sendable, CustomStringConvertible {
    /// Whether `item`, as logged, satisfies this rule.
    func matches(_ item: TraceItem) -> Bool
}

// MARK: - Identity for closure predicates

/// Stands in for a closure predicate inside `itemToMatch`: equal only to its
/// own copies (a unique number), described by the text given with the closure.
struct _ClosureIdentity: Hashable, Sendable, CustomStringConvertible {
    private static let counter = Atomic<Int>(0)

    let id: Int
    let description: String

    init(description: String) {
        self.id = Self.counter.add(1, ordering: .relaxed).newValue
        self.description = description
    }
}
