import MotionMath
import Synchronization

/// A value that listeners can subscribe to, fired by a ``Tracer`` or an
/// ``ItemLogger`` when its state changes or an item is logged.
///
/// Listeners are called synchronously on the thread that caused the event,
/// after the tracer's lock is released (so a listener may log or stop), and
/// in the order they were registered. A ``Tracer`` removes all of its
/// listeners when it stops.
///
/// ```swift
/// let (_, stateChanged, _) = tracer.start()
/// let listener = stateChanged.listen { state in print("trace is \(state)") }
/// // later
/// stateChanged.remove(listener: listener)
/// ```
public final class TraceSignal<Value: Sendable>: Sendable {
    private struct Listeners {
        var nextID = 0
        var entries: [(id: Int, handler: @Sendable (Value) -> Void)] = []
    }

    private let listeners = PosixMutex(Listeners())
    /// Mirrors `listeners.entries.count`, so firing a signal nobody listens to
    /// costs one atomic load instead of a lock.
    private let count = Atomic<Int>(0)

    init() {}

    // MARK: - Listening

    /// Calls `handler` each time the signal fires, until the listener is removed.
    ///
    /// ```swift
    /// itemLogged.listen { entry in print(entry) }
    /// ```
    @discardableResult
    public func listen(wasFired handler: @escaping @Sendable (Value) -> Void) -> TraceSignalListener {
        listeners.withLock { state in
            state.nextID += 1
            state.entries.append((state.nextID, handler))
            count.store(state.entries.count, ordering: .releasing)
            return TraceSignalListener(id: state.nextID)
        }
    }

    /// Stops calling the listener. Removing one that is gone does nothing.
    ///
    /// ```swift
    /// signal.remove(listener: listener)
    /// ```
    public func remove(listener: TraceSignalListener) {
        listeners.withLock { state in
            state.entries.removeAll { $0.id == listener.id }
            count.store(state.entries.count, ordering: .releasing)
        }
    }

    /// The number of listeners currently registered.
    public var listenerCount: Int {
        listeners.withLock { $0.entries.count }
    }

    // MARK: - Firing (internal)

    /// Calls every listener with `value`, in registration order, outside the lock.
    func fire(_ value: Value) {
        guard count.load(ordering: .acquiring) > 0 else { return }
        // The entries array itself, retained (copy-on-write): a snapshot that allocates nothing,
        // so listeners may add or remove listeners while they are called.
        let entries = listeners.withLock { $0.entries }
        for entry in entries {
            entry.handler(value)
        }
    }

    /// Whether anyone listens, read without the lock; lets a caller skip
    /// building a value nobody would receive.
    var hasListeners: Bool {
        count.load(ordering: .acquiring) > 0
    }

    func removeAllListeners() {
        listeners.withLock { state in
            state.entries.removeAll()
            count.store(0, ordering: .releasing)
        }
    }
}

/// A handle for a listener, used to remove it from its ``TraceSignal``.
public struct TraceSignalListener: Hashable, Sendable {
    let id: Int
}
