import Motion
import PlaygroundKit

/// A clock the test moves: what each phase or performer "costs" is what it advances it by.
public final class FakeClock: @unchecked Sendable {
    public var now: UInt64 = 1_000
    public init() {}
    public func advance(by nanoseconds: UInt64) { now += nanoseconds }
}

/// A performer that keeps `box` moving and takes `cost` nanoseconds of `clock` each update.
public struct Costly: Plan {
    public typealias Performer = CostlyPerformer
    public var cost: UInt64
    public var clock: FakeClock
    public init(cost: UInt64, clock: FakeClock) {
        self.cost = cost
        self.clock = clock
    }
}

public final class CostlyPerformer: ManuallyExecutingPerformer {
    public let box: Box
    private var plan: Costly?

    public init(target: Box) { box = target }
    public func addPlan(_ plan: any Plan) { self.plan = plan as? Costly }
    public func update(millisecondsSinceLastUpdate milliseconds: Double) -> ActivityState {
        if let plan { plan.clock.advance(by: plan.cost) }
        box.position.x += 1
        return .active
    }
}
