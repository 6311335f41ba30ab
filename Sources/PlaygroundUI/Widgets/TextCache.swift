/// Texts drawn every frame, each kept under a ``WidgetID`` and remade only
/// when the value it shows changes, so drawing an unchanged panel allocates
/// nothing and a new label needs no storage of its own.
///
/// Each text remembers the key it was made from (any `Equatable` value: a
/// count, a state, a small struct of what it shows); asking again with an
/// equal key returns the same string without calling `make`. Keys small
/// enough to sit in an existential's inline buffer (three words: an `Int`,
/// a `Double` and a `Bool`, an optional `String`) are stored without
/// allocating, larger ones once per change.
///
/// ```swift
/// var texts = TextCache()
/// let tokens = texts.text("status.tokens", for: 3) { $0 == 1 ? "1 token" : "\($0) tokens" }   // made
/// texts.text("status.tokens", for: 3) { _ in "never called" }                                 // "3 tokens", kept
/// ```
package struct TextCache {
    private struct Entry {
        var key: any Equatable
        var text: String
    }

    private var entries: [WidgetID: Entry] = [:]

    /// An empty cache.
    package init() {}

    /// The text under `id` for `key`: the one kept if it was made for an equal key, else `make(key)`, kept.
    package mutating func text<Key: Equatable>(_ id: WidgetID, for key: Key, _ make: (Key) -> String) -> String {
        if let entry = entries[id], let kept = entry.key as? Key, kept == key {
            return entry.text
        }
        let text = make(key)
        entries[id] = Entry(key: key, text: text)
        return text
    }

    /// How many texts are kept.
    package var count: Int { entries.count }
}
