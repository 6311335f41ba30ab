/// Extra facts logged with an item, in a stable order.
///
/// Properties keep the order they were written in, so logs and CSV columns
/// read the same on every run (a `Dictionary` would shuffle them). Built from
/// a `Dictionary`, they are sorted by key for the same reason.
///
/// ```swift
/// logger.log(genericItem: AnyTraceEquatable(event),
///            properties: ["kind": "didStartToken", "target": "Box#1"])
/// ```
public struct LoggedItemProperties: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The key–value pairs, in order.
    public private(set) var pairs: [(key: String, value: AnyTraceEquatable)]

    /// Properties in literal order. A repeated key keeps its first position and its last value.
    public init(dictionaryLiteral elements: (String, AnyTraceEquatable)...) {
        pairs = []
        for (key, value) in elements { self[key] = value }
    }

    /// Properties from a dictionary, sorted by key.
    ///
    /// ```swift
    /// let properties = LoggedItemProperties(["b": 2, "a": 1])  // a, b
    /// ```
    public init(_ dictionary: [String: AnyTraceEquatable]) {
        pairs = dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// The keys, in order.
    public var keys: [String] { pairs.map(\.key) }

    /// Whether there are no properties.
    public var isEmpty: Bool { pairs.isEmpty }

    /// The value for `key`; setting a new key appends it, setting `nil` removes it.
    ///
    /// ```swift
    /// properties["target"]?.value(as: String.self)
    /// ```
    public subscript(key: String) -> AnyTraceEquatable? {
        get { pairs.first { $0.key == key }?.value }
        set {
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
        }
    }

    // MARK: - Equatable and Hashable (tuples are neither)

    /// Equal when they hold the same pairs in the same order.
    public static func == (lhs: LoggedItemProperties, rhs: LoggedItemProperties) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes the pairs in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.count)
        for pair in pairs {
            hasher.combine(pair.key)
            hasher.combine(pair.value)
        }
    }
}

extension LoggedItemProperties: CustomStringConvertible {
    /// `{kind: didStartToken, target: Box#1}`.
    public var description: String {
        "{" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
}
