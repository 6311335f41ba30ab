import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The tab bar, and the grip and left edge that resize the panel

extension OverlayUI {
    /// The tabs (short titles when the full ones do not fit), and the log's Clear button at the
    /// right when it fits beside them (in a narrow panel, `c` clears).
    func buildTabBar() {
        let tabBar = chrome.tabBar
        let full = fitsFullTabTitles
        var tabs = Flow.row(in: Rect(x: tabBar.minX + Self.padding, y: tabBar.minY + 3, width: chrome.width - 2 * Self.padding, height: chrome.bar - 3), gap: 4)
        let all = OverlayPanel.Tab.allCases
        if let pressed = ui.tabBar(
            "panel.tabs", count: all.count, selected: all.firstIndex(of: overlay.panel.tab), title: { full ? all[$0].title : all[$0].shortTitle },
            padding: full ? Self.fullTabPadding : 10, in: &tabs)
        {
            overlay.panel.tab = all[pressed]
        }
        ui.paint { framebuffer, painter in
            painter.fill(&framebuffer, Rect(x: tabBar.minX, y: tabBar.maxY - 1, width: chrome.width, height: 1), Palette.panelBorder)
        }
        guard overlay.panel.tab == .log else { return }
        let rest = tabs.remaining
        var right = Flow.trailingRow(in: Rect(x: rest.minX, y: rest.minY, width: rest.size.width, height: chrome.bar - 6))
        let clearWidth = em * 5 + 12
        if right.fits(clearWidth), ui.button("log.clear", "Clear", at: right.next(width: clearWidth)) {
            overlay.log.clear()
        }
    }

    /// The room around a full tab title: seven full titles fit the default 420-point panel.
    static let fullTabPadding = 11.0

    /// Whether every tab's full title fits; a narrow panel shows the short ones.
    private var fitsFullTabTitles: Bool {
        let full = OverlayPanel.Tab.allCases.reduce(0.0) { $0 + em * Double($1.title.count) + Self.fullTabPadding + 4 }
        return full - 4 <= chrome.width - 2 * Self.padding
    }

    /// The grip along the bottom sets the height; the left edge sets the width.
    func buildEdges() {
        let frame = overlay.panel.frame, size = playground.scene.size
        if let bottomLeft = ui.dragHandle("panel.grip", chrome.grip, anchor: Point(x: frame.minX, y: frame.maxY)) {
            overlay.panel.setBottom(bottomLeft.y, within: size)
        }
        if let origin = ui.dragHandle("panel.leftEdge", chrome.leftEdge, anchor: frame.origin) {
            overlay.panel.setLeft(origin.x, within: size)
        }
        ui.paint { framebuffer, painter in
            let center = chrome.grip.center
            painter.fill(&framebuffer, Rect(x: center.x - 16, y: center.y - 1, width: 32, height: 2), Palette.faintText, radius: 1)
        }
    }
}
