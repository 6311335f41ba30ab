import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

/// Draws the overlay panel: its frame, title bar (with the traces' status
/// pills), status line (fps, frame-time graph, runtime state, open tokens,
/// time scale), tab bar, and the open tab.
///
/// It reads the overlay's models and the playground and changes nothing but
/// the label caches. Each tab's drawing lives in its own extension.
struct OverlayRenderer {
    let overlay: OverlayLayer
    let playground: Playground
    let layout: OverlayLayout
    let painter: Painter

    var em: Double { layout.em }
    var line: Double { layout.line }

    func draw(into framebuffer: inout Framebuffer) {
        drawTimelineStrip(into: &framebuffer)
        drawPanel(into: &framebuffer)
        if overlay.showsHelp { drawHelp(into: &framebuffer) }
    }

    private func drawPanel(into framebuffer: inout Framebuffer) {
        guard overlay.panel.isVisible else {
            drawTimeBadge(into: &framebuffer)
            return
        }
        painter.clipped(&framebuffer, to: layout.frame) { framebuffer in
            // Square corners: a plain rectangle takes Canvas's exact integer path, a rounded one
            // its distance field for every pixel, which would cost more than the rest of the panel.
            painter.fill(&framebuffer, layout.frame, Palette.panelBackground)
            drawTitleBar(into: &framebuffer)
            drawStatusLine(into: &framebuffer)
            if !layout.isCollapsed {
                drawTabBar(into: &framebuffer)
                painter.clipped(&framebuffer, to: layout.content) { framebuffer in
                    switch layout.tab {
                    case .log: drawLog(into: &framebuffer)
                    case .traces: drawTraces(into: &framebuffer)
                    case .inspector: drawInspector(into: &framebuffer)
                    case .tracks: drawTracks(into: &framebuffer)
                    case .curves: drawCurves(into: &framebuffer)
                    case .tune: drawTune(into: &framebuffer)
                    }
                }
                drawGrip(into: &framebuffer)
            }
        }
        painter.stroke(&framebuffer, layout.frame, Palette.panelBorder)
        drawTooltip(into: &framebuffer)
    }

    // MARK: - Title bar

    private func drawTitleBar(into framebuffer: inout Framebuffer) {
        let bar = layout.titleBar
        painter.fill(&framebuffer, bar, Palette.titleBackground)
        painter.fill(&framebuffer, layout.collapseButton, Palette.buttonBackground, radius: 3)
        painter.chevron(&framebuffer, in: layout.collapseButton, pointing: layout.isCollapsed ? .right : .down, Palette.text)
        let titleRoom = layout.titleReserve - layout.bar - 6
        painter.text(&framebuffer, "Motion overlay", at: layout.titleText, Palette.text, maxWidth: titleRoom)
        let traces = playground.scene.traces
        for index in 0..<layout.visiblePillCount {
            guard let rect = layout.tracePill(index) else { continue }
            let state = traces[index].state
            painter.pill(
                &framebuffer, rect, overlay.labels.pill(index, state),
                background: Palette.color(of: state), foreground: Palette.badgeText
            )
        }
    }

    // MARK: - Status line

    private func drawStatusLine(into framebuffer: inout Framebuffer) {
        let status = layout.statusLine
        painter.fill(&framebuffer, status, Palette.statusBackground)
        let textY = status.minY + 3
        let times = overlay.frameTimes
        // No figure while idle (nothing is drawn, so any number would be stale) or before a run is long enough.
        let isDrawing = playground.needsFrames
        let fps = isDrawing ? times.framesPerSecond.map { CheckedInt.from($0, rounding: .toNearestOrAwayFromZero, in: 0...CheckedInt.limit) ?? 0 } : nil
        let fpsText = overlay.labels.framesPerSecond.text(for: isDrawing ? fps ?? -1 : -2) {
            switch $0 {
            case -2: "idle"
            case -1: "-- fps"
            default: "\($0) fps"
            }
        }
        painter.text(
            &framebuffer, fpsText, at: Point(x: status.minX + OverlayLayout.padding, y: textY),
            (fps ?? 60) >= 55 ? (isDrawing ? Palette.text : Palette.dimText) : Palette.warning, maxWidth: em * 6 + 4)
        drawFrameGraph(times, into: &framebuffer)

        // The time scale is right-aligned; the runtime's state and tokens take what is left, with a gap.
        let key = OverlayLabels.TimeScaleKey(scale: playground.timeScale, isPaused: playground.isPaused)
        let scaleText = overlay.labels.timeScale.text(for: key, OverlayLabels.timeScaleText)
        let scaleColor = key.isPaused ? Palette.warning : (key.scale == 1 ? Palette.dimText : Palette.accent)
        let scaleX = status.maxX - OverlayLayout.padding - painter.width(of: scaleText)
        painter.text(&framebuffer, scaleText, at: Point(x: scaleX, y: textY), scaleColor)

        let runtime = playground.scene.runtime
        var x = layout.graph.maxX + 8
        x +=
            painter.text(
                &framebuffer, runtime.isActive ? "● active" : "● idle", at: Point(x: x, y: textY),
                runtime.isActive ? Palette.good : Palette.dimText, maxWidth: max(0, scaleX - em - x)) + em
        let tokens = runtime.activeTokenCount
        let tokenText = overlay.labels.tokens.text(for: tokens) { $0 == 1 ? "1 token" : "\($0) tokens" }
        painter.text(
            &framebuffer, tokenText, at: Point(x: x, y: textY),
            tokens > 0 ? Palette.text : Palette.dimText, maxWidth: max(0, scaleX - em - x))
    }

