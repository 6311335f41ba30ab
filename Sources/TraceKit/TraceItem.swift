/// One thing to log, or one thing a ``Trace`` expects: a display type, a value
/// to match, and an optional hint for a person running the trace by hand.
///
/// Two items are equal when their `type` and `itemToMatch` are equal; the
/// `uxFlowHint` is for people and never takes part in matching. The hash
/// agrees with `==` for every boxed type (it combines `type` with
/// ``AnyTraceEquatable``'s hash), so items can key a dictionary, which is how
/// a ``Tracer`` finds the slot for a logged item in constant time.
///
/// An item in a trace may also match by predicate instead of by value (see
/// ``init(type:matching:uxFlowHint:)`` and ``init(type:described:uxFlowHint:where:)``):
/// such an item accepts every logged item its predicate accepts.
///
/// ```swift
/// enum Event: String, Sendable { case one, two }
///
/// let item = TraceItem(type: "event", itemToMatch: AnyTraceEquatable(Event.one),
///                      uxFlowHint: "Press the 'Fire event 1' button")
/// tracer.log(item: item)
/// ```
public struct TraceItem: Sendable {
    /// A display string for the kind of item, such as `event` or `user property`.
    public let type: String

    /// The value to match (or, for a predicate item, the matcher that stands for it).
    public let itemToMatch: AnyTraceEquatable

    /// What a person should do to make this item happen, e.g. "Tap the sign-up button".
    public let uxFlowHint: String?

    /// The predicate of a predicate item; `nil` for an item matched by value.
    let predicate: (@Sendable (TraceItem) -> Bool)?

    /// `type` and `itemToMatch` hashed once, when the item is made: a tracer
    /// looks every logged item up by hash, and items are often logged many times.
    let precomputedHash: Int

    // MARK: - Creating items

    /// Creates an item matched by value.
    ///
    /// ```swift
    /// let answer = TraceItem(type: "The answer", itemToMatch: AnyTraceEquatable(42))
    /// ```
    public init(type: String, itemToMatch: AnyTraceEquatable, uxFlowHint: String? = nil) {
        self.type = type
        self.itemToMatch = itemToMatch
        self.uxFlowHint = uxFlowHint
        self.predicate = nil
        self.precomputedHash = Self.hash(type, itemToMatch)
    }

    /// Creates an item that a trace matches with `matcher`, so one slot can
    /// accept many different logged items.
    ///
    /// The matcher is the item's `itemToMatch`, so two predicate items made
    /// from equal matchers are equal, and the matcher's description is what
    /// reports show.
    ///
    /// ```swift
    /// let anyLongPress = TraceItem(type: "gesture", matching: LongerThan(seconds: 1))
    /// ```
    public init<Matcher: TraceMatcher>(type: String, matching matcher: Matcher, uxFlowHint: String? = nil) {
        self.type = type
        self.itemToMatch = AnyTraceEquatable(matcher)
        self.uxFlowHint = uxFlowHint
        self.predicate = { matcher.matches($0) }
        self.precomputedHash = Self.hash(type, itemToMatch)
    }

    /// Creates an item that a trace matches with a closure.
    ///
    /// `description` is what reports show for the slot. A closure cannot be
    /// compared, so this item is equal only to its own copies.
    ///
    /// ```swift
    /// let anyError = TraceItem(type: "error", described: "any error") { $0.type == "error" }
    /// ```
    public init(
        type: String,
        described description: String,
        uxFlowHint: String? = nil,
        where predicate: @escaping @Sendable (TraceItem) -> Bool
    ) {
        self.type = type
        self.itemToMatch = AnyTraceEquatable(_ClosureIdentity(description: description))
        self.uxFlowHint = uxFlowHint
        self.predicate = predicate
        self.precomputedHash = Self.hash(type, itemToMatch)
    }

    // MARK: - Matching

    /// Whether this item matches by predicate rather than by value.
    public var isPredicate: Bool { predicate != nil }

    /// Whether a trace slot holding this item accepts `logged`: by its
    /// predicate for a predicate item, else by `==`.
    ///
    /// ```swift
    /// expected.matches(TraceItem(type: "event", itemToMatch: AnyTraceEquatable(Event.one)))
    /// ```
    public func matches(_ logged: TraceItem) -> Bool {
        if let predicate { return predicate(logged) }
        return self == logged
    }
}

// MARK: - Equatable and Hashable

extension TraceItem: Hashable {
    /// Equal when `type` and `itemToMatch` are equal (and both match the same
    /// way); the hint is ignored.
    public static func == (lhs: TraceItem, rhs: TraceItem) -> Bool {
        lhs.precomputedHash == rhs.precomputedHash
            && lhs.type == rhs.type && lhs.itemToMatch == rhs.itemToMatch
            && (lhs.predicate == nil) == (rhs.predicate == nil)
    }

    /// Hashes `type` and `itemToMatch` (precomputed), which agrees with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(precomputedHash)
    }

    private static func hash(_ type: String, _ itemToMatch: AnyTraceEquatable) -> Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(itemToMatch)
        return hasher.finalize()
    }
}

// MARK: - Description

extension TraceItem: CustomStringConvertible {
    /// `type: value`, e.g. `event: one`.
    public var description: String { "\(type): \(itemToMatch)" }
}
