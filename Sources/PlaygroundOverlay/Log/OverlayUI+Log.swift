import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The log tab: kind chips, the target and text filters, the visible rows, a selected line's details

extension OverlayUI {
    /// The kind chips (a press hides or shows a kind), the target arrows and label, the text
    /// filter's field, the rows that fit (a press selects a line), the selected line's details
    /// and, scrolled back, the bar that follows the newest line again. The wheel scrolls.
    func buildLogTab(wheel: Wheel?) {
        let log = overlay.log
        if let wheel { log.scroll(byRows: wheel.rows) }
        var chips = Self.kindChips(in: content, line: line)
        let kinds = LogKind.allCases
        if let pressed = ui.chips(
            "log.kinds", count: kinds.count, title: { kinds[$0].badge }, isOn: { !log.hiddenKinds.contains(kinds[$0]) }, padding: 8, in: &chips,
            style: { ToggleStyle(on: PillStyle(background: Palette.color(of: kinds[$0]), foreground: Palette.badgeText), off: .chipOff) })
        {
            log.toggleKind(kinds[pressed])
        }
        let filterRow = Rect(x: content.minX + Self.padding, y: chips.lineBottom + 4, width: chrome.width - 2 * Self.padding, height: line + 2)
        buildFilterRow(filterRow)

        let hasDetails = log.selectedSequence != nil
        let details = Self.logDetails(in: content, line: line, isShown: hasDetails)
        let rows = Self.logRows(below: filterRow.maxY, in: content, details: hasDetails ? details : nil)
        let capacity = CheckedInt.from(rows.size.height / line, in: 1...CheckedInt.limit) ?? 1
        buildRows(in: rows)
        drawScrollbar(beside: rows)
        if hasDetails { buildDetails(in: details) }
        if !log.isFollowing {
            let bar = Rect(x: rows.minX, y: rows.minY + Double(capacity - 1) * line, width: rows.size.width, height: line)
            if ui.area("log.resume", bar).isPressed { log.resumeFollowing() }
            let text =
                log.pastSequence != nil
                ? "the past: its frame's lines lit, later ones dim"
                : ui.texts.text("log.paused", for: log.newWhilePaused) { "paused — \($0) new · click or End to follow" }
            ui.paint { framebuffer, painter in
                painter.fill(&framebuffer, bar, Palette.accent, radius: 3)
                painter.text(&framebuffer, text, at: Point(x: bar.minX + 6, y: bar.minY), Palette.badgeText, maxWidth: bar.size.width - 12)
            }
        }
    }

    /// The target arrows and label, then the text filter's field (what is typed, with a caret while typing, or how to start; the count on the right).
    private func buildFilterRow(_ rect: Rect) {
        let log = overlay.log
        var row = Flow.row(in: rect, gap: 2)
        if ui.chevronButton("log.previousTarget", pointing: .left, at: row.next(width: em + 8)) { log.cycleTargetFilter(forward: false) }
        let label = ui.texts.text("log.targetFilter", for: log.targetFilter) { $0.map { "only \($0)" } ?? "all targets" }
        let labelStyle = ToggleStyle(on: .accent, off: PillStyle(background: Palette.chipOffBackground, foreground: Palette.text))
        if ui.toggle("log.target", label, isOn: log.targetFilter != nil, at: row.next(width: em * 14 + 8), style: labelStyle) {
            log.cycleTargetFilter(forward: true)
        }
        if ui.chevronButton("log.nextTarget", pointing: .right, at: row.next(width: em + 8)) { log.cycleTargetFilter(forward: true) }
        row.skip(4)
        let field = Rect(x: row.remaining.minX, y: rect.minY, width: max(em * 4, row.remaining.size.width), height: rect.size.height)
        if ui.area("log.textFilter", field).isPressed { overlay.perform(.typeLogFilter, in: playground) }
        guard ui.isDrawing else { return }
        let typing = overlay.isTypingFilter
        let count = ui.texts.text("log.lineCount", for: log.filteredCount) { $0 == 1 ? "1 line" : "\($0) lines" }
        ui.paint { framebuffer, painter in
            painter.fill(&framebuffer, field, typing ? Palette.panelBackground : Palette.chipOffBackground, radius: 3)
            if typing { painter.stroke(&framebuffer, field, Palette.accent, radius: 3) }
            let countWidth = painter.width(of: count)
            let showsCount = field.size.width > countWidth + em * 8
            let textRoom = max(0, field.size.width - (showsCount ? countWidth + 16 : 8))
            if log.textFilter.isEmpty && !typing {
                painter.text(&framebuffer, "/ to filter", at: Point(x: field.minX + 4, y: field.minY + 1), Palette.faintText, maxWidth: textRoom)
            } else {
                let shown = typing ? log.textFilter + "_" : log.textFilter
                painter.text(&framebuffer, shown, at: Point(x: field.minX + 4, y: field.minY + 1), Palette.text, maxWidth: textRoom)
            }
            if showsCount {
                painter.text(&framebuffer, count, at: Point(x: field.maxX - 4 - countWidth, y: field.minY + 1), Palette.dimText)
            }
        }
    }

