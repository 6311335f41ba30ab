import Canvas
import Interactions
import Motion
import PlaygroundKit
import PlaygroundUI

// MARK: - The inspector tab: the selected box's motion, plans, performers and open tokens

extension OverlayUI {
    func drawInspector(into framebuffer: inout Framebuffer) {
        let area = Rect(
            x: content.minX + Self.padding, y: content.minY + 6,
            width: chrome.width - 2 * Self.padding, height: content.size.height - 6
        )
        guard let selected = overlay.selection.box else {
            let hints = [
                "Right-click a box to inspect it,",
                "or press i and click one (pick mode).",
                "The box never feels it: a box in flight",
                "flies on. You will see its plans, performers",
                "and open tokens, its velocity as an arrow",
                "and where it will come to rest as a ghost.",
            ]
            for (row, hint) in hints.enumerated() {
                painter.text(
                    &framebuffer, hint, at: Point(x: area.minX, y: area.minY + Double(row) * line),
                    row == 0 ? Palette.text : Palette.dimText, maxWidth: area.size.width)
            }
            return
        }
        // In the past, the box as it was then (the stage holds the frame on show).
        let past = playground.pastIndex.flatMap { index in playground.history.map { (index, $0) } }
        let box = playground.boxShown(named: selected.name) ?? selected
        var y = area.minY
        let right = area.maxX
        // Heading: a swatch of the box's colour, its name, and its motion's phase.
        painter.fill(&framebuffer, Rect(x: area.minX, y: y + 2, width: line - 4, height: line - 4), box.color, radius: 2)
        painter.text(&framebuffer, box.name, at: Point(x: area.minX + line + 2, y: y), Palette.text, maxWidth: area.size.width / 2)
        let motion = box.motion
        let phase = motion.phase.rawValue
        painter.text(
            &framebuffer, phase, at: Point(x: right - painter.width(of: phase), y: y),
            motion.isMoving ? Palette.velocity : Palette.dimText)
        y += line + 4
        if let (index, history) = past {
            let frame = history.frame(at: index)
            painter.text(
                &framebuffer, "as at frame \(frame.number), \(history.count - 1 - index) frames ago", at: Point(x: area.minX, y: y),
                Palette.warning, maxWidth: area.size.width)
            y += line + 2
        }

        row("position", OverlayFormat.format(box.position.x, box.position.y), at: &y, in: area, into: &framebuffer)
        let speed = OverlayFormat.whole(motion.velocity.length)
        row("velocity", OverlayFormat.format(motion.velocity.x, motion.velocity.y) + " · \(speed) px/s", at: &y, in: area, into: &framebuffer)
        let rest = motion.projectedRestPosition.map { OverlayFormat.format($0.x, $0.y) } ?? "—"
        row("rest at", rest, at: &y, in: area, into: &framebuffer)
        y += 6

        guard let record = playground.scene.ledger.target(named: box.name) else {
            painter.text(&framebuffer, "The runtime has no plans for this box.", at: Point(x: area.minX, y: y), Palette.dimText, maxWidth: area.size.width)
            return
        }
        heading(past == nil ? "PLANS" : "PLANS (now)", count: record.plans.count, at: &y, in: area, into: &framebuffer)
        for plan in record.plans {
            let text =
                plan.name.map { "\"\($0)\" → \(plan.typeName)" }
                ?? (plan.count > 1 ? "\(plan.typeName) ×\(plan.count)" : plan.typeName)
            painter.text(&framebuffer, text, at: Point(x: area.minX + 8, y: y), Palette.text, maxWidth: area.size.width - 8)
            y += line
        }
        y += 4
        let openTokens =
            past.map { index, history in
                history.openTokens(at: index).filter { $0.target == box.name }.map {
                    RuntimeLedger.OpenToken(id: $0.id, label: $0.label, performerName: $0.performer, startTime: $0.startTime)
                }
            } ?? record.openTokens
        heading("OPEN TOKENS", count: openTokens.count, at: &y, in: area, into: &framebuffer)
        let now = past.map { $0.1.frame(at: $0.0).sceneTime } ?? playground.scene.clock.now
        for token in openTokens {
            swatch(Palette.color(ofPerformer: token.performerName), at: y, in: area, into: &framebuffer)
            let age = LogLine.format(seconds: now - token.startTime) + " s"
            let ageWidth = painter.width(of: age)
            let label = token.label.map { "token#\(token.id) (\($0)) by \(token.performerName)" } ?? "token#\(token.id) by \(token.performerName)"
            let x = area.minX + 8 + line
            painter.text(&framebuffer, label, at: Point(x: x, y: y), Palette.text, maxWidth: right - ageWidth - 8 - x)
            painter.text(&framebuffer, age, at: Point(x: right - ageWidth, y: y), Palette.velocity)
            y += line
        }
        if openTokens.isEmpty {
            painter.text(&framebuffer, "none: nothing keeps the runtime active for it", at: Point(x: area.minX + 8, y: y), Palette.faintText, maxWidth: area.size.width - 8)
            y += line
        }
        y += 4
        heading(past == nil ? "PERFORMERS" : "PERFORMERS (now)", count: record.performers.count, at: &y, in: area, into: &framebuffer)
        // Each performer's own account of its state (MotionStateReporting), read now: a pull, so it costs nothing unseen.
        let instances = playground.scene.runtime.performers(for: selected)
        for performer in record.performers {
            swatch(Palette.color(ofPerformer: performer), at: y, in: area, into: &framebuffer)
            painter.text(&framebuffer, performer, at: Point(x: area.minX + 8 + line, y: y), Palette.text, maxWidth: area.size.width - 8 - line)
            y += line
            guard let instance = instances.first(where: { RuntimeEvent.name(of: $0) == performer }) else { continue }
            let indent = area.minX + 8 + line
            if let reporter = instance as? any MotionStateReporting {
                y = drawStateValues(reporter.motionState, from: indent, to: right, at: y, into: &framebuffer)
            } else {
                painter.text(
                    &framebuffer, "adopt MotionStateReporting to show its state", at: Point(x: indent, y: y),
                    Palette.faintText, maxWidth: right - indent)
                y += line
            }
        }
    }

