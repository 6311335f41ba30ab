/// A tracer that turns every ``Tracing`` callback into a ``RuntimeEvent`` and
/// passes it to a closure.
///
/// It is the shortest way to watch a runtime, and the building block for
/// recorders, loggers and bridges to other trace systems.
///
/// ```swift
/// var events: [RuntimeEvent] = []
/// runtime.addTracer(EventTracer { events.append($0) })
/// ```
public class EventTracer: Tracing {
    private let handler: (RuntimeEvent) -> Void

    /// Creates a tracer that calls `handler` with each event, synchronously.
    public init(_ handler: @escaping (RuntimeEvent) -> Void) {
        self.handler = handler
    }

    public func didAddPlan(_ plan: any Plan, to target: AnyObject) {
        handler(.didAddPlan(plan, target: target))
    }

    public func didAddPlan(_ plan: any NamedPlan, named name: String, to target: AnyObject) {
        handler(.didAddNamedPlan(plan, name: name, target: target))
    }

    public func didRemovePlanNamed(_ name: String, from target: AnyObject) {
        handler(.didRemovePlanNamed(name, target: target))
    }

    public func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        handler(.didCreatePerformer(performer, target: target))
    }

    public func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        handler(.didStartToken(token, performer: performer, target: target))
    }

    public func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        handler(.didEndToken(token, performer: performer, target: target))
    }

    public func runtimeActivityDidChange(isActive: Bool) {
        handler(.runtimeActivityDidChange(isActive: isActive))
    }

    public func didRemoveTarget(_ target: AnyObject) {
        handler(.didRemoveTarget(target))
    }
}
