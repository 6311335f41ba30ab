import Canvas
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundUI

/// What the ```swift examples of PlaygroundUI's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples). They show
/// widgets inside a panel's code: its pass of the widgets, its rectangles and its state.
struct PlaygroundUIExamples {
    /// A panel's state that its widgets change.
    final class Model {
        var showsGrid = false
        func reset() {}
    }
    enum Page { case keys, about }
    struct TimeView { var end = 0.0 }
    struct ReviewLayout { var header: PixelRect }

    /// The pass of the widgets, the font, the frame drawn into, the playground around them.
    let ui: WidgetContext
    let font: BitmapFont
    @Given var framebuffer: Framebuffer
    let playground: Playground
    /// A panel's build function: every widget, once a pass.
    func build(_ ui: WidgetContext) {}
    func buildList() {}
    /// Rectangles of a panel: a widget's, a row's, a track's, the content's, the bars'.
    let rect: Rect, rowRect: Rect, track: Rect, content: Rect, plotRect: Rect, titleBar: Rect, bar: Rect, tabBar: Rect
    let layout: ReviewLayout
    let window: Size
    let origin: Point, pointer: Point
    let event: PointerEvent
    @Given var row: Flow
    @Given var buttons: Flow
    /// The panel's state.
    @Given var panel: OverlayPanel
    @Given var showsGrid: Bool
    @Given var current: TuneParameterisation
    @Given var page: Page
    @Given var angle: Double
    @Given var value: Double
    @Given var panStart: Double
    @Given var view: TimeView
    @Given var start: Point
    let model: Model
    let tune: Model
    let log: LogViewModel
    let line: LogLine
    let badges: [String]
    let index: Int, position: Int, selected: Int
    let secondsPerPoint: Double, length: Double
    let range: ClosedRange<Double>
    let control: TuneControl
    /// What the panel does with a widget's answer.
    func select(_ line: LogLine) {}
    func set(_ value: Double) {}
    func pan(by distance: Double) {}
    func jump(to point: Point) {}
    func zoom(by notches: Double, at point: Point) {}
}
