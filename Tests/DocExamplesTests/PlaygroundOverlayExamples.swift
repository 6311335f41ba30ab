import Canvas
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundUI
import TraceKit

/// What the ```swift examples of PlaygroundOverlay's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct PlaygroundOverlayExamples {
    /// A playground with its overlay installed, its scene, a box of it, what it kept.
    let playground: Playground
    let overlay: OverlayLayer
    let scene: Scene
    let box: Box
    let history: SessionHistory
    /// The frame drawn into, the font, a pass of the widgets, a point on screen.
    @Given var framebuffer: Framebuffer
    let font: BitmapFont
    let ui: WidgetContext
    let point: Point
    /// The log: the scene's logger, an entry of it, the panel's model and one of its lines.
    let logger: ItemLogger
    let entry: LoggedItem
    let log: LogViewModel
    let line: LogLine
    /// Draws what goes under the labels (throw paths, ghosts).
    func drawPaths(into framebuffer: inout Framebuffer) {}
}
