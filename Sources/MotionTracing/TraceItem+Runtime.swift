import Motion
import TraceKit

// MARK: - Ready-made trace items for runtime events

/// Trace slots for runtime events, so a trace of a gesture reads like its story:
///
/// ```swift
/// let trace = try Trace(name: "Drag Box#1", itemsToMatch: [
///     .tokenStarted(on: "Box#1", label: "drag"),
///     .tokenEnded(on: "Box#1"),
///     .planAdded("Fling", to: "Box#1"),
///     .runtimeIdle,
/// ])
/// ```
///
/// Each is a predicate slot built from a ``RuntimeEventPattern``: it accepts
/// any logged runtime event with the given kind and names, whatever its
/// changing details (token numbers, plan values). Its type is the kind's name.
extension TraceItem {
    /// Any event the pattern accepts.
    public static func runtimeEvent(_ pattern: RuntimeEventPattern, uxFlowHint: String? = nil) -> TraceItem {
        TraceItem(type: pattern.kind.rawValue, matching: pattern, uxFlowHint: uxFlowHint)
    }

    /// The runtime created a performer of type `performerName` for `target`.
    public static func performerCreated(_ performerName: String, for target: String, uxFlowHint: String? = nil) -> TraceItem {
        runtimeEvent(.init(kind: .didCreatePerformer, targetName: target, performerName: performerName), uxFlowHint: uxFlowHint)
    }

    /// A plan of type `planTypeName` was added to `target` without a name.
    public static func planAdded(_ planTypeName: String, to target: String, uxFlowHint: String? = nil) -> TraceItem {
        runtimeEvent(.init(kind: .didAddPlan, targetName: target, planTypeName: planTypeName), uxFlowHint: uxFlowHint)
    }

    /// A plan of type `P` was added to `target` without a name.
    ///
    /// ```swift
    /// import Interactions   // Fling
    ///
    /// let flung: TraceItem = .planAdded(Fling.self, to: "Box#1")
    /// ```
    public static func planAdded<P: Plan>(_ planType: P.Type, to target: String, uxFlowHint: String? = nil) -> TraceItem {
        planAdded(String(describing: planType), to: target, uxFlowHint: uxFlowHint)
    }

    /// A plan was added to `target` under `name`; `planTypeName` narrows it to one plan type.
    public static func namedPlanAdded(
        _ name: String, to target: String, planType planTypeName: String? = nil, uxFlowHint: String? = nil
    ) -> TraceItem {
        runtimeEvent(
            .init(kind: .didAddNamedPlan, targetName: target, planTypeName: planTypeName, planName: name),
            uxFlowHint: uxFlowHint
        )
    }

    /// The plan named `name` was removed from `target`.
    public static func planRemoved(named name: String, from target: String, uxFlowHint: String? = nil) -> TraceItem {
        runtimeEvent(.init(kind: .didRemovePlanNamed, targetName: target, planName: name), uxFlowHint: uxFlowHint)
    }

    /// A token started on `target`; `label` and `performer` narrow it when given.
    public static func tokenStarted(
        on target: String, label: String? = nil, by performer: String? = nil, uxFlowHint: String? = nil
    ) -> TraceItem {
        runtimeEvent(
            .init(kind: .didStartToken, targetName: target, performerName: performer, tokenLabel: label),
            uxFlowHint: uxFlowHint
        )
    }

    /// A token ended on `target`; `label` and `performer` narrow it when given.
    public static func tokenEnded(
        on target: String, label: String? = nil, by performer: String? = nil, uxFlowHint: String? = nil
    ) -> TraceItem {
        runtimeEvent(
            .init(kind: .didEndToken, targetName: target, performerName: performer, tokenLabel: label),
            uxFlowHint: uxFlowHint
        )
    }

    /// `target` was removed from the runtime.
    package static func targetRemoved(_ target: String, uxFlowHint: String? = nil) -> TraceItem {
        runtimeEvent(.init(kind: .didRemoveTarget, targetName: target), uxFlowHint: uxFlowHint)
    }

    /// The runtime became active.
    public static var runtimeActive: TraceItem {
        runtimeEvent(.init(kind: .runtimeActivityDidChange, isActive: true))
    }

    /// The runtime became idle.
    public static var runtimeIdle: TraceItem {
        runtimeEvent(.init(kind: .runtimeActivityDidChange, isActive: false))
    }
}
