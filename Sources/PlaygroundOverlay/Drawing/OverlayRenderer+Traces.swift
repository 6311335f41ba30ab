import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI
import TraceKit

// MARK: - The traces tab: the list, then the selected trace's setup, slots and report

extension OverlayRenderer {
    func drawTraces(into framebuffer: inout Framebuffer) {
        let traces = playground.scene.traces
        guard let selected = overlay.traces.selection(among: traces.count) else {
            let rows = layout.content
            painter.text(&framebuffer, "This scene has no traces.", at: Point(x: rows.minX + 8, y: rows.minY + 8), Palette.dimText)
            painter.text(&framebuffer, "Add one with scene.addTrace(_:).", at: Point(x: rows.minX + 8, y: rows.minY + 8 + line), Palette.faintText)
            return
        }
        for (index, tracer) in traces.enumerated() {
            drawTraceRow(index, tracer, isSelected: index == selected, into: &framebuffer)
        }
        let details = layout.traceDetails
        painter.fill(&framebuffer, Rect(x: details.minX, y: details.minY - 3, width: details.size.width, height: 1), Palette.panelBorder)
        painter.clipped(&framebuffer, to: details) { framebuffer in
            drawTraceDetails(selected, traces[selected], in: details, into: &framebuffer)
        }
    }

    private func drawTraceRow(_ index: Int, _ tracer: Tracer, isSelected: Bool, into framebuffer: inout Framebuffer) {
        let row = layout.traceRow(index)
        if isSelected { painter.fill(&framebuffer, row, Palette.selectedRow, radius: 3) }
        let state = tracer.state
        let pill = Rect(x: row.minX + 2, y: row.minY + 2, width: em * 7 + 8, height: row.size.height - 4)
        painter.pill(&framebuffer, pill, state.rawValue, background: Palette.color(of: state), foreground: Palette.badgeText)
        let button = layout.traceButton(index)
        let nameX = pill.maxX + 6
        painter.text(
            &framebuffer, tracer.trace.name, at: Point(x: nameX, y: row.minY + 2),
            isSelected ? Palette.text : Palette.dimText, maxWidth: button.minX - nameX - 6)
        painter.pill(
            &framebuffer, button, tracer.isRunning ? "Stop" : "Start",
            background: Palette.buttonBackground, foreground: tracer.isRunning ? Palette.text : Palette.accent)
    }

    private func drawTraceDetails(_ index: Int, _ tracer: Tracer, in area: Rect, into framebuffer: inout Framebuffer) {
        let snapshot = tracer.snapshot()
        let trace = snapshot.trace
        let width = area.size.width
        let badgeWidth = em * 12 + 8
        var y = area.minY - Double(overlay.traceScroll) * line

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