    /// Only the visible rows: a press selects a line (or, selected, unselects it); their text was formatted when first shown.
    private func buildRows(in rows: Rect) {
        let log = overlay.log
        let range = log.visibleRange
        if range.isEmpty {
            let empty = log.count == 0 ? "Nothing logged yet." : "No line matches the filters."
            ui.paint { framebuffer, painter in
                painter.text(&framebuffer, empty, at: Point(x: rows.minX + 4, y: rows.minY + 4), Palette.faintText, maxWidth: rows.size.width - 8)
            }
        }
        for (row, index) in range.enumerated() {
            let sequence = log.filteredSequence(at: index)
            let rect = Rect(x: rows.minX, y: rows.minY + Double(row) * line, width: rows.size.width, height: line)
            let isLit = log.highlightedSequences?.contains(sequence) == true
            let response = ui.listRow(
                WidgetID("log.row", row), at: rect, isSelected: sequence == log.selectedSequence, isStriped: index % 2 == 1,
                highlight: isLit ? Palette.pastRow : nil)
            if response.isPressed {
                log.selectedSequence = log.selectedSequence == sequence ? nil : sequence
                log.lineToReveal = log.selectedSequence
            }
            ui.paint { framebuffer, _ in drawRow(log.filteredLine(at: index), in: rect, into: &framebuffer) }
        }
    }

    /// A line's time, kind badge, target and text. In the past, lines not yet logged then are dimmed.
    private func drawRow(_ line: LogLine, in rect: Rect, into framebuffer: inout Framebuffer) {
        let isFuture = overlay.log.pastSequence.map { line.sequence > $0 } ?? false
        let badgeWidth = em * 6 + 8  // UNNAME, the widest badge, whole
        let textX = rect.minX + em * 6 + 6 + badgeWidth + 6
        let y = rect.minY
        painter.text(&framebuffer, line.timeText, at: Point(x: rect.minX, y: y), Palette.faintText)
        let badge = Rect(x: rect.minX + em * 6 + 6, y: y + 1, width: badgeWidth, height: self.line - 2)
        painter.pill(
            &framebuffer, badge, line.badge, background: Palette.color(of: line.kind).withAlpha(isFuture ? 0x50 : 0xFF), foreground: Palette.badgeText)
        var x = textX
        if let target = line.targetName {
            x += painter.text(&framebuffer, target, at: Point(x: x, y: y), isFuture ? Palette.faintText : Palette.accent, maxWidth: rect.maxX - textX - 2) + em
        }
        painter.text(&framebuffer, line.text, at: Point(x: x, y: y), isFuture ? Palette.faintText : Palette.text, maxWidth: max(0, rect.maxX - 2 - x))
    }

    private func drawScrollbar(beside rows: Rect) {
        let log = overlay.log
        let total = log.filteredCount, shown = log.visibleRange.count
        guard total > shown, shown > 0 else { return }
        let track = Rect(x: rows.maxX + 1, y: rows.minY, width: 3, height: rows.size.height)
        let height = max(8, track.size.height * Double(shown) / Double(total))
        let top = track.minY + (track.size.height - height) * Double(log.visibleRange.lowerBound) / Double(total - shown)
        ui.paint { framebuffer, painter in
            painter.fill(&framebuffer, Rect(x: track.minX, y: top, width: track.size.width, height: height), Palette.faintText, radius: 1.5)
        }
    }

