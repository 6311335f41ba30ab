import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI
import TraceKit

// MARK: - The title bar and the status line: they move the panel; the collapse button, the traces' pills

extension OverlayUI {
    /// The title bar: a handle that moves the panel, the collapse button, the title and a pill
    /// per trace that fits (a press opens its trace). Returns the trace whose pill is hovered.
    func buildTitleBar() -> Int? {
        let bar = chrome.titleBar, frame = chrome.frame
        let panel = overlay.panel
        if let origin = ui.dragHandle("panel.title", bar, anchor: panel.frame.origin) {
            overlay.panel.move(by: origin - panel.frame.origin, within: playground.scene.size)
        }
        ui.paint { framebuffer, painter in painter.fill(&framebuffer, bar, Palette.titleBackground) }
        let collapse = Rect(x: frame.minX + 3, y: frame.minY + 3, width: chrome.bar - 6, height: chrome.bar - 6)
        if ui.chevronButton("panel.collapse", pointing: chrome.isCollapsed ? .right : .down, at: collapse) {
            overlay.panel.isCollapsed.toggle()
        }
        // The title keeps room for fourteen letters before the pills.
        let titleRoom = 2 + em * 14 + 8
        ui.paint { framebuffer, painter in
            painter.text(
                &framebuffer, "Motion overlay", at: Point(x: frame.minX + chrome.bar + 2, y: frame.minY + 3), Palette.text, maxWidth: titleRoom - 6)
        }
        let traces = playground.scene.traces
        let pillWidth = em * 10 + 8
        let room = chrome.width - chrome.bar - titleRoom - Self.padding
        let shown = min(traces.count, CheckedInt.from(room / (pillWidth + 4), in: 0...CheckedInt.limit) ?? 0)
        var pills = Flow.trailingRow(in: Rect(x: frame.minX, y: frame.minY + 4, width: chrome.width - Self.padding, height: chrome.bar - 8), gap: 4)
        var hovered: Int?
        for index in (0..<shown).reversed() {
            let state = traces[index].state
            let text = ui.texts.text(WidgetID("panel.trace", index), for: state) { "#\(index + 1) \($0.rawValue)" }
            let id = WidgetID("panel.trace", index)
            if ui.button(id, text, at: pills.next(width: pillWidth), style: PillStyle(background: Palette.color(of: state), foreground: Palette.badgeText)) {
                overlay.traces.selectedIndex = index
                overlay.panel.tab = .traces
                overlay.panel.isCollapsed = false
            }
            if ui.hotID == id { hovered = index }
        }
        return hovered
    }

    /// A trace pill under the pointer names its trace, on a line under the title bar.
    func drawTooltip(forTrace index: Int, into framebuffer: inout Framebuffer) {
        guard index < playground.scene.traces.count else { return }
        let tracer = playground.scene.traces[index]
        let text = ui.texts.text("panel.tooltip", for: TooltipKey(index: index, state: tracer.state)) { key in
            "#\(key.index + 1) \(tracer.trace.name): \(key.state.rawValue) · click to open"
        }
        let frame = chrome.frame
        let width = min(painter.width(of: text) + 12, chrome.width)
        let rect = Rect(x: max(frame.minX, frame.maxX - width), y: chrome.titleBar.maxY, width: width, height: line + 4)
        painter.fill(&framebuffer, rect, Palette.text, radius: 3)
        painter.text(&framebuffer, text, at: Point(x: rect.minX + 6, y: rect.minY + 2), Palette.badgeText, maxWidth: width - 12)
    }

    // MARK: - Status line

    /// The status line: a handle that moves the panel, the frame rate and its graph, the
    /// runtime's state, its open tokens and the time scale.
    func buildStatusLine() {
        let status = chrome.statusLine
        let panel = overlay.panel
        if let origin = ui.dragHandle("panel.status", status, anchor: panel.frame.origin) {
            overlay.panel.move(by: origin - panel.frame.origin, within: playground.scene.size)
        }
        guard ui.isDrawing else { return }
        let times = overlay.frameTimes
        // No figure while idle (nothing is drawn, so any number would be stale) or before a run is long enough.
        let isDrawing = playground.needsFrames
        let fps = isDrawing ? times.framesPerSecond.map { CheckedInt.from($0, rounding: .toNearestOrAwayFromZero, in: 0...CheckedInt.limit) ?? 0 } : nil
        let fpsText = ui.texts.text("status.fps", for: isDrawing ? fps ?? -1 : -2) {
            switch $0 {
            case -2: "idle"
            case -1: "-- fps"
            default: "\($0) fps"
            }
        }
        // The time scale is right-aligned; the runtime's state and tokens take what is left, with a gap.
        let key = OverlayFormat.TimeScaleKey(scale: playground.timeScale, isPaused: playground.isPaused)
        let scaleText = ui.texts.text("status.timeScale", for: key, OverlayFormat.timeScaleText)
        let runtime = playground.scene.runtime
        let tokens = runtime.activeTokenCount
        let tokenText = ui.texts.text("status.tokens", for: tokens) { $0 == 1 ? "1 token" : "\($0) tokens" }
        let graph = frameGraph
        ui.paint { framebuffer, painter in
            painter.fill(&framebuffer, status, Palette.statusBackground)
            let textY = status.minY + 3
            painter.text(
                &framebuffer, fpsText, at: Point(x: status.minX + Self.padding, y: textY),
                (fps ?? 60) >= 55 ? (isDrawing ? Palette.text : Palette.dimText) : Palette.warning, maxWidth: em * 6 + 4)
            drawFrameGraph(times, in: graph, into: &framebuffer)
            let scaleColor = key.isPaused ? Palette.warning : (key.scale == 1 ? Palette.dimText : Palette.accent)
            let scaleX = status.maxX - Self.padding - painter.width(of: scaleText)
            painter.text(&framebuffer, scaleText, at: Point(x: scaleX, y: textY), scaleColor)
            var x = graph.maxX + 8
            x +=
                painter.text(
                    &framebuffer, runtime.isActive ? "● active" : "● idle", at: Point(x: x, y: textY),
                    runtime.isActive ? Palette.good : Palette.dimText, maxWidth: max(0, scaleX - em - x)) + em
            painter.text(&framebuffer, tokenText, at: Point(x: x, y: textY), tokens > 0 ? Palette.text : Palette.dimText, maxWidth: max(0, scaleX - em - x))
        }
    }

    /// The frame-time graph: 120 points wide when the panel has room, narrower so the runtime's
    /// state, the tokens and the time scale always fit beside it.
    private var frameGraph: Rect {
        let room = chrome.width - 2 * Self.padding - em * 6 - 6 - em * 33 - 20
        return Rect(
            x: chrome.frame.minX + Self.padding + em * 6 + 6, y: chrome.statusLine.minY + 3,
            width: min(120, max(32, room)), height: chrome.bar - 6)
    }

    /// 120 bars, newest on the right; the line marks the 16.7 ms budget at half height.
    private func drawFrameGraph(_ times: FrameTimeHistory, in graph: Rect, into framebuffer: inout Framebuffer) {
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
}

/// What a trace pill's tooltip says.
struct TooltipKey: Equatable {
    var index: Int
    var state: TraceState
}
