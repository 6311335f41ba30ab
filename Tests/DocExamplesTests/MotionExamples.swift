import Interactions
import Motion
import PlaygroundKit

/// What the ```swift examples of Motion's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct MotionExamples {
    /// The targets the examples move: the playground's boxes.
    typealias Box = PlaygroundKit.Box
    /// A host's frame loop, which asks for frames while the runtime is active.
    final class FrameLoop { var wantsFrames = false }
    /// The performers the examples' plans name.
    final class FadePerformer: Performing {
        init(target: Box) {}
        func addPlan(_ plan: any Plan) {}
    }
    final class NudgePerformer: Performing {
        init(target: Box) {}
        func addPlan(_ plan: any Plan) {}
    }
    final class SpringPerformer: NamedPlanPerforming {
        init(target: Box) {}
        func addPlan(_ plan: any Plan) {}
        func addPlan(_ plan: any NamedPlan, named name: String) {}
        func removePlan(named name: String) {}
    }

    let runtime: MotionRuntime
    let box: Box, circle: Box, square: Box
    let anchor: Point
    let loop: FrameLoop
    let vendor: ActiveTokenVendor
    /// A composable performer's emitter, and the recognizer its target's pointer events go to.
    let emitter: PlanEmitter<any Positionable>
    let recognizer: GestureRecognizer
}
