/// A tracer that passes every runtime event, as a ``RuntimeEvent`` value, to a closure.
///
/// It is the shortest way to watch a runtime, and the building block for
/// recorders and loggers.
///
/// ```swift
/// var events: [RuntimeEvent] = []
/// runtime.addTracer(EventTracer { events.append($0) })
/// ```
public class EventTracer: RuntimeEventTracing {
    private let handler: (RuntimeEvent) -> Void

    /// Creates a tracer that calls `handler` with each event, synchronously.
    public init(_ handler: @escaping (RuntimeEvent) -> Void) {
        self.handler = handler
    }

    public func trace(_ event: RuntimeEvent) {
        handler(event)
    }
}