    /// 120 bars, newest on the right; the line marks the 16.7 ms budget at half height.
    private func drawFrameGraph(_ times: FrameTimeHistory, into framebuffer: inout Framebuffer) {
        let graph = layout.graph
        painter.fill(&framebuffer, graph, Palette.graphBackground)
        let barWidth = graph.size.width / Double(FrameTimeHistory.capacity)
        let ceiling = 2 * FrameTimeHistory.budget
        for index in 0..<times.count {
            let seconds = times[index]
            let height = max(1, min(1, seconds / ceiling) * graph.size.height)
            let x = graph.maxX - Double(times.count - index) * barWidth
            let color = FrameTimeHistory.isOverBudget(seconds) ? Palette.danger : Palette.graphBar
            painter.fill(&framebuffer, Rect(x: x, y: graph.maxY - height, width: barWidth, height: height), color)
        }
        let budgetY = graph.maxY - (graph.size.height / 2).rounded()
        painter.fill(&framebuffer, Rect(x: graph.minX, y: budgetY, width: graph.size.width, height: 1), Palette.graphBudgetLine)
    }

    // MARK: - Tab bar and grip

    private func drawTabBar(into framebuffer: inout Framebuffer) {
        for tab in OverlayPanel.Tab.allCases {
            let rect = layout.tabRect(tab)
            let isOpen = tab == layout.tab
            painter.fill(&framebuffer, rect, isOpen ? Palette.activeTab : Palette.buttonBackground, radius: 3)
            if isOpen {
                painter.fill(&framebuffer, Rect(x: rect.minX, y: rect.minY, width: rect.size.width, height: 2), Palette.accent)
            }
            let title = layout.tabTitle(tab)
            let inset = ((rect.size.width - painter.width(of: title)) / 2).rounded(.down)
            painter.text(&framebuffer, title, at: Point(x: rect.minX + inset, y: rect.minY + 2), isOpen ? Palette.text : Palette.dimText)
        }
        painter.fill(&framebuffer, Rect(x: layout.frame.minX, y: layout.tabBar.maxY - 1, width: layout.width, height: 1), Palette.panelBorder)
        if layout.showsClearButton {
            painter.pill(&framebuffer, layout.clearButton, "Clear", background: Palette.buttonBackground, foreground: Palette.text)
        }
    }

    private func drawGrip(into framebuffer: inout Framebuffer) {
        let grip = layout.grip
        let center = grip.center
        painter.fill(&framebuffer, Rect(x: center.x - 16, y: center.y - 1, width: 32, height: 2), Palette.faintText, radius: 1)
    }

    /// With the panel hidden, slowed or paused time still shows, so nobody wonders why boxes crawl.
    private func drawTimeBadge(into framebuffer: inout Framebuffer) {
        guard playground.isPaused || playground.timeScale != 1 else { return }
        let key = OverlayLabels.TimeScaleKey(scale: playground.timeScale, isPaused: playground.isPaused)
        let text = overlay.labels.timeScale.text(for: key, OverlayLabels.timeScaleText)
        let rect = Rect(x: 8, y: 8, width: painter.width(of: text) + 12, height: line + 4)
        painter.pill(&framebuffer, rect, text, background: Palette.labelBackground, foreground: Palette.warning)
    }
}
