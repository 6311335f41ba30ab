import Foundation
import TraceKit

// MARK: - Items

/// The events of a small sign-up flow, plus one the traces never expect.
enum Event: String, Sendable, CaseIterable {
    case one, two, three, unrelated

    var traceItem: TraceItem {
        TraceItem(type: "event", itemToMatch: AnyTraceEquatable(self), uxFlowHint: "Fire event \(rawValue)")
    }
}

/// Equatable but deliberately not Hashable.
struct Unhashable: Equatable, Sendable, CustomStringConvertible {
    var value: Int
    var description: String { "Unhashable(\(value))" }
}

/// Equal by `id` only, while its description also shows `note`: a hash built
/// from the description would disagree with `==`.
struct LooseID: Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var note: String
    static func == (lhs: LooseID, rhs: LooseID) -> Bool { lhs.id == rhs.id }
    var description: String { "LooseID(\(id), \(note))" }
}

/// Accepts any `event` item whose name has the given length.
struct NameLength: TraceMatcher {
    var length: Int
    var description: String { "any event named with \(length) letters" }
    func matches(_ item: TraceItem) -> Bool {
        item.itemToMatch.value(as: Event.self)?.rawValue.count == length
    }
}

// MARK: - Recording signals

/// Collects values from any thread, in the order they arrive.
///
/// Behind an `NSLock` rather than `Synchronization.Mutex`: ThreadSanitizer sees a
/// pthread lock but not a `Mutex`'s contended futex wait (see MotionMath's `PosixMutex.swift`).
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    func record(_ value: Value) { lock.withLock { storage.append(value) } }
    var values: [Value] { lock.withLock { storage } }
}

/// Holds an object weakly: for a closure that must reach the object that owns it
/// without a retain cycle (which AddressSanitizer's leak check reports).
final class WeakHolder<Object: AnyObject & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private weak var stored: Object?
    func hold(_ object: Object) { lock.withLock { stored = object } }
    var object: Object? { lock.withLock { stored } }
}

// MARK: - Building and running traces

/// A trace over events, with the seed's defaults unless told otherwise.
func eventTrace(
    _ events: [Event],
    name: String = "Events",
    enforceOrder: Bool = true,
    allowDuplicates: Bool = true,
    forbidden: [Event] = [],
    completesWhenAllMatched: Bool = false,
    timeLimit: Double? = nil
) throws -> Trace {
    try Trace(
        name: name, enforceOrder: enforceOrder, allowDuplicates: allowDuplicates,
        itemsToMatch: events.map(\.traceItem), forbiddenItems: forbidden.map(\.traceItem),
        completesWhenAllMatched: completesWhenAllMatched, timeLimit: timeLimit
    )
}

/// Starts a tracer for `trace`, logs `events` and stops it.
func run(_ trace: Trace, logging events: [Event], clock: (any TraceClock)? = nil) -> TraceReport {
    let tracer = Tracer(trace: trace, clock: clock)
    tracer.start()
    for event in events { tracer.log(item: event.traceItem) }
    return tracer.stop()
}
