import Canvas
import PlaygroundKit

/// What the ```swift examples of PlaygroundProfiling's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples). The profiler's
/// examples show it in a playground's hands (PlaygroundKit re-exports the module).
struct PlaygroundProfilingExamples {
    /// The playground a profiler measures, the frame it draws into, and a profiler a window made.
    let playground: Playground
    @Given var framebuffer: Framebuffer
    let profiler: FrameProfiler
}
