/// A widget's identity from one pass to the next: a name, and an index for
/// the widgets one loop makes.
///
/// The context remembers which widget holds the pointer, which one the
/// pointer hovers and which texts it has made by this identity, so it must
/// be the same every time the build function makes the same widget, and
/// differ between widgets of one build. Names are dotted paths by
/// convention (`"log.clear"`, `"tune.slider"`), as Dear ImGui's labels are;
/// tests find a widget by the same name (see ``WidgetContext/frame(of:_:)``).
/// Making one hashes the name's bytes: it allocates nothing.
///
/// ```swift
/// let clear: WidgetID = "log.clear"
/// let chip = WidgetID("log.kind", 3)        // the fourth kind chip
/// chip == WidgetID("log.kind", 3)            // true, on every pass
/// ```
package struct WidgetID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name it was made from.
    package let name: StaticString
    /// The index among widgets of the same name (or among a parent's children).
    package let index: Int
    /// The hash of the name and index that identifies it.
    package let rawValue: UInt64

    /// The widget `name`, or the `index`th of that name.
    package init(_ name: StaticString, _ index: Int = 0) {
        // FNV-1a over the name, then the index: stable across runs and machines.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        name.withUTF8Buffer { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.prime }
        }
        self.init(name: name, index: index, rawValue: Self.mix(hash, index))
    }

    private init(name: StaticString, index: Int, rawValue: UInt64) {
        self.name = name
        self.index = index
        self.rawValue = rawValue
    }

    /// The widget named by a string literal.
    package init(stringLiteral name: StaticString) {
        self.init(name)
    }

    /// The `index`th widget under this one (a chip of a row of chips, a tab of a tab bar).
    package func child(_ index: Int) -> WidgetID {
        WidgetID(name: name, index: index, rawValue: Self.mix(rawValue ^ 0x9E37_79B9_7F4A_7C15, index))
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// `hash` with `index`'s eight bytes folded in.
    private static func mix(_ hash: UInt64, _ index: Int) -> UInt64 {
        var hash = hash, bits = UInt64(bitPattern: Int64(index))
        for _ in 0..<8 {
            hash = (hash ^ (bits & 0xFF)) &* prime
            bits >>= 8
        }
        return hash
    }

    package static func == (lhs: WidgetID, rhs: WidgetID) -> Bool { lhs.rawValue == rhs.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// `log.kind[3]`.
    package var description: String { index == 0 ? "\(name)" : "\(name)[\(index)]" }
}
