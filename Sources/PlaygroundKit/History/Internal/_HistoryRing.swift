/// A ring of plain values with a fixed capacity, addressed by ordinal: the
/// n-th value ever appended has ordinal n, and stays readable at that ordinal
/// until it is dropped from the front.
///
/// The storage is allocated once, uninitialised, on the first append (so an
/// unused history costs no memory, and an untouched tail of a large one costs
/// no pages), and never reallocated: appending and dropping are O(1) and
/// allocate nothing. Values are bitwise copyable, so nothing is ever
/// deinitialised; slots are simply overwritten.
struct _HistoryRing<Element: BitwiseCopyable & Equatable> {
    /// The most values held at once.
    let capacity: Int
    /// The ordinal of the oldest value held.
    private(set) var first = 0
    /// The ordinal the next value appended gets.
    private(set) var end = 0
    private var storage: UnsafeMutablePointer<Element>?

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many values are held.
    var count: Int { end - first }
    /// How many more values fit before the oldest must be dropped.
    var free: Int { capacity - count }

    /// The value with `ordinal`, which must be held.
    subscript(ordinal: Int) -> Element {
        get { storage![ordinal % capacity] }
        set { storage![ordinal % capacity] = newValue }
    }

    /// Appends `value`; there must be room (see ``free``).
    mutating func append(_ value: Element) {
        precondition(count < capacity, "_HistoryRing: full")
        if storage == nil { storage = .allocate(capacity: capacity) }
        (storage! + end % capacity).initialize(to: value)
        end += 1
    }

    /// Forgets the oldest values, up to (not including) `ordinal`.
    mutating func drop(before ordinal: Int) {
        first = min(max(first, ordinal), end)
    }

    /// Forgets the values from `ordinal` on (a tentative append taken back).
    mutating func truncate(to ordinal: Int) {
        end = max(min(end, ordinal), first)
    }

    /// Forgets everything; ordinals go on from where they were.
    mutating func removeAll() {
        first = end
    }

    /// Returns the storage to the system.
    mutating func deallocate() {
        storage?.deallocate()
        storage = nil
    }

    /// Whether the `count` values from `a` equal those from `b` (all held).
    func elementsEqual(_ a: Int, _ b: Int, count: Int) -> Bool {
        for offset in 0..<count where self[a + offset] != self[b + offset] {
            return false
        }
        return true
    }
}
