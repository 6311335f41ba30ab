import Motion
import MotionMath
import MotionTracing
import TraceKit

// MARK: - Targets

/// A target named like the playground's boxes, `Box#1`.
final class Box: CustomStringConvertible {
    /// Its name; a test may rename it.
    var description: String
    /// The fling token its fling performer holds, so a test can let the fling settle.
    var flingToken: ActiveToken?
    init(_ number: Int) { description = "Box#\(number)" }

    /// Ends the fling, as a real fling performer would when it comes to rest.
    func settle() {
        flingToken?.didEnd()
        flingToken = nil
    }
}

// MARK: - A drag: a continuous performer with a "drag" token

/// Begins or ends a drag gesture.
struct Drag: Plan, CustomStringConvertible {
    typealias Performer = DragPerformer
    enum Phase { case began, ended }
    var phase: Phase
    var description: String { "Drag(\(phase))" }
}

/// Holds a "drag" token from began to ended.
final class DragPerformer: ContinuousPerforming {
    private var vendor: ActiveTokenVendor?
    private var token: ActiveToken?
    init(target: Box) {}
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
    func addPlan(_ plan: any Plan) {
        switch (plan as! Drag).phase {
        case .began: token = vendor?.activeStateWillStart("drag")
        case .ended: token?.didEnd(); token = nil
        }
    }
}

// MARK: - A fling: a plan with changing numbers and a "fling" token

/// Throws the box with some velocity; its description holds the number.
struct Fling: Plan, CustomStringConvertible {
    typealias Performer = FlingPerformer
    var velocity: Double
    var description: String { "Fling(velocity: \(velocity))" }
}

/// Opens a "fling" token per fling and gives it to the box to end.
final class FlingPerformer: ContinuousPerforming {
    private let target: Box
    private var vendor: ActiveTokenVendor?
    init(target: Box) { self.target = target }
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
    func addPlan(_ plan: any Plan) {
        target.flingToken = vendor?.activeStateWillStart("fling")
    }
}

// MARK: - A named plan

/// A spring that can be registered under a name.
struct Spring: NamedPlan {
    typealias Performer = SpringPerformer
    var destination: Double
}

/// Remembers springs by name; never active.
final class SpringPerformer: NamedPlanPerforming {
    var springs: [String: Double] = [:]
    init(target: Box) {}
    func addPlan(_ plan: any Plan) {}
    func addPlan(_ plan: any NamedPlan, named name: String) { springs[name] = (plan as! Spring).destination }
    func removePlan(named name: String) { springs[name] = nil }
}

// MARK: - Scripts

/// A runtime with a bridge to `tracers` and a started logger.
struct Scene {
    let runtime = MotionRuntime()
    let logger = ItemLogger()
    let bridge: RuntimeTraceBridge

    init(tracers: [Tracer] = []) {
        bridge = RuntimeTraceBridge(tracers: tracers, logger: logger)
        runtime.addTracer(bridge)
        logger.start()
    }

    /// Drags `box`, then releases it into a fling in one transaction (so the
    /// runtime stays active in between), then lets the fling settle.
    func dragAndFling(_ box: Box, velocity: Double = 120, flingTarget: Box? = nil) {
        runtime.addPlan(Drag(phase: .began), to: box)
        var release = Transaction()
        release.add(Drag(phase: .ended), to: box)
        release.add(Fling(velocity: velocity), to: flingTarget ?? box)
        runtime.commit(release)
        (flingTarget ?? box).settle()
    }
}

// MARK: - Recording signals

/// Collects values from any thread, in the order they arrive.
final class Recorder<Value: Sendable>: Sendable {
    private let storage = PosixMutex<[Value]>([])
    func record(_ value: Value) { storage.withLock { $0.append(value) } }
    var values: [Value] { storage.withLock { $0 } }
}