    /// A performer's named values flowing as `name value` pairs, wrapped at `maxX`; returns the next line's y.
    private func drawStateValues(
        _ values: [MotionStateValue], from minX: Double, to maxX: Double, at top: Double,
        into framebuffer: inout Framebuffer
    ) -> Double {
        var x = minX, y = top
        for value in values {
            let name = value.name, text = value.valueText
            let width = painter.width(of: name) + em + painter.width(of: text)
            if x > minX && x + width > maxX {
                x = minX
                y += line
            }
            x += painter.text(&framebuffer, name, at: Point(x: x, y: y), Palette.dimText, maxWidth: maxX - x) + em
            x += painter.text(&framebuffer, text, at: Point(x: x, y: y), Palette.text, maxWidth: max(0, maxX - x)) + em * 2
        }
        return values.isEmpty ? y : y + line
    }

    private func row(_ name: String, _ value: String, at y: inout Double, in area: Rect, into framebuffer: inout Framebuffer) {
        painter.text(&framebuffer, name, at: Point(x: area.minX, y: y), Palette.dimText)
        painter.text(&framebuffer, value, at: Point(x: area.minX + em * 10, y: y), Palette.text, maxWidth: area.size.width - em * 10)
        y += line
    }

    private func heading(_ title: String, count: Int, at y: inout Double, in area: Rect, into framebuffer: inout Framebuffer) {
        let width = painter.text(&framebuffer, title, at: Point(x: area.minX, y: y), Palette.dimText)
        painter.text(&framebuffer, "\(count)", at: Point(x: area.minX + width + em, y: y), Palette.faintText)
        y += line
    }

    private func swatch(_ color: Color, at y: Double, in area: Rect, into framebuffer: inout Framebuffer) {
        painter.fill(&framebuffer, Rect(x: area.minX + 8, y: y + 4, width: line - 8, height: line - 8), color, radius: 1)
    }
}
