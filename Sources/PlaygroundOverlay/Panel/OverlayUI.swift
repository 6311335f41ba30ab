import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

/// The overlay's build function: the timeline strip, the panel with its
/// chrome and the open tab, and the help sheet, made with `WidgetContext`'s
/// widgets. The same function draws a frame, finds what a point is over,
/// and delivers a press, a drag or the wheel (see `WidgetContext`): a
/// control exists exactly where it is drawn, and acts where it is made.
///
/// It is made fresh for each pass and changes the overlay only in the
/// actions of the widgets that say they were pressed, dragged or turned, so
/// a draw pass changes nothing but the caches. Each tab's build lives in its
/// own extension (`OverlayUI+Log.swift`, `OverlayUI+Tune.swift`, …).
///
/// ```swift
/// ui.draw(into: &framebuffer, scale: 2) { ui in
///     OverlayUI(ui: ui, overlay: overlay, playground: playground).build()
/// }
/// ```
struct OverlayUI {
    let ui: WidgetContext
    let overlay: OverlayLayer
    let playground: Playground
    let chrome: PanelChrome

    init(ui: WidgetContext, overlay: OverlayLayer, playground: Playground) {
        self.ui = ui
        self.overlay = overlay
        self.playground = playground
        chrome = overlay.chrome
    }

    var em: Double { chrome.em }
    var line: Double { chrome.line }
    var painter: Painter { ui.painter }
    var content: Rect { chrome.content }
    static let padding = PanelChrome.padding

    /// What a pass builds: the whole overlay, or the part that takes input first.
    enum Part {
        /// Everything, bottom to top: the strip, the panel (or, hidden, the time badge), the help sheet.
        case all
        /// The timeline strip, which takes what is over it before the panel does.
        case strip
        /// The panel.
        case panel
    }

    /// Builds `part` of the overlay.
    func build(_ part: Part = .all) {
        switch part {
        case .all:
            buildStrip()
            buildPanel()
            if overlay.showsHelp { ui.paint { framebuffer, _ in drawHelp(into: &framebuffer) } }
        case .strip:
            buildStrip()
        case .panel:
            buildPanel()
        }
    }

    /// The panel: its frame (which takes every press the controls leave), the bars, the open
    /// tab, the grip and the left edge; then its border and a trace pill's tooltip.
    func buildPanel() {
        guard overlay.panel.isVisible else {
            ui.paint { framebuffer, _ in drawTimeBadge(into: &framebuffer) }
            return
        }
        var hoveredPill: Int?
        ui.clipped(to: chrome.frame) {
            // Square corners: a plain rectangle takes Canvas's exact integer path, a rounded one
            // its distance field for every pixel, which would cost more than the rest of the panel.
            let background = ui.area("panel", chrome.frame)
            ui.paint { framebuffer, painter in painter.fill(&framebuffer, chrome.frame, Palette.panelBackground) }
            hoveredPill = buildTitleBar()
            buildStatusLine()
            guard !chrome.isCollapsed else { return }
            buildTabBar()
            let wheel = background.wheel.map { scroll(by: $0, at: background.pointer) }
            ui.clipped(to: content) {
                switch overlay.panel.tab {
                case .log: buildLogTab(wheel: wheel)
                case .traces: buildTracesTab(wheel: wheel)
                case .inspector: ui.paint { framebuffer, _ in drawInspector(into: &framebuffer) }
                case .tracks: buildTracksTab(wheel: wheel)
                case .curves: buildCurvesTab(wheel: wheel)
                case .tune: buildTuneTab()
                case .perf: buildPerfTab()
                }
            }
            buildEdges()
        }
        ui.paint { framebuffer, painter in
            painter.stroke(&framebuffer, chrome.frame, Palette.panelBorder)
            if let hoveredPill { drawTooltip(forTrace: hoveredPill, into: &framebuffer) }
        }
    }

    /// The wheel over the panel: what it scrolls by, in whole rows (three a notch; fractions,
    /// from trackpads, add up until they make a row), and where it turned.
    struct Wheel {
        var notches: Double
        var rows: Int
        var point: Point
    }

    private func scroll(by notches: Double, at point: Point) -> Wheel {
        // The event is inside InputBounds (±10,000 notches); the sum is capped too, so rows always fit an Int.
        overlay.wheelRemainder = min(max(overlay.wheelRemainder + notches * 3, -100_000), 100_000)
        let rows = CheckedInt.from(overlay.wheelRemainder) ?? 0
        overlay.wheelRemainder -= Double(rows)
        return Wheel(notches: notches, rows: rows, point: point)
    }
}
