import Canvas
import CanvasSnapshotTesting
import PlaygroundKit

/// What the ```swift examples of CanvasSnapshotTesting's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct CanvasSnapshotTestingExamples {
    /// A frame a test rendered, and the motion it recorded.
    let frame: Framebuffer, framebuffer: Framebuffer
    let motion: MotionRecording
    /// A scene and a script to replay on it.
    let scene: Scene
    let script: InputScript
}
