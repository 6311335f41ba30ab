// MARK: - The type-erased storage behind AnyTraceEquatable

/// The abstract box that ``AnyTraceEquatable`` holds.
///
/// A class, not an existential, so that equality is one virtual call plus a
/// downcast that cannot fail (two boxes with the same `typeID` are instances
/// of the same generic subclass), and so that the hash is computed once, when
/// the value is boxed, instead of on every dictionary lookup.
///
/// `@unchecked Sendable` because the compiler cannot check a non-final class:
/// every stored property is an immutable `let` of a `Sendable` type, and the
/// only subclass stores a `Sendable` value in a `let`.
@usableFromInline
class _AnyTraceBox: @unchecked Sendable {
    /// The identity of the boxed value's dynamic type.
    let typeID: ObjectIdentifier
    /// A hash that agrees with `==`: the type, plus the value's own hash when
    /// its type is `Hashable`.
    let precomputedHash: Int

    @usableFromInline
    init(typeID: ObjectIdentifier, precomputedHash: Int) {
        self.typeID = typeID
        self.precomputedHash = precomputedHash
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

/// The one concrete box: a value of a known type. Made by an inlinable initialiser of
/// ``AnyTraceEquatable``, so a module that boxes its own values makes it specialised, the value
/// moved in (unspecialised, each value was copied through its type's witnesses, then destroyed).
@usableFromInline
final class _ConcreteTraceBox<Value: Equatable & Sendable>: _AnyTraceBox, @unchecked Sendable {
    let value: Value

    @usableFromInline
    init(_ value: consuming Value, precomputedHash: Int) {
        self.value = value
        super.init(typeID: ObjectIdentifier(Value.self), precomputedHash: precomputedHash)
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
