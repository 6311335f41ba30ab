import Canvas
import Geometry

// MARK: - Areas and drag handles: widgets that draw nothing themselves

extension WidgetContext {
    /// An area of custom content (a plot, a strip, a list's empty space) at `rect`: it draws
    /// nothing, and says what the pointer did over it: pressed, dragged, released, hovered or
    /// turned the wheel. Made before the widgets over it, it takes what they leave.
    ///
    /// ```swift
    /// let plot = ui.area("curves.plot", plotRect)
    /// if plot.isPressed { panStart = view.end }
    /// if plot.isDragged { view.end = panStart - (plot.pointer.x - plot.pressPoint.x) * secondsPerPoint }
    /// ```
    @discardableResult
    package func area(_ id: WidgetID, _ rect: Rect) -> WidgetResponse {
        interact(id, rect)
    }

    /// A handle that drags something by `anchor` (a panel's corner, an edge): pressed at `rect`,
    /// it returns, as the pointer moves, where `anchor` goes to keep its offset from the pointer.
    /// It draws nothing; the caller draws the bar or grip it sits on.
    ///
    /// ```swift
    /// if let origin = ui.dragHandle("panel.title", titleBar, anchor: panel.frame.origin) {
    ///     panel.move(by: origin - panel.frame.origin, within: window)
    /// }
    /// ```
    package func dragHandle(_ id: WidgetID, _ rect: Rect, anchor: Point) -> Point? {
        let response = interact(id, rect)
        if response.isPressed { grab = response.pointer - anchor }
        return response.isDragged ? response.pointer - grab : nil
    }
}
