import Synchronization

// MARK: - The type-erased storage behind AnyTraceEquatable

/// The abstract box that ``AnyTraceEquatable`` holds.
///
/// A class, not an existential, so that equality is one virtual call plus a
/// downcast that cannot fail (two boxes with the same `typeID` are instances
/// of the same generic subclass), and so that the hash is computed at most once,
/// instead of on every dictionary lookup.
///
/// `@unchecked Sendable` because the compiler cannot check a non-final class:
/// every stored property is an immutable `let` of a `Sendable` type (the hash's
/// cache an atomic), and the subclasses store a `Sendable` value in a `let`.
@usableFromInline
class _AnyTraceBox: @unchecked Sendable {
    /// The identity of the boxed value's dynamic type.
    let typeID: ObjectIdentifier
    /// The hash once known, else ``unhashed``. A `Hashable` value is hashed the first time
    /// someone asks (a tracer's lookup, a set): most boxes are only logged and described, and
    /// hashing a runtime event's names cost about 250 instructions an event. Two threads that
    /// ask at once both compute the same hash, so relaxed loads and stores suffice.
    private let hashCache: Atomic<Int>

    /// The cache's "not computed yet"; a hash equal to it is stored one above.
    private static var unhashed: Int { .min }

    /// A box whose hash is known now.
    @usableFromInline
    init(typeID: ObjectIdentifier, precomputedHash: Int) {
        self.typeID = typeID
        hashCache = Atomic(Self.cacheable(precomputedHash))
    }

    /// A box that computes its hash when first asked, with ``computeHash()``.
    @usableFromInline
    init(unhashedTypeID typeID: ObjectIdentifier) {
        self.typeID = typeID
        hashCache = Atomic(Self.unhashed)
    }

    /// A hash that agrees with `==`: the type, plus the value's own hash when
    /// its type is `Hashable`.
    final var traceHash: Int {
        let cached = hashCache.load(ordering: .relaxed)
        if cached != Self.unhashed { return cached }
        let hash = Self.cacheable(computeHash())
        hashCache.store(hash, ordering: .relaxed)
        return hash
    }

    /// The hash if it has been computed.
    final var knownHash: Int? {
        let cached = hashCache.load(ordering: .relaxed)
        return cached == Self.unhashed ? nil : cached
    }

    /// The hash of a box made by ``init(unhashedTypeID:)``.
    func computeHash() -> Int {
        fatalError("_AnyTraceBox: a box made unhashed must compute its hash")
    }

    private static func cacheable(_ hash: Int) -> Int {
        hash == unhashed ? unhashed &+ 1 : hash
    }

    /// Whether `other` holds an equal value. Callers check `typeID` first.
    func isEqual(toSameType other: _AnyTraceBox) -> Bool {
        fatalError("_AnyTraceBox is abstract")
    }

    /// The boxed value, as an existential.
    var base: any Equatable & Sendable {
        fatalError("_AnyTraceBox is abstract")
    }

    /// `String(describing:)` of the boxed value, with dictionaries and sets sorted.
    var description: String {
        fatalError("_AnyTraceBox is abstract")
    }

    /// `String(reflecting:)` of the boxed value, with dictionaries and sets sorted.
    var debugDescription: String {
        fatalError("_AnyTraceBox is abstract")
    }
}

/// A box of a value of a known type, hashed when boxed (its type only known to be `Equatable`).
/// Made by an inlinable initialiser of ``AnyTraceEquatable``, so a module that boxes its own
/// values makes it specialised, the value moved in (unspecialised, each value was copied through
/// its type's witnesses, then destroyed).
@usableFromInline
class _ConcreteTraceBox<Value: Equatable & Sendable>: _AnyTraceBox, @unchecked Sendable {
    let value: Value

    @usableFromInline
    init(_ value: consuming Value, precomputedHash: Int) {
        self.value = value
        super.init(typeID: ObjectIdentifier(Value.self), precomputedHash: precomputedHash)
    }

    /// A box hashed when first asked (see ``_HashableTraceBox``).
    @usableFromInline
    init(unhashed value: consuming Value) {
        self.value = value
        super.init(unhashedTypeID: ObjectIdentifier(Value.self))
    }

    override func isEqual(toSameType other: _AnyTraceBox) -> Bool {
        // Same typeID means same Value, hence same subclass: the downcast is safe.
        unsafeDowncast(other, to: _ConcreteTraceBox<Value>.self).value == value
    }

    override var base: any Equatable & Sendable { value }
    // Dictionaries and sets inside the value are listed sorted, so reports are byte-identical across processes.
    override var description: String { _StableDescription.of(value, debug: false) }
    override var debugDescription: String { _StableDescription.of(value, debug: true) }
}

/// A box of a `Hashable` value, hashed the first time someone asks. A subclass of the plain box,
/// so reading the value (`unsafeDowncast` to `_ConcreteTraceBox<T>` once the type matches) is
/// the same for both.
@usableFromInline
final class _HashableTraceBox<Value: Hashable & Sendable>: _ConcreteTraceBox<Value>, @unchecked Sendable {
    @usableFromInline
    init(_ value: consuming Value) {
        super.init(unhashed: value)
    }

    override func computeHash() -> Int { _traceHash(ofHashable: value) }
}

// MARK: - Hashing helpers

/// The hash of a value whose type is only known to be `Equatable`: the
/// value's own hash when it turns out to be `Hashable`, else the type alone
/// (still consistent with `==`, merely less discriminating).
@inline(__always)
func _traceHash<Value: Equatable>(of value: Value) -> Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(Value.self))
    if let hashable = value as? any Hashable {
        _combine(hashable, into: &hasher)
    }
    return hasher.finalize()
}

/// The hash of a `Hashable` value, without the dynamic cast.
@inlinable
func _traceHash<Value: Hashable>(ofHashable value: borrowing Value) -> Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(Value.self))
    hasher.combine(value)
    return hasher.finalize()
}

/// Opens the existential so the concrete `hash(into:)` is used.
private func _combine<H: Hashable>(_ value: H, into hasher: inout Hasher) {
    hasher.combine(value)
}
