import Motion

final class Box: CustomStringConvertible {
    var x = 0.0
    var description: String { "Box#1" }
}

struct MoveBy: Plan {                       // the what…
    typealias Performer = MovePerformer     // …and who does it
    var distance: Double
}

final class MovePerformer: ManuallyExecutingPerformer {
    let box: Box
    var remaining = 0.0
    init(target: Box) { box = target }
    func addPlan(_ plan: any Plan) { remaining += (plan as! MoveBy).distance }
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        let step = min(remaining, ms * 0.5)              // 500 px/s
        box.x += step; remaining -= step
        return remaining > 0 ? .active : .atRest
    }
}

let runtime = MotionRuntime()
runtime.addTracer(ConsoleTracer())          // "didAddPlan MoveBy(distance: 100.0) to Box#1"
runtime.addPlan(MoveBy(distance: 100), to: Box())
while runtime.isActive { runtime.update(millisecondsSinceLastUpdate: 1000 / 60) }
