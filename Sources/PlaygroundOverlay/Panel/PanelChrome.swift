import Interactions
import PlaygroundKit
import PlaygroundUI

/// The overlay panel's frame and its regions, in scene points: the title bar,
/// the status line, the tab bar, the content, the grip along the bottom and
/// the left edge that resizes it. Every control inside them is laid out by
/// the build function that makes it (see ``OverlayUI``).
///
/// It is a small value made from the panel's state and the font's cell
/// size; making it allocates nothing.
///
/// ```swift
/// let chrome = PanelChrome(panel: overlay.panel, em: 8, line: 16)
/// chrome.content          // where the open tab goes
/// chrome.frame.maxY       // the bottom as drawn: short when collapsed
/// ```
struct PanelChrome {
    /// The width of one glyph cell, in points.
    let em: Double
    /// The height of one line of text, in points.
    let line: Double
    /// The height of the title bar, the status line and the tab bar.
    let bar: Double
    /// The panel as drawn: only its title bar and status line when collapsed.
    let frame: Rect
    let isCollapsed: Bool
    let titleBar: Rect
    let statusLine: Rect
    let tabBar: Rect
    /// Where the open tab goes.
    let content: Rect
    /// The bottom edge's handle: dragging it sets the height.
    let grip: Rect
    /// The left edge's handle, beside the tab bar and the content: dragging it sets the width.
    let leftEdge: Rect

    /// The inner margin of the bars and tabs.
    static let padding = 6.0
    static let gripHeight = 6.0
    /// How wide the left edge's handle is.
    static let edgeWidth = 5.0

    init(panel: OverlayPanel, em: Double, line: Double) {
        self.em = em
        self.line = line
        bar = line + 6
        isCollapsed = panel.isCollapsed
        var frame = panel.frame
        if panel.isCollapsed { frame.size.height = 2 * bar }
        self.frame = frame
        var column = Flow.column(in: frame)
        titleBar = column.next(height: bar)
        statusLine = column.next(height: bar)
        tabBar = column.next(height: bar)
        grip = Rect(x: frame.minX, y: frame.maxY - Self.gripHeight, width: frame.size.width, height: Self.gripHeight)
        content = Rect(x: frame.minX, y: tabBar.maxY, width: frame.size.width, height: max(0, grip.minY - tabBar.maxY))
        leftEdge = Rect(x: frame.minX, y: tabBar.minY, width: Self.edgeWidth, height: max(0, grip.minY - tabBar.minY))
    }

    var width: Double { frame.size.width }

    /// Whether a press at `point` lands in the Tune tab's content (where a number being typed stays).
    func isInTuneContent(_ point: Point, tab: OverlayPanel.Tab) -> Bool {
        tab == .tune && !isCollapsed && content.containsHalfOpen(point) && !leftEdge.containsHalfOpen(point)
    }
}
