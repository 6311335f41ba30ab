import Testing
@testable import TraceKit

@Suite("AnyTraceEquatable")
struct AnyTraceEquatableTests {
    @Test("Boxes of equal values of the same type are equal")
    func equalValues() {
        #expect(AnyTraceEquatable(42) == AnyTraceEquatable(42))
        #expect(AnyTraceEquatable("a") == AnyTraceEquatable("a"))
        #expect(AnyTraceEquatable(Unhashable(value: 1)) == AnyTraceEquatable(Unhashable(value: 1)))
        #expect(AnyTraceEquatable(42) != AnyTraceEquatable(43))
        #expect(AnyTraceEquatable(Unhashable(value: 1)) != AnyTraceEquatable(Unhashable(value: 2)))
    }

    @Test("Boxes of different types are never equal, even when the values look alike")
    func differentTypes() {
        #expect(AnyTraceEquatable(Int(1)) != AnyTraceEquatable(UInt(1)))
        #expect(AnyTraceEquatable("1") != AnyTraceEquatable(1))
        #expect(AnyTraceEquatable(1.0) != AnyTraceEquatable(1))
    }

    @Test("The description is the boxed value's description")
    func description() {
        #expect(AnyTraceEquatable(42).description == "42")
        #expect(AnyTraceEquatable("hello").description == "hello")
        #expect(AnyTraceEquatable(Event.two).description == "two")
        #expect(AnyTraceEquatable("hello").debugDescription == "\"hello\"")
    }

    @Test("The hash agrees with == for Hashable values")
    func hashForHashableValues() {
        #expect(AnyTraceEquatable(42).hashValue == AnyTraceEquatable(42).hashValue)
        let set: Set = [AnyTraceEquatable(1), AnyTraceEquatable(1), AnyTraceEquatable(UInt(1)), AnyTraceEquatable("1")]
        #expect(set.count == 3)
    }

    @Test("The hash agrees with == for values that are only Equatable")
    func hashForEquatableOnlyValues() {
        let one = AnyTraceEquatable(Unhashable(value: 1))
        #expect(one.hashValue == AnyTraceEquatable(Unhashable(value: 1)).hashValue)
        let set: Set = [one, AnyTraceEquatable(Unhashable(value: 1)), AnyTraceEquatable(Unhashable(value: 2))]
        #expect(set.count == 2)
    }

    @Test("The hash agrees with == when the description shows more than == compares")
    func hashIsNotBuiltFromTheDescription() {
        let a = AnyTraceEquatable(LooseID(id: 1, note: "first"))
        let b = AnyTraceEquatable(LooseID(id: 1, note: "second"))
        #expect(a == b)
        #expect(a.description != b.description)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
    }

    @Test("Boxing a box yields the same box rather than nesting it")
    func boxingABoxDoesNotNest() {
        let inner = AnyTraceEquatable(7)
        let outer = AnyTraceEquatable(inner)
        #expect(outer == AnyTraceEquatable(7))
        #expect(outer.value(as: Int.self) == 7)
    }

    @Test("value(as:) returns the value only for its own type")
    func typedValue() {
        let box = AnyTraceEquatable(42)
        #expect(box.value(as: Int.self) == 42)
        #expect(box.value(as: UInt.self) == nil)
        #expect(ObjectIdentifier(box.valueType) == ObjectIdentifier(Int.self))
        #expect(box.base as? Int == 42)
    }

    @Test("Literals box a String, an Int or a Bool")
    func literals() {
        let string: AnyTraceEquatable = "x"
        let int: AnyTraceEquatable = 3
        let bool: AnyTraceEquatable = true
        #expect(string == AnyTraceEquatable("x"))
        #expect(int == AnyTraceEquatable(3))
        #expect(bool == AnyTraceEquatable(true))
    }

    @Test("NaN is not equal to itself, as Double says")
    func notANumber() {
        let nan = AnyTraceEquatable(Double.nan)
        #expect(nan != nan)
    }

    @Test("A Hashable value is hashed when first asked, to the hash it would have had when boxed")
    func hashComputedWhenFirstAsked() {
        let lazy = AnyTraceEquatable("sign-up")
        #expect(lazy.box.knownHash == nil)
        // Compared before either is hashed: equality does not need the hash, nor compute it.
        #expect(lazy == AnyTraceEquatable("sign-up"))
        #expect(lazy != AnyTraceEquatable("sign-in"))
        #expect(lazy.box.knownHash == nil)
        #expect(lazy.box.traceHash == _traceHash(ofHashable: "sign-up"))
        #expect(lazy.box.knownHash == _traceHash(ofHashable: "sign-up"))
        // One hashed, the other not: still equal, and unequal values still unequal.
        #expect(lazy == AnyTraceEquatable("sign-up"))
        #expect(lazy != AnyTraceEquatable("sign-in"))
        #expect(lazy.hashValue == AnyTraceEquatable("sign-up").hashValue)
        // A value only Equatable is hashed when boxed.
        #expect(AnyTraceEquatable(Unhashable(value: 1)).box.knownHash != nil)
    }

    @Test("Threads that hash one box at once all see the same hash")
    func hashFromManyThreads() async {
        for round in 0..<50 {
            let box = AnyTraceEquatable("round \(round)")
            let hashes = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 { group.addTask { box.hashValue } }
                return await group.reduce(into: Set<Int>()) { $0.insert($1) }
            }
            #expect(hashes == [AnyTraceEquatable("round \(round)").hashValue])
        }
    }
}
