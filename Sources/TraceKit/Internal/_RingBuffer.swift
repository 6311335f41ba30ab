// MARK: - A bounded, append-only log

/// Keeps the last `capacity` elements appended, and counts the ones it dropped.
///
/// Once full, each append overwrites the oldest element in place, so memory
/// stays flat however many elements go through it. Used by ``Tracer``'s raw
/// log and by ``ItemLogger``.
struct _RingBuffer<Element> {
    /// The most elements kept; 0 keeps none.
    let capacity: Int
    /// Storage, in ring order once full: the oldest element is at `head`.
    private var storage: ContiguousArray<Element> = []
    private var head = 0
    /// How many elements were pushed out (or never kept, when `capacity` is 0).
    private(set) var droppedCount = 0

    init(capacity: Int) {
        precondition(capacity >= 0, "TraceKit: a log's capacity must not be negative, got \(capacity).")
        self.capacity = capacity
    }

    /// The number of elements kept.
    var count: Int { storage.count }

    /// Appends `element`, dropping the oldest one if the buffer is full.
    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if storage.count < capacity {
            storage.append(element)
        } else if capacity > 0 {
            storage[head] = element
            head += 1
            if head == capacity { head = 0 }
            droppedCount += 1
        } else {
            droppedCount += 1
        }
    }

    /// Removes every element and resets the dropped count.
    mutating func removeAll() {
        storage.removeAll()
        head = 0
        droppedCount = 0
    }

    /// The `index`-th kept element, 0 being the oldest.
    subscript(logical index: Int) -> Element {
        precondition(index >= 0 && index < storage.count, "TraceKit: element \(index) of \(storage.count)")
        var physical = head + index
        if physical >= storage.count { physical -= storage.count }
        return storage[physical]
    }

    /// Calls `body` with each of the newest `limit` kept elements, oldest first, where it is kept:
    /// nothing is copied (a reader of every element, such as a log view, retained and released each).
    func forEachNewest(_ limit: Int, _ body: (borrowing Element) -> Void) {
        let n = min(max(limit, 0), storage.count)
        storage.withUnsafeBufferPointer { kept in
            for i in (kept.count - n)..<kept.count {
                var physical = head + i
                if physical >= kept.count { physical -= kept.count }
                body(kept[physical])
            }
        }
    }

    /// The kept elements, oldest first.
    func elements() -> [Element] {
        suffix(storage.count)
    }

    /// The newest `limit` kept elements, oldest first.
    func suffix(_ limit: Int) -> [Element] {
        var result: [Element] = []
        suffix(limit, into: &result)
        return result
    }

    /// The newest `limit` elements, oldest first, appended to `result` after emptying it (its capacity kept).
    func suffix(_ limit: Int, into result: inout [Element]) {
        let n = min(max(limit, 0), storage.count)
        result.removeAll(keepingCapacity: true)
        result.reserveCapacity(n)
        // Logical index i (0 = oldest) lives at (head + i) % count.
        let start = storage.count - n
        for i in start..<storage.count {
            var physical = head + i
            if physical >= storage.count { physical -= storage.count }
            result.append(storage[physical])
        }
    }
}
