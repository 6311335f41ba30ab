/// A text remade only when the value it shows changes, so a label drawn
/// every frame allocates only on the frames where it changes.
package struct CachedText<Key: Equatable> {
    private var key: Key?
    private var text = ""

    /// A cache that holds nothing yet.
    package init() {}

    /// The text for `key`, made by `make` if `key` differs from last time.
    package mutating func text(for key: Key, _ make: (Key) -> String) -> String {
        if key != self.key {
            self.key = key
            text = make(key)
        }
        return text
    }
}
