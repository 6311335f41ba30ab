/// An observer of everything a ``MotionRuntime`` does.
///
/// This is the seed's `Tracer` abstract type, named `Tracing` so that it does
/// not clash with TraceKit's `Tracer`. Every event is optional: the protocol
/// extension provides empty defaults, so a conformer implements only what it
/// needs. Add a tracer with ``MotionRuntime/addTracer(_:)``.
///
/// Order of events, for one call to `addPlan`:
/// 1. the performer is created, if the target had none of its type, and
///    ``didCreatePerformer(_:for:)`` is sent;
/// 2. the performer receives the plan;
/// 3. ``didAddPlan(_:to:)`` (or ``didAddPlan(_:named:to:)``) is sent, as
///    `addPlan` is about to return.
///
/// When a named plan replaces another, ``didRemovePlanNamed(_:from:)`` is sent
/// before the new performer (if any) is created.
///
/// ``runtimeActivityDidChange(isActive:)`` is sent for every flip between
/// idle and active, in order, once, when the runtime call that caused it
/// returns (so after that call's other events); see
/// ``MotionRuntime/addActivityObserver(_:)``.
///
/// Tracers are called synchronously on the runtime's thread. A tracer may
/// call the runtime from an event (add a plan, end a token); the events that
/// call causes are sent as it happens, and the flips it causes after the
/// current flip has reached every tracer and observer.
///
/// ```swift
/// final class PrintingTracer: Tracing {
///     func didAddPlan(_ plan: any Plan, to target: AnyObject) {
///         print("added \(plan) to \(target)")
///     }
/// }
/// runtime.addTracer(PrintingTracer())
/// ```
public protocol Tracing: AnyObject {
    /// A plan was added to a target without a name.
    func didAddPlan(_ plan: any Plan, to target: AnyObject)

    /// A plan was added to a target under `name`.
    func didAddPlan(_ plan: any NamedPlan, named name: String, to target: AnyObject)

    /// The plan registered under `name` was removed from a target, either by
    /// ``MotionRuntime/removePlan(named:from:)`` or because a new plan took
    /// its name.
    func didRemovePlanNamed(_ name: String, from target: AnyObject)

    /// The runtime created a performer for a target.
    func didCreatePerformer(_ performer: any Performing, for target: AnyObject)

    /// A performer opened an active token.
    func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject)

    /// An active token ended.
    func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject)

    /// The runtime became active (`true`) or idle (`false`).
    func runtimeActivityDidChange(isActive: Bool)

    /// A target was removed from the runtime and its performers released.
    func didRemoveTarget(_ target: AnyObject)
}

extension Tracing {
    public func didAddPlan(_ plan: any Plan, to target: AnyObject) {}
    public func didAddPlan(_ plan: any NamedPlan, named name: String, to target: AnyObject) {}
    public func didRemovePlanNamed(_ name: String, from target: AnyObject) {}
    public func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {}
    public func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {}
    public func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {}
    public func runtimeActivityDidChange(isActive: Bool) {}
    public func didRemoveTarget(_ target: AnyObject) {}
}
