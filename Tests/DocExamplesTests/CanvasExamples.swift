import Canvas
import Interactions

/// What the ```swift examples of Canvas' doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct CanvasExamples {
    /// The frame being drawn (both names are used).
    @Given var fb: Framebuffer
    @Given var framebuffer: Framebuffer
    /// Frames and goldens to compare, and a clip's frames.
    let actual: Framebuffer, golden: Framebuffer
    let frames: [Framebuffer]
    /// A file's bytes (a PNG, a font), and a text read from a file.
    let bytes: [UInt8]
    let text: String
    let font: BitmapFont
    /// Motion recordings: what a test recorded, and its golden.
    let motion: MotionRecording, goldenMotion: MotionRecording
    /// Where a box is drawn, at what scale; a panel's rectangle.
    let position: Point, scale: Double
    let panel: PixelRect
    /// An SDL texture the host streams frames into.
    let texture: OpaquePointer?
}
