import Geometry

/// What happened to a widget in one pass: whether it is hot or active, and
/// whether the pass's pointer event pressed, dragged or released it.
///
/// Only the widget an event is for hears it: in a pointer pass, every other
/// widget's response says nothing happened. ``isHot`` is set while drawing.
///
/// ```swift
/// let plot = ui.area("tracks.plot", plotRect)
/// if plot.isPressed { start = plot.pointer }
/// if plot.isDragged { pan(by: plot.pointer.x - plot.pressPoint.x) }
/// if plot.isReleased { jump(to: plot.pointer) }
/// if let notches = plot.wheel { zoom(by: notches, at: plot.pointer) }
/// ```
package struct WidgetResponse {
    /// The widget.
    package let id: WidgetID
    /// Where it was laid out.
    package let rect: Rect
    /// The pointer hovers over it, and over nothing made after it (drawing only).
    package var isHot = false
    /// It holds the pointer: pressed and not yet released.
    package var isActive = false
    /// This pass's event pressed it (a primary press: it is active from now on).
    package var isPressed = false
    /// The pointer moved while it holds it.
    package var isDragged = false
    /// The button that pressed it was released: it holds the pointer no more.
    package var isReleased = false
    /// The platform took the pointer away while it held it.
    package var isCancelled = false
    /// Where the pass's pointer or wheel event is.
    package var pointer = Point(x: 0, y: 0)
    /// Where it was pressed, while it holds the pointer.
    package var pressPoint = Point(x: 0, y: 0)
    /// The wheel's notches turned over it this pass, if any.
    package var wheel: Double?

    /// A response where nothing happened.
    package init(id: WidgetID, rect: Rect) {
        self.id = id
        self.rect = rect
    }
}
