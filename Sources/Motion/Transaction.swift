/// A batch of plan operations, applied to a runtime in the order they were requested.
///
/// Build a transaction, then hand it to ``MotionRuntime/commit(_:)``. Its
/// ``operations`` list what was requested, in request order, so a transaction
/// can be inspected, logged or tested before it is committed.
///
/// ```swift
/// import Interactions   // the plans
///
/// var transaction = Transaction()
/// transaction.add(FadeIn(), to: circle)
/// transaction.add(Draggable(square.recognizer), to: square)
/// transaction.add(Pinchable(square.recognizer), named: "name1", to: square)
/// transaction.add(Rotatable(square.recognizer), named: "name2", to: square)
/// transaction.remove(named: "name2", from: square)
/// runtime.commit(transaction)   // square keeps Draggable and Pinchable
/// ```
public struct Transaction {
    /// One requested operation.
    public enum Operation {
        /// Add a plan to a target.
        case add(plan: any Plan, target: AnyObject)
        /// Add a plan to a target under a name.
        case addNamed(plan: any NamedPlan, name: String, target: AnyObject)
        /// Remove the plan registered under a name from a target.
        case remove(name: String, target: AnyObject)
    }

    /// The requested operations, in the order they were requested.
    public private(set) var operations: [Operation] = []

    /// Creates an empty transaction.
    public init() {}

    /// Requests that `plan` be added to `target`.
    public mutating func add<P: Plan>(_ plan: P, to target: P.Performer.Target) {
        operations.append(.add(plan: plan, target: MotionRuntime.object(from: target)))
    }

    /// Requests that `plan` be added to `target` under `name`.
    ///
    /// - Precondition: `name` is not empty.
    public mutating func add<P: NamedPlan>(_ plan: P, named name: String, to target: P.Performer.Target) {
        MotionRuntime.checkName(name)
        operations.append(.addNamed(plan: plan, name: name, target: MotionRuntime.object(from: target)))
    }

    /// Requests that the plan registered under `name` be removed from `target`.
    ///
    /// - Precondition: `name` is not empty.
    public mutating func remove(named name: String, from target: AnyObject) {
        MotionRuntime.checkName(name)
        operations.append(.remove(name: name, target: target))
    }
}

extension Transaction.Operation: CustomStringConvertible {
    /// One line, e.g. `addNamed Spring(…) "settle" to Box#1`.
    public var description: String {
        switch self {
        case let .add(plan, target):
            "add \(plan) to \(target)"
        case let .addNamed(plan, name, target):
            "addNamed \(plan) \"\(name)\" to \(target)"
        case let .remove(name, target):
            "remove \"\(name)\" from \(target)"
        }
    }
}
