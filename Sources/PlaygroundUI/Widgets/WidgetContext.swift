import Canvas
import Interactions

/// An immediate-mode widget layer in the manner of Dear ImGui: a panel is one
/// build function, and each control in it is one call that lays itself out,
/// hit-tests, tracks its hot and active state by its ``WidgetID``, and draws.
///
/// The same build function runs for every purpose, as a *pass*:
/// - to draw (``draw(into:scale:_:)``): widgets paint themselves, the one
///   under ``hoverPoint`` painted hot and the one holding the pointer active;
/// - to find what a point is over (``hitTest(_:_:)``): nothing is drawn and
///   nothing acts; of the widgets under the point, the topmost (the last
///   made, so the one drawn over the others) takes it;
/// - to deliver a pointer event (``press(_:with:_:)``,
///   ``continuePress(with:_:)``, or both through ``handle(_:_:)``): only the
///   widget the event is for reacts, and its call returns what happened
///   (pressed, dragged, released), so the build function acts right there;
/// - to deliver a wheel (``wheel(_:at:_:)``): every widget under the point sees it;
/// - to find where a widget is (``frame(of:_:)``), for tests and tools.
///
/// A primary press makes the widget under it *active*: it keeps the pointer,
/// wherever the pointer goes, until the button is released. Input is handled
/// at once: each call says whether the widgets took the event.
///
/// Build functions lay out with ``Flow``s and the rectangles they give, so a
/// pass allocates nothing; texts drawn every frame come from ``texts``,
/// remade only when what they show changes.
///
/// ```swift
/// let ui = WidgetContext(font: font)
/// func build(_ ui: WidgetContext) {
///     var row = Flow.row(in: Rect(x: 10, y: 10, width: 300, height: 20), gap: 4)
///     if ui.button("demo.reset", "Reset", padding: 12, in: &row) { model.reset() }
///     if ui.toggle("demo.grid", "Grid", isOn: model.showsGrid, padding: 12, in: &row) { model.showsGrid.toggle() }
/// }
/// let taken = ui.handle(PointerEvent(.down, at: Point(x: 20, y: 15), timestamp: 0), build)   // Reset pressed
/// ui.draw(into: &framebuffer, scale: 2, build)
/// ```
package final class WidgetContext {
    /// What a run of the build function is for.
    package enum Pass {
        /// Laying out only: hit tests, finding a widget. Nothing is drawn and nothing acts.
        case layout
        /// A pointer event for one widget (the one pressed, or the one holding the pointer).
        case pointer(PointerEvent)
        /// A wheel turned by `dy` notches over `at`.
        case wheel(dy: Double, at: Point)
        /// Drawing.
        case draw
    }

    /// The font widgets are drawn and measured in.
    package let font: BitmapFont
    /// The pass under way (``Pass/layout`` between passes).
    package internal(set) var pass = Pass.layout
    /// Draws in points on the framebuffer of the pass (measures only, outside a draw).
    package internal(set) var painter: Painter
    /// Texts drawn every frame, kept by widget ID (see ``TextCache``).
    package var texts = TextCache()

    // MARK: - State kept from pass to pass

    /// The widget holding the pointer, from a press until its release.
    package internal(set) var activeID: WidgetID?
    /// Where the active widget was pressed.
    package internal(set) var pressPoint = Point(x: 0, y: 0)
    /// Where the pointer hovers with no button held, if over the widgets; the widget under it draws hot.
    package var hoverPoint: Point?
    /// The topmost widget under ``hoverPoint`` in the frame being drawn.
    package internal(set) var hotID: WidgetID?
    /// What a drag handle keeps from its press: the pointer's offset from the anchor it moves.
    var grab = Point(x: 0, y: 0)

    // MARK: - State of one pass

    /// The framebuffer of a draw pass, lent by ``draw(into:scale:_:)``.
    var framebuffer = Framebuffer(width: 0, height: 0)
    /// Widgets outside it are neither drawn nor hit.
    var clip = Rect.everywhere
    /// The widget a pointer pass is for.
    var target: WidgetID?
    /// The point a layout pass hit-tests, and the topmost widget found under it.
    var hitPoint: Point?
    var hit: WidgetID?
    /// The widget a layout pass looks for, and where it was.
    var probe: WidgetID?
    var probed: Rect?
    /// Whether a wheel pass found a widget under its point.
    var wheelTaken = false
    /// The rectangle of the last widget made.
    package internal(set) var lastRect = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A context drawing in `font`, at 1 pixel a point until a draw says otherwise.
    package init(font: BitmapFont) {
        self.font = font
        painter = Painter(font: font, scale: 1)
    }

    /// The width of one glyph cell, in points.
    package var em: Double { painter.em }
    /// The height of a line of text, in points.
    package var line: Double { painter.line }
    /// Whether this pass draws.
    package var isDrawing: Bool {
        if case .draw = pass { true } else { false }
    }

    // MARK: - The one primitive every widget is made of

    /// Lays out widget `id` at `rect` in this pass: hit-tests it, or gives it the pass's event,
    /// and says what happened to it. Every widget calls it once; it draws nothing.
    ///
    /// ```swift
    /// let knob = ui.interact("dial", rect)
    /// if knob.isDragged { angle += (knob.pointer.x - knob.pressPoint.x) / 100 }
    /// ui.paint { framebuffer, painter in painter.ring(&framebuffer, at: rect.center, radius: 8, knob.isActive ? Palette.text : Palette.accent) }
    /// ```
    package func interact(_ id: WidgetID, _ rect: Rect) -> WidgetResponse {
        lastRect = rect
        if id == probe { probed = rect }
        var response = WidgetResponse(id: id, rect: rect)
        switch pass {
        case .layout:
            if let point = hitPoint, rect.containsHalfOpen(point), clip.containsHalfOpen(point) { hit = id }
        case .draw:
            response.isHot = id == hotID
            response.isActive = id == activeID
        case let .pointer(event):
            guard id == target else { break }
            response.isActive = true
            response.pointer = event.position
            response.pressPoint = pressPoint
            switch event.phase {
            case .down: response.isPressed = true
            case .move: response.isDragged = true
            case .up: response.isReleased = Self.releases(event)
            case .cancel: response.isCancelled = true
            }
        case let .wheel(dy, point):
            guard rect.containsHalfOpen(point), clip.containsHalfOpen(point) else { break }
            wheelTaken = true
            response.wheel = dy
            response.pointer = point
        }
        return response
    }
}