    /// The selected line, whole: heading, wrapped words and the event's fields, with × to close.
    private func buildDetails(in box: Rect) {
        let close = Rect(x: box.maxX - em - 10, y: box.minY + 3, width: em + 6, height: line)
        if ui.area("log.closeDetails", close).isPressed { overlay.log.selectedSequence = nil }
        guard ui.isDrawing, let sequence = overlay.log.selectedSequence,
            let details = overlay.log.details(sequence: sequence)
        else { return }
        ui.paint { framebuffer, painter in
            painter.fill(&framebuffer, box, Palette.titleBackground, radius: 3)
            painter.stroke(&framebuffer, box, Palette.accent, radius: 3)
            let x = box.minX + 6, width = box.size.width - 12
            var y = box.minY + 4
            painter.text(&framebuffer, details.heading, at: Point(x: x, y: y), Palette.accent, maxWidth: width - em * 2)
            painter.text(&framebuffer, "×", at: close.origin + Point(x: 3, y: 0), Palette.dimText)
            y += line
            let columns = CheckedInt.from(width / em, in: 0...CheckedInt.limit) ?? 0
            let fields = details.fields.joined(separator: " · ")
            let fieldLines = fields.isEmpty ? 0 : 1
            let textLines = details.wrappedText(columns: columns)
            let room = Self.detailLines - 1 - fieldLines
            for (index, text) in textLines.prefix(room).enumerated() {
                let last = index == room - 1 && textLines.count > room
                painter.text(&framebuffer, last ? text + "…" : text, at: Point(x: x, y: y), Palette.text, maxWidth: width)
                y += line
            }
            if fieldLines > 0 {
                painter.text(&framebuffer, fields, at: Point(x: x, y: box.maxY - 4 - line), Palette.dimText, maxWidth: width - em * 12)
                let hint = "Ctrl+C copies"
                painter.text(&framebuffer, hint, at: Point(x: box.maxX - 6 - painter.width(of: hint), y: box.maxY - 4 - line), Palette.faintText)
            }
        }
    }

    // MARK: - Geometry the log view needs before it is drawn

    /// Text lines in a selected log line's details.
    static let detailLines = 6

    /// The kind chips' flow: left to right, wrapping onto a second row in a narrow panel.
    static func kindChips(in content: Rect, line: Double) -> Flow {
        Flow.wrapping(in: content.inset(left: padding, top: 4, right: padding), lineHeight: line + 2, gap: 4, lineGap: 4)
    }

    /// A selected line's details, at the bottom of the tab.
    static func logDetails(in content: Rect, line: Double, isShown: Bool) -> Rect {
        let height = isShown ? Double(detailLines) * line + 10 : 0
        return Rect(x: content.minX + 4, y: content.maxY - 2 - height, width: content.size.width - 8, height: height)
    }

    /// The rows' area: under the filter row, above the details if a line is selected.
    static func logRows(below top: Double, in content: Rect, details: Rect?) -> Rect {
        let top = top + 6
        let bottom = details.map { $0.minY - 4 } ?? content.maxY - 2
        return Rect(x: content.minX + 4, y: top, width: content.size.width - 12, height: max(0, bottom - top))
    }

    /// How many rows the log shows in `content`: the chips and filter row laid out as the tab lays them out.
    static func logRowCapacity(in content: Rect, em: Double, line: Double, hasDetails: Bool) -> Int {
        var chips = kindChips(in: content, line: line)
        for kind in LogKind.allCases { _ = chips.next(width: em * Double(kind.badge.count) + 8) }
        let details = hasDetails ? logDetails(in: content, line: line, isShown: true) : nil
        let rows = logRows(below: chips.lineBottom + 4 + line + 2, in: content, details: details)
        return CheckedInt.from(rows.size.height / line, in: 1...CheckedInt.limit) ?? 1
    }
}
