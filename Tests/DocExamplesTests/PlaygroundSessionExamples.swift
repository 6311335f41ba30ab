import Canvas
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession

/// What the ```swift examples of PlaygroundSession's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct PlaygroundSessionExamples {
    /// A playground, its scene, how to make another, the font it draws with.
    let playground: Playground
    let scene: Scene
    let makePlayground: () -> Playground
    let font: BitmapFont
    /// The session's output folder, its driver and recorder, a recording and a replay of it.
    let output: SessionOutput
    let driver: SessionDriver
    let recorder: ScriptRecorder
    let recording: InputScript, script: InputScript
    let replay: Replay
    /// The frame drawn into, its number, the window's viewport and frame.
    @Given var framebuffer: Framebuffer
    let number: Int
    let viewport: Viewport
    let frame: WindowFrame
    /// The host's clock (seconds), and a reading of it.
    let clock: () -> Double
    /// A frame profiler, as a window makes one.
    let profiler: FrameProfiler
    let now: Double
    /// Hands: a gesture's events, the point a box is held at.
    let press: ScriptEvent, move: ScriptEvent, release: ScriptEvent
    let center: Point
    /// A search: its settings, a failing sequence, what failed, and the check that replays a candidate
    /// (the keys of the violations it finds).
    let settings: ExploreSettings
    let failing: ExploreSequence
    let violation: InvariantViolation
    func check(_ sequence: ExploreSequence) -> Set<String> { [] }
    /// What a session kept, and the ghosts of a build before.
    let history: SessionHistory
    let ghosts: GhostTracks
}
