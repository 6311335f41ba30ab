import TraceKit

/// A running trace of `slots` value slots (the integers 0..<slots) and
/// twice as many pre-made items to log: half in the trace, half not.
struct TraceFixture {
    let tracer: Tracer
    let items: [TraceItem]

    /// - Parameter predicateSlots: how many slots, at the end, match by predicate instead.
    init(slots: Int, predicateSlots: Int = 0) {
        items = (0..<(2 * slots)).map { TraceItem(type: "event", itemToMatch: AnyTraceEquatable($0)) }
        var expected = Array(items.prefix(slots - predicateSlots))
        for n in 0..<predicateSlots {
            expected.append(
                TraceItem(type: "event", described: "any event above \(slots + n)") {
                    ($0.itemToMatch.value(as: Int.self) ?? 0) > slots + n
                })
        }
        tracer = Tracer(trace: try! Trace(name: "Benchmark", itemsToMatch: expected))
    }

    /// Logs `count` items, cycling through `items` in order.
    func log(count: Int) {
        var index = 0
        for _ in 0..<count {
            tracer.log(item: items[index])
            index = index + 1 == items.count ? 0 : index + 1
        }
    }
}
