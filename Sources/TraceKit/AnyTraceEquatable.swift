/// A type-erased `Equatable` and `Sendable` value, so that items of different
/// types can be logged and matched side by side.
///
/// Two boxes are equal only when they hold values of the same type that are
/// equal by that type's `==`: `AnyTraceEquatable(1) != AnyTraceEquatable(UInt(1))`
/// and `AnyTraceEquatable("1") != AnyTraceEquatable(1)`. Boxing an
/// `AnyTraceEquatable` does not nest: it yields the same box.
///
/// The box is `Sendable` because it requires its value to be: a ``Tracer``
/// and an ``ItemLogger`` may be used from several threads, and a log holds
/// the values it was given. It is `Hashable` with a hash that agrees with `==`
/// for every type: the hash combines the value's type with the value's own
/// hash when the type is `Hashable`, and is the type alone when it is not
/// (such values are still told apart by `==`, only less quickly). The hash is
/// computed once: when a `Hashable` value is first hashed or compared, when
/// the value is boxed otherwise.
///
/// `description` is the boxed value's `description`, except that the
/// elements of any `Dictionary` or `Set` inside it are listed in sorted
/// order: Swift seeds hashing per process, so their natural order would
/// change every run and reports would differ between identical runs.
///
/// ```swift
/// let items: [AnyTraceEquatable] = [AnyTraceEquatable("sign-up"), AnyTraceEquatable(42)]
/// items[1] == AnyTraceEquatable(42)           // true
/// items[1].value(as: Int.self)                // Optional(42)
/// ```
public struct AnyTraceEquatable: Sendable {
    @usableFromInline let box: _AnyTraceBox

    // MARK: - Creating a box

    /// Boxes `value`.
    ///
    /// ```swift
    /// let item = AnyTraceEquatable(Event.signedUp)
    /// ```
    public init<Value: Equatable & Sendable>(_ value: Value) {
        if Value.self == AnyTraceEquatable.self {
            self = value as! AnyTraceEquatable
        } else {
            // Hashed first, then moved into its box: hashed as an argument beside it, the
            // value was copied (a retain and a release for each of its references).
            let hash = _traceHash(of: value)
            box = _ConcreteTraceBox(value, precomputedHash: hash)
        }
    }

    /// Boxes a `Hashable` value, hashing it without a dynamic cast.
    ///
    /// Inlinable, so the box is made for the value's own type where it is called, and the value
    /// moved into it.
    ///
    /// ```swift
    /// let item = AnyTraceEquatable("sign-up")
    /// ```
    @inlinable
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if Value.self == AnyTraceEquatable.self {
            self = value as! AnyTraceEquatable
        } else {
            box = _HashableTraceBox(value)
        }
    }

    /// Boxes `value`, moved in: for a sibling module's hot path (the runtime's events, boxed by the
    /// tens of thousands a frame), where the public initialiser's copy of a large value cost a
    /// retain and a release of each of its references.
    @inlinable
    package init<Value: Hashable & Sendable>(moving value: consuming Value) {
        if Value.self == AnyTraceEquatable.self {
            self = value as! AnyTraceEquatable
        } else {
            box = _HashableTraceBox(value)
        }
    }

    // MARK: - Reading the value

    /// The boxed value.
    ///
    /// ```swift
    /// if let event = item.base as? Event { print("an event: \(event)") }
    /// ```
    package var base: any Equatable & Sendable { box.base }

    /// The boxed value as a `T`, or `nil` if it holds another type.
    ///
    /// ```swift
    /// AnyTraceEquatable(42).value(as: Int.self)   // 42
    /// AnyTraceEquatable(42).value(as: UInt.self)  // nil
    /// ```
    public func value<T>(as type: T.Type) -> T? {
        guard box.typeID == ObjectIdentifier(T.self) else { return nil }
        return box.base as? T
    }

    /// The boxed value as a `T`, or `nil` if it holds another type; for
    /// `Equatable & Sendable` types this needs no dynamic cast, which keeps
    /// predicates cheap.
    ///
    /// ```swift
    /// AnyTraceEquatable(Event.one).value(as: Event.self)  // .one
    /// ```
    public func value<T: Equatable & Sendable>(as type: T.Type) -> T? {
        guard box.typeID == ObjectIdentifier(T.self) else { return nil }
        // Same typeID means the box is a _ConcreteTraceBox<T>.
        return unsafeDowncast(box, to: _ConcreteTraceBox<T>.self).value
    }

    /// `read` applied to the boxed value as a `T`, read where it is kept (not copied out of
    /// its box), or `nil` if it holds another type: for readers of every log entry that need
    /// one or two of a value's fields.
    package func withValue<T: Equatable & Sendable, R>(as type: T.Type, _ read: (T) -> R) -> R? {
        guard box.typeID == ObjectIdentifier(T.self) else { return nil }
        return read(unsafeDowncast(box, to: _ConcreteTraceBox<T>.self).value)
    }

    /// The type of the boxed value.
    ///
    /// ```swift
    /// AnyTraceEquatable(42).valueType == Int.self  // true
    /// ```
    public var valueType: Any.Type { type(of: box.base) }
}

// MARK: - Equatable and Hashable

extension AnyTraceEquatable: Hashable {
    /// Whether both boxes hold values of the same type that are equal.
    public static func == (lhs: AnyTraceEquatable, rhs: AnyTraceEquatable) -> Bool {
        guard lhs.box.typeID == rhs.box.typeID else { return false }
        // Hashes already known tell most unequal values apart at once; none is computed for it.
        if let left = lhs.box.knownHash, let right = rhs.box.knownHash, left != right { return false }
        return lhs.box.isEqual(toSameType: rhs.box)
    }

    /// Feeds the box's hash (computed once), which agrees with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.traceHash)
    }
}

// MARK: - Descriptions

extension AnyTraceEquatable: CustomStringConvertible, CustomDebugStringConvertible {
    /// The boxed value's `description`, with dictionaries and sets sorted.
    public var description: String { box.description }

    /// The boxed value's `debugDescription`, with dictionaries and sets sorted.
    public var debugDescription: String { box.debugDescription }
}

// MARK: - Literals

extension AnyTraceEquatable: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// Boxes a `String`, so properties read `["screen": "settings"]`.
    public init(stringLiteral value: String) { self.init(value) }

    /// Boxes an `Int`, so properties read `["count": 3]`.
    public init(integerLiteral value: Int) { self.init(value) }

    /// Boxes a `Bool`, so properties read `["isActive": true]`.
    public init(booleanLiteral value: Bool) { self.init(value) }
}
