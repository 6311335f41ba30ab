import Canvas
import Geometry

// MARK: - A tab bar

extension WidgetContext {
    /// A row of `count` tabs placed in `flow`, each as wide as its title plus `padding`; the one at
    /// `selected` open. Returns the position of the tab pressed, if one was.
    ///
    /// Tabs' IDs are `id`'s children, by position. They are placed even past the flow's end
    /// (a clip cuts them), so a narrow panel shows as many as fit.
    ///
    /// ```swift
    /// import PlaygroundOverlay   // OverlayPanel
    ///
    /// let tabs = OverlayPanel.Tab.allCases
    /// var row = Flow.row(in: tabBar.inset(left: 6, top: 3, right: 6), gap: 4)
    /// if let pressed = ui.tabBar("panel.tabs", count: tabs.count, selected: tabs.firstIndex(of: panel.tab), title: { tabs[$0].title }, padding: 16, in: &row) {
    ///     panel.tab = tabs[pressed]
    /// }
    /// ```
    package func tabBar(_ id: WidgetID, count: Int, selected: Int?, title: (Int) -> String, padding: Double, in flow: inout Flow) -> Int? {
        var pressed: Int?
        for position in 0..<max(0, count) {
            if tab(id.child(position), title(position), isOpen: position == selected, padding: padding, in: &flow) { pressed = position }
        }
        return pressed
    }

    /// One tab of a tab bar, placed next in `flow`: dark with an accent line on top when open,
    /// raised otherwise. Returns `true` when pressed.
    ///
    /// ```swift
    /// if ui.tab("help.keys", "Keys", isOpen: page == .keys, padding: 16, in: &row) { page = .keys }
    /// ```
    package func tab(_ id: WidgetID, _ title: String, isOpen: Bool, padding: Double, in flow: inout Flow) -> Bool {
        let rect = flow.next(width: em * Double(title.count) + padding)
        let response = interact(id, rect)
        guard isDrawing else { return response.isPressed }
        painter.fill(&framebuffer, rect, isOpen ? Palette.activeTab : Palette.buttonBackground, radius: 3)
        if isOpen {
            painter.fill(&framebuffer, Rect(x: rect.minX, y: rect.minY, width: rect.size.width, height: 2), Palette.accent)
        }
        let inset = ((rect.size.width - painter.width(of: title)) / 2).rounded(.down)
        painter.text(&framebuffer, title, at: Point(x: rect.minX + inset, y: rect.minY + 2), isOpen ? Palette.text : Palette.dimText)
        return response.isPressed
    }
}
