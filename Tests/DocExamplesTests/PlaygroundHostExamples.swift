import Canvas
import PlaygroundHost
import PlaygroundKit
import PlaygroundReview
import PlaygroundSession

/// What the ```swift examples of PlaygroundHost's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct PlaygroundHostExamples {
    /// A playground, the window's options, the font.
    let playground: Playground
    let options: WindowOptions
    let font: BitmapFont
    /// The live session and its frame times.
    let session: LiveSession
    let statistics: FrameStatistics
    /// The host clock's reading (seconds), and how long the last present blocked.
    let now: Double, presentDuration: Double
    /// A review of failed goldens, shown in a window of its own.
    let review: ReviewSession
    let content: any WindowContent
}
