/// A tracer that handles every runtime event in one method, as a ``RuntimeEvent`` value.
///
/// Conform to it instead of ``Tracing`` when you treat events alike (record
/// them, forward them, count them): the protocol extension turns each
/// ``Tracing`` callback into one call to ``trace(_:)``. ``EventTracer``,
/// ``ConsoleTracer`` and MotionTracing's bridge are built on it.
///
/// ```swift
/// final class Counter: RuntimeEventTracing {
///     var counts: [RuntimeEvent.Kind: Int] = [:]
///     func trace(_ event: RuntimeEvent) { counts[event.kind, default: 0] += 1 }
/// }
/// runtime.addTracer(Counter())
/// ```
public protocol RuntimeEventTracing: Tracing {
    /// Handles one event, synchronously, on the runtime's thread.
    func trace(_ event: RuntimeEvent)
}

extension RuntimeEventTracing {
    public func didAddPlan(_ plan: any Plan, to target: AnyObject) {
        trace(.didAddPlan(plan, target: target))
    }

    public func didAddPlan(_ plan: any NamedPlan, named name: String, to target: AnyObject) {
        trace(.didAddNamedPlan(plan, name: name, target: target))
    }

    public func didRemovePlanNamed(_ name: String, from target: AnyObject) {
        trace(.didRemovePlanNamed(name, target: target))
    }

    public func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        trace(.didCreatePerformer(performer, target: target))
    }

    public func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        trace(.didStartToken(token, performer: performer, target: target))
    }

    public func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        trace(.didEndToken(token, performer: performer, target: target))
    }

    public func runtimeActivityDidChange(isActive: Bool) {
        trace(.runtimeActivityDidChange(isActive: isActive))
    }

    public func didRemoveTarget(_ target: AnyObject) {
        trace(.didRemoveTarget(target))
    }
}
