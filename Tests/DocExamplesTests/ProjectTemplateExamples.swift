import Motion
import PlaygroundKit
import ProjectTemplate

/// What the ```swift examples of the `playground init` library's doc comments take as given, by
/// name and type: never made, since the examples are compiled, not run (see .ci/doc-examples).
struct ProjectTemplateExamples {
    let scene: Scene
    let runtime: MotionRuntime
    let box: Box
}
