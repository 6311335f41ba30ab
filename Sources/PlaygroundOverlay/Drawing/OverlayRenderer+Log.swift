import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The log tab: kind chips, target filter, visible rows only

extension OverlayRenderer {
    func drawLog(into framebuffer: inout Framebuffer) {
        let log = overlay.log
        drawKindChips(log, into: &framebuffer)
        drawTargetFilter(log, into: &framebuffer)

        let rows = layout.logRows
        let range = log.visibleRange
        if range.isEmpty {
            let empty = log.count == 0 ? "Nothing logged yet." : "No line matches the filters."
            painter.text(&framebuffer, empty, at: Point(x: rows.minX + 4, y: rows.minY + 4), Palette.faintText, maxWidth: rows.size.width - 8)
        }
        // Only the visible rows are read; their text was formatted when it arrived.
        let badgeWidth = em * 6 + 8  // UNNAME, the widest badge, whole
        let textX = rows.minX + em * 6 + 6 + badgeWidth + 6
        let textWidth = rows.maxX - textX - 2
        let hoveredRow = overlay.hoverPoint.flatMap { point -> Int? in
            guard OverlayLayout.hit(rows, point) else { return nil }
            return CheckedInt.from((point.y - rows.minY) / self.line)
        }
        for (row, index) in range.enumerated() {
            let line = log.filteredLine(at: index)
            let y = rows.minY + Double(row) * self.line
            let rowRect = Rect(x: rows.minX, y: y, width: rows.size.width, height: self.line)
            // In the past: the frame's own lines stand out, lines not yet logged then are dimmed.
            let isFuture = log.pastSequence.map { line.sequence > $0 } ?? false
            if line.sequence == log.selectedSequence {
                painter.fill(&framebuffer, rowRect, Palette.selectedRow)
            } else if log.highlightedSequences?.contains(line.sequence) == true {
                painter.fill(&framebuffer, rowRect, Palette.pastRow)
            } else if row == hoveredRow {
                painter.fill(&framebuffer, rowRect, Palette.hoveredRow)
            } else if index % 2 == 1 {
                painter.fill(&framebuffer, rowRect, Palette.rowStripe)
            }
            painter.text(&framebuffer, line.timeText, at: Point(x: rows.minX, y: y), Palette.faintText)
            let badge = Rect(x: rows.minX + em * 6 + 6, y: y + 1, width: badgeWidth, height: self.line - 2)
            painter.pill(
                &framebuffer, badge, line.badge, background: Palette.color(of: line.kind).withAlpha(isFuture ? 0x50 : 0xFF),
                foreground: Palette.badgeText)
            var x = textX
            if let target = line.targetName {
                x += painter.text(&framebuffer, target, at: Point(x: x, y: y), isFuture ? Palette.faintText : Palette.accent, maxWidth: textWidth) + em
            }
            painter.text(
                &framebuffer, line.text, at: Point(x: x, y: y), isFuture ? Palette.faintText : Palette.text,
                maxWidth: max(0, rows.maxX - 2 - x))
        }
        drawScrollbar(log, into: &framebuffer)
        drawDetails(log, into: &framebuffer)
        if !log.isFollowing {
            let bar = layout.resumeBar
            painter.fill(&framebuffer, bar, Palette.accent, radius: 3)
            let text =
                log.pastSequence != nil
                ? "the past: its frame's lines lit, later ones dim"
                : overlay.labels.paused.text(for: log.newWhilePaused) { "paused — \($0) new · click or End to follow" }
            painter.text(&framebuffer, text, at: Point(x: bar.minX + 6, y: bar.minY), Palette.badgeText, maxWidth: bar.size.width - 12)
        }
    }

    private func drawKindChips(_ log: LogViewModel, into framebuffer: inout Framebuffer) {
        for kind in LogKind.allCases {
            let shown = !log.hiddenKinds.contains(kind)
            painter.pill(
                &framebuffer, layout.kindChip(kind), kind.badge,
                background: shown ? Palette.color(of: kind) : Palette.chipOffBackground,
                foreground: shown ? Palette.badgeText : Palette.chipOffText
            )
        }
    }

    private func drawTargetFilter(_ log: LogViewModel, into framebuffer: inout Framebuffer) {
        let filtering = log.targetFilter != nil
        painter.fill(&framebuffer, layout.targetPrevious, Palette.buttonBackground, radius: 3)
        painter.chevron(&framebuffer, in: layout.targetPrevious, pointing: .left, Palette.text)
        painter.fill(&framebuffer, layout.targetNext, Palette.buttonBackground, radius: 3)
        painter.chevron(&framebuffer, in: layout.targetNext, pointing: .right, Palette.text)
        let label = overlay.labels.targetFilter.text(for: log.targetFilter) { $0.map { "only \($0)" } ?? "all targets" }
        painter.pill(
            &framebuffer, layout.targetLabel, label,
            background: filtering ? Palette.accent : Palette.chipOffBackground,
            foreground: filtering ? Palette.badgeText : Palette.text
        )
        // The text filter's field: what is typed (with a caret while typing), or how to start; the count on the right.
        let field = layout.textFilter
        let typing = overlay.isTypingFilter
        painter.fill(&framebuffer, field, typing ? Palette.panelBackground : Palette.chipOffBackground, radius: 3)
        if typing { painter.stroke(&framebuffer, field, Palette.accent, radius: 3) }
        let count = overlay.labels.lineCount.text(for: log.filteredCount) { $0 == 1 ? "1 line" : "\($0) lines" }
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

    /// The selected line, whole: heading, wrapped words and the event's fields.
    private func drawDetails(_ log: LogViewModel, into framebuffer: inout Framebuffer) {
        guard let sequence = log.selectedSequence, let details = overlay.selectedDetails(sequence: sequence, playground: playground) else { return }
        let box = layout.logDetails
        painter.fill(&framebuffer, box, Palette.titleBackground, radius: 3)
        painter.stroke(&framebuffer, box, Palette.accent, radius: 3)
        let x = box.minX + 6, width = box.size.width - 12
        var y = box.minY + 4
        painter.text(&framebuffer, details.heading, at: Point(x: x, y: y), Palette.accent, maxWidth: width - em * 2)
        painter.text(&framebuffer, "×", at: layout.closeDetails.origin + Point(x: 3, y: 0), Palette.dimText)
        y += line
        let columns = CheckedInt.from(width / em, in: 0...CheckedInt.limit) ?? 0
        let fields = details.fields.joined(separator: " · ")
        let fieldLines = fields.isEmpty ? 0 : 1
        let textLines = details.wrappedText(columns: columns)
        let room = OverlayLayout.detailLines - 1 - fieldLines
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

    private func drawScrollbar(_ log: LogViewModel, into framebuffer: inout Framebuffer) {
        let total = log.filteredCount, shown = log.visibleRange.count
        guard total > shown, shown > 0 else { return }
        let track = layout.scrollbar
        let height = max(8, track.size.height * Double(shown) / Double(total))
        let top = track.minY + (track.size.height - height) * Double(log.visibleRange.lowerBound) / Double(total - shown)
        painter.fill(&framebuffer, Rect(x: track.minX, y: top, width: track.size.width, height: height), Palette.faintText, radius: 1.5)
    }
}
