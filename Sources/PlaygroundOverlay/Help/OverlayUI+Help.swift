import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI
import TraceKit

// MARK: - The help sheet (`?`), and the time badge while the panel is hidden

extension OverlayUI {
    /// Every key and mouse action, from the same tables the input handling
    /// uses, on a sheet over the middle of the window; in two columns, each
    /// as wide as its own rows need, when one column would not fit.
    func drawHelp(into framebuffer: inout Framebuffer) {
        let help = KeyHelp(playground: playground.keyBindings, overlay: overlay.keyBindings, actions: playground.scene.actions)
        let scene = playground.scene.size
        painter.fill(&framebuffer, Rect(x: 0, y: 0, width: scene.width, height: scene.height), Color(rgba: 0x0000_0088))

        // Each section: a title line, its rows, a blank line.
        let heights = help.sections.map { Double($0.rows.count + 2) * line }
        let total = heights.reduce(0, +)
        var split = help.sections.count
        var running = 0.0
        if let half = help.sections.indices.first(where: {
            running += heights[$0]; return running >= total / 2
        }) {
            split = half + 1
        }
        let halves = [Array(help.sections.prefix(split)), Array(help.sections.dropFirst(split))]
        let twoColumns = halves.map(columnWidths)
        let twoWidth = twoColumns.map { $0.key + $0.help }.reduce(0, +) + 24
        let columns = total > scene.height - 80 && !halves[1].isEmpty && scene.width > twoWidth + 52 ? 2 : 1
        let layout = columns == 2 ? twoColumns : [columnWidths(help.sections)]
        let columnSections = columns == 2 ? halves : [help.sections]
        let columnHeights = columns == 2 ? [heights.prefix(split).reduce(0, +), heights.dropFirst(split).reduce(0, +)] : [total]
        let contentWidth = layout.map { $0.key + $0.help }.reduce(0, +) + Double(columns - 1) * 24
        let sheetWidth = min(scene.width - 20, contentWidth + 32)
        let sheetHeight = min(scene.height - 20, (columnHeights.max() ?? 0) + line + 36)
        let sheet = Rect(
            x: ((scene.width - sheetWidth) / 2).rounded(), y: ((scene.height - sheetHeight) / 2).rounded(),
            width: sheetWidth, height: sheetHeight)
        painter.fill(&framebuffer, sheet, Palette.panelBackground, radius: 6)
        painter.stroke(&framebuffer, sheet, Palette.panelBorder, radius: 6)
        painter.text(&framebuffer, "Keys and mouse", at: Point(x: sheet.minX + 16, y: sheet.minY + 10), Palette.text)
        let close = "? or Esc closes"
        painter.text(&framebuffer, close, at: Point(x: sheet.maxX - 16 - painter.width(of: close), y: sheet.minY + 10), Palette.faintText)

        painter.clipped(&framebuffer, to: sheet) { framebuffer in
            var x = sheet.minX + 16
            for (sections, widths) in zip(columnSections, layout) {
                var y = sheet.minY + 18 + line
                for section in sections {
                    painter.text(&framebuffer, section.title.uppercased(), at: Point(x: x, y: y), Palette.accent)
                    y += line
                    for row in section.rows {
                        painter.text(&framebuffer, row.keys, at: Point(x: x + 8, y: y), Palette.warning, maxWidth: widths.key - 8)
                        painter.text(
                            &framebuffer, row.help, at: Point(x: x + widths.key, y: y), Palette.text,
                            maxWidth: min(widths.help, sheet.maxX - 16 - x - widths.key))
                        y += line
                    }
                    y += line
                }
                x += widths.key + widths.help + 24
            }
        }
    }

    /// How wide a column of `sections` draws its keys and its help.
    private func columnWidths(_ sections: [KeyHelp.Section]) -> (key: Double, help: Double) {
        let rows = sections.flatMap(\.rows)
        let key = Double(rows.map(\.keys.count).max() ?? 8) * em + 12
        let longest = rows.map(\.help.count).max() ?? 40
        return (key, em * Double(min(max(longest, 30), 64)))
    }

    /// With the panel hidden, slowed or paused time still shows, so nobody wonders why boxes crawl.
    func drawTimeBadge(into framebuffer: inout Framebuffer) {
        guard playground.isPaused || playground.timeScale != 1 else { return }
        let key = OverlayFormat.TimeScaleKey(scale: playground.timeScale, isPaused: playground.isPaused)
        let text = ui.texts.text("status.timeScale", for: key, OverlayFormat.timeScaleText)
        let rect = Rect(x: 8, y: 8, width: painter.width(of: text) + 12, height: line + 4)
        painter.pill(&framebuffer, rect, text, background: Palette.labelBackground, foreground: Palette.warning)
    }
}
