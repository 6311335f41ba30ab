import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI
import TraceKit

// MARK: - The traces tab: the list, then the selected trace's setup, slots and report

extension OverlayUI {
    /// A row per trace (a press selects it; its button stops or starts it, through the
    /// playground), then the selected trace's setup, slots and report, which the wheel scrolls.
    func buildTracesTab(wheel: Wheel?) {
        let traces = playground.scene.traces
        if let wheel { scrollTraceDetails(byRows: wheel.rows) }
        guard let selected = overlay.traces.selection(among: traces.count) else {
            ui.paint { framebuffer, painter in
                painter.text(&framebuffer, "This scene has no traces.", at: Point(x: content.minX + 8, y: content.minY + 8), Palette.dimText)
                painter.text(&framebuffer, "Add one with scene.addTrace(_:).", at: Point(x: content.minX + 8, y: content.minY + 8 + line), Palette.faintText)
            }
            return
        }
        var rows = Flow.column(in: content.inset(left: 4, top: 4, right: 4), gap: 2)
        for (index, tracer) in traces.enumerated() {
            let row = rows.next(height: line + 4)
            if ui.listRow(WidgetID("traces.row", index), at: row, isSelected: index == selected, style: .card).isPressed {
                overlay.traces.selectedIndex = index
                overlay.tracesTab.scroll = 0
            }
            let state = tracer.state
            let pill = Rect(x: row.minX + 2, y: row.minY + 2, width: em * 7 + 8, height: row.size.height - 4)
            var buttons = Flow.trailingRow(in: row.inset(top: 1, right: 2, bottom: 1), gap: 4)
            let toggle = tracer.isRunning ? PillStyle.button : PillStyle(background: Palette.buttonBackground, foreground: Palette.accent)
            if ui.button(WidgetID("traces.toggle", index), tracer.isRunning ? "Stop" : "Start", at: buttons.next(width: em * 5 + 8), style: toggle) {
                overlay.traces.selectedIndex = index
                playground.send(.toggleTrace(named: tracer.trace.name))
            }
            let nameRoom = ui.lastRect.minX - pill.maxX - 12
            ui.paint { framebuffer, painter in
                painter.pill(&framebuffer, pill, state.rawValue, background: Palette.color(of: state), foreground: Palette.badgeText)
                painter.text(
                    &framebuffer, tracer.trace.name, at: Point(x: pill.maxX + 6, y: row.minY + 2), index == selected ? Palette.text : Palette.dimText,
                    maxWidth: nameRoom)
            }
        }
        let top = rows.remaining.minY + 4
        let details = Rect(x: content.minX + Self.padding, y: top, width: chrome.width - 2 * Self.padding, height: max(0, content.maxY - top))
        ui.paint { framebuffer, painter in
            painter.fill(&framebuffer, Rect(x: details.minX, y: details.minY - 3, width: details.size.width, height: 1), Palette.panelBorder)
            painter.clipped(&framebuffer, to: details) { framebuffer in
                drawTraceDetails(selected, traces[selected], in: details, into: &framebuffer)
            }
        }
    }

    /// The wheel scrolls the selected trace's details: enough to bring the last slot's hint to the top, no further.
    private func scrollTraceDetails(byRows rows: Int) {
        let traces = playground.scene.traces
        guard let selected = overlay.traces.selection(among: traces.count) else {
            overlay.tracesTab.scroll = 0
            return
        }
        let trace = traces[selected].trace
        let limit = trace.itemsToMatch.count * 3 + (trace.setupSteps?.count ?? 0) + 6
        overlay.tracesTab.scroll = min(max(0, overlay.tracesTab.scroll - rows), limit)
    }
    private func drawTraceDetails(_ index: Int, _ tracer: Tracer, in area: Rect, into framebuffer: inout Framebuffer) {
        let snapshot = tracer.snapshot()
        let trace = snapshot.trace
        let width = area.size.width
        let badgeWidth = em * 12 + 8
        var y = area.minY - Double(overlay.tracesTab.scroll) * line

        // The run's state, with why it failed.
        var x = area.minX
        x += painter.text(&framebuffer, snapshot.isRunning ? "running, " : "stopped, ", at: Point(x: x, y: y), Palette.dimText)
        x += painter.text(&framebuffer, snapshot.state.rawValue, at: Point(x: x, y: y), Palette.color(of: snapshot.state))
        if let reason = snapshot.failureReason {
            x += painter.text(&framebuffer, " — ", at: Point(x: x, y: y), Palette.dimText)
            painter.text(&framebuffer, reason.rawValue, at: Point(x: x, y: y), Palette.danger, maxWidth: area.maxX - x)
        }
        y += line
        painter.text(&framebuffer, trace.enforceOrder ? "order enforced" : "any order", at: Point(x: area.minX, y: y), Palette.faintText)
        painter.text(
            &framebuffer, trace.allowDuplicates ? "· duplicates allowed" : "· no duplicates",
            at: Point(x: area.minX + em * 15, y: y), Palette.faintText)
        y += line + 4

        if let steps = trace.setupSteps, !steps.isEmpty {
            painter.text(&framebuffer, "SETUP", at: Point(x: area.minX, y: y), Palette.dimText)
            y += line
            for step in steps {
                painter.text(&framebuffer, "•", at: Point(x: area.minX + 4, y: y), Palette.accent)
                painter.text(&framebuffer, step, at: Point(x: area.minX + em + 8, y: y), Palette.text, maxWidth: width - em - 8)
                y += line
            }
            y += 4
        }

        painter.text(&framebuffer, "ITEMS TO MATCH", at: Point(x: area.minX, y: y), Palette.dimText)
        y += line
        let values = overlay.traces.slotTexts(forTrace: index, tracer: tracer)
        for slot in 0..<snapshot.slotCount {
            let (item, state) = snapshot.slot(at: slot)
            let badge = Rect(x: area.minX, y: y + 1, width: badgeWidth, height: line - 2)
            painter.pill(&framebuffer, badge, Palette.label(of: state), background: Palette.color(of: state), foreground: Palette.badgeText)
            let textX = badge.maxX + 6
            painter.text(&framebuffer, item.type, at: Point(x: textX, y: y), Palette.text, maxWidth: area.maxX - textX)
            y += line
            painter.text(&framebuffer, values[slot], at: Point(x: textX, y: y), Palette.dimText, maxWidth: area.maxX - textX)
            y += line
            if let hint = item.uxFlowHint {
                painter.text(&framebuffer, "»", at: Point(x: textX, y: y), Palette.faintText)
                painter.text(&framebuffer, hint, at: Point(x: textX + em + 4, y: y), Palette.accent, maxWidth: area.maxX - textX - em - 4)
                y += line
            }
            y += 2
        }

        let message = overlay.traces.message(forTrace: index, tracer: tracer)
        if !message.isEmpty { y += 4 }
        for text in message {
            painter.text(&framebuffer, text, at: Point(x: area.minX, y: y), Palette.warning, maxWidth: width)
            y += line
        }
    }
}

/// The Traces tab's own state, kept by the overlay between frames.
struct TracesTabState {
    /// How many rows the trace details are scrolled down.
    var scroll = 0
}
