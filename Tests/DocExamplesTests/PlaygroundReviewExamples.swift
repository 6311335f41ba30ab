import Canvas
import Interactions
import PlaygroundReview

/// What the ```swift examples of PlaygroundReview's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct PlaygroundReviewExamples {
    /// A review open on a folder of failures, one failure's artifact, the bytes of its file.
    let review: ReviewSession
    let artifact: SnapshotArtifact
    let bytes: [UInt8]
    /// A motion golden and the motion a test recorded.
    let golden: MotionRecording, motion: MotionRecording
    /// The frame drawn into, the pane a figure goes in, the font.
    @Given var framebuffer: Framebuffer
    let pane: PixelRect
    let font: BitmapFont
}
