import Canvas
import Interactions
import Motion
import PlaygroundKit
import TraceKit

/// What the ```swift examples of PlaygroundKit's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct PlaygroundKitExamples {
    /// A playground, its scene, and boxes of that scene.
    let playground: Playground
    let scene: Scene
    let runtime: MotionRuntime
    let box: Box, lung: Box, moon: Box
    /// The frame drawn into, and the font the playground draws text with.
    @Given var framebuffer: Framebuffer
    let font: BitmapFont
    /// A script or recording, a replay of it, a frame's input.
    let script: InputScript
    let replay: Replay
    let events: [InputEvent]
    /// What a session kept: its history, a frame's index in it, a golden frame.
    let history: SessionHistory
    let index: Int
    let golden: GoldenFrameReplay.Result
    /// A recorded motion, a trace's items, an invariant that failed.
    let motion: MotionRecording
    let items: [TraceItem]
    let violation: InvariantViolation
    /// A frame profiler, as a window makes one.
    let profiler: FrameProfiler
}
