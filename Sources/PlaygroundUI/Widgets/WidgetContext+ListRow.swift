import Canvas
import Geometry

// MARK: - A list row

extension WidgetContext {
    /// A selectable row of a list at `rect`: it draws its background (selected, else
    /// `highlight`, else hovered, else striped when `isStriped`) and returns what happened to
    /// it; the caller draws the row's content over it. A press selects: check ``WidgetResponse/isPressed``.
    ///
    /// ```swift
    /// let row = ui.listRow(WidgetID("log.row", position), at: rect, isSelected: line.sequence == selected, isStriped: index % 2 == 1)
    /// if row.isPressed { select(line) }
    /// ```
    @discardableResult
    package func listRow(
        _ id: WidgetID, at rect: Rect, isSelected: Bool, isStriped: Bool = false, highlight: Color? = nil, style: ListRowStyle = .list
    ) -> WidgetResponse {
        let response = interact(id, rect)
        guard isDrawing else { return response }
        let fill: Color? =
            if isSelected {
                style.selected
            } else if let highlight {
                highlight
            } else if response.isHot, let hovered = style.hovered {
                hovered
            } else if isStriped {
                style.stripe
            } else {
                nil
            }
        if let fill { painter.fill(&framebuffer, rect, fill, radius: style.radius) }
        return response
    }
}
