import Canvas
import PlaygroundKit

/// What the ```swift examples of PlaygroundScript's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples). The format's
/// examples show its values in a playground's hands (PlaygroundKit re-exports the module).
struct PlaygroundScriptExamples {
    /// A playground and its scene, which handle the events and tunings shown.
    let playground: Playground
    let scene: Scene
    /// A script played frame by frame, into a frame.
    let script: InputScript
    @Given var framebuffer: Framebuffer
}
