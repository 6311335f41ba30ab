import Motion
import MotionTracing
import TraceKit

/// A box the playground would drag, named as the playground names its targets.
final class Box: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
}

/// Opens a token on `.began` and ends it on `.ended`, as a drag performer does.
struct Touch: Plan {
    typealias Performer = TouchPerformer
    var began: Bool
}

final class TouchPerformer: ContinuousPerforming {
    var vendor: ActiveTokenVendor?
    var token: ActiveToken?
    init(target: Box) {}
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
    func addPlan(_ plan: any Plan) {
        if (plan as! Touch).began {
            token = vendor?.activeStateWillStart("drag")
        } else {
            token?.didEnd()
        }
    }
}

/// The playground's tracing path: a runtime whose events go through `RuntimeTraceBridge`
/// (naming each event, boxing it, with `kind` and `target` properties) to a running
/// tracer and the `ItemLogger`.
///
/// Each touch (a began and an ended plan on one of ten boxes) makes six runtime events:
/// token started, plan added, active; token ended, plan added, idle.
final class BridgeFixture {
    static let eventsPerTouch = 6
    let runtime = MotionRuntime()
    let boxes = (0..<10).map { Box("Box#\($0)") }
    let tracer: Tracer
    let logger = ItemLogger()

    /// - Parameter bridged: whether the bridge is attached; without it the same calls measure the runtime alone.
    init(bridged: Bool) {
        tracer = Tracer(
            trace: try! Trace(
                name: "Drag Box#1",
                itemsToMatch: [
                    .tokenStarted(on: "Box#1"), .tokenEnded(on: "Box#1"), .runtimeIdle,
                ]))
        if bridged { runtime.addTracer(RuntimeTraceBridge(tracers: [tracer], logger: logger)) }
        // Create every performer before measuring.
        for box in boxes { touch(box) }
        tracer.start()
        logger.start()
    }

    func touch(_ box: Box) {
        runtime.addPlan(Touch(began: true), to: box)
        runtime.addPlan(Touch(began: false), to: box)
    }

    /// Makes `touches` touches, cycling through the boxes.
    func run(touches: Int) {
        for n in 0..<touches {
            touch(boxes[n % boxes.count])
        }
    }
}
