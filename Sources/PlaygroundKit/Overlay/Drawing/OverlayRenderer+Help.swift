import Canvas
import Interactions
import TraceKit

// MARK: - The help sheet (`?`) and tooltips

extension OverlayRenderer {
    /// Every key and mouse action, from the same tables the input handling
    /// uses, on a sheet over the middle of the window; in two columns when
    /// one would not fit.
    func drawHelp(into framebuffer: inout Framebuffer) {
        let help = KeyHelp(playground: playground.keyBindings, overlay: overlay.keyBindings, actions: playground.scene.actions)
        let scene = playground.scene.size
        painter.fill(&framebuffer, Rect(x: 0, y: 0, width: scene.width, height: scene.height), Color(rgba: 0x0000_0088))

        // Each section: a title line, its rows, a blank line.
        let heights = help.sections.map { Double($0.rows.count + 2) * line }
        let total = heights.reduce(0, +)
        let available = scene.height - 80
        var split = help.sections.count
        if total > available {
            var running = 0.0
            split = help.sections.indices.first { index in
                running += heights[index]
                return running >= total / 2
            }.map { $0 + 1 } ?? help.sections.count
        }
        let columns = split < help.sections.count ? 2 : 1
        // Each column as wide as its own keys and words need, the words cut short if the window is narrow.
        let parts = [Array(help.sections.prefix(split)), Array(help.sections.dropFirst(split))].prefix(columns)
        let keyColumns = parts.map { Double($0.flatMap(\.rows).map(\.keys.count).max() ?? 8) * em + 20 }
        var helpColumns = parts.map { em * Double(min(max($0.flatMap(\.rows).map(\.help.count).max() ?? 40, 30), 64)) }
        let room = scene.width - 20 - 32 - Double(columns - 1) * 24 - keyColumns.reduce(0, +)
        if helpColumns.reduce(0, +) > room { helpColumns = helpColumns.map { $0 * max(0, room) / helpColumns.reduce(0, +) } }
        let columnWidths = zip(keyColumns, helpColumns).map { $0 + $1 }
        let columnHeights = [heights.prefix(split).reduce(0, +), heights.dropFirst(split).reduce(0, +)]
        let sheetWidth = min(scene.width - 20, columnWidths.reduce(0, +) + Double(columns - 1) * 24 + 32)
        let sheetHeight = min(scene.height - 20, (columnHeights.max() ?? 0) + line + 36)
        let sheet = Rect(x: ((scene.width - sheetWidth) / 2).rounded(), y: ((scene.height - sheetHeight) / 2).rounded(),
                         width: sheetWidth, height: sheetHeight)
        painter.fill(&framebuffer, sheet, OverlayStyle.panelBackground, radius: 6)
        painter.stroke(&framebuffer, sheet, OverlayStyle.panelBorder, radius: 6)
        painter.text(&framebuffer, "Keys and mouse", at: Point(x: sheet.minX + 16, y: sheet.minY + 10), OverlayStyle.text)
        let close = "? or Esc closes"
        painter.text(&framebuffer, close, at: Point(x: sheet.maxX - 16 - painter.width(of: close), y: sheet.minY + 10), OverlayStyle.faintText)

        painter.clipped(&framebuffer, to: sheet) { framebuffer in
            for column in 0..<columns {
                let sections = parts[column]
                let keyColumn = keyColumns[column], helpColumn = helpColumns[column]
                var y = sheet.minY + 18 + line
                let x = sheet.minX + 16 + (column == 0 ? 0 : columnWidths[0] + 24)
                for section in sections {
                    painter.text(&framebuffer, section.title.uppercased(), at: Point(x: x, y: y), OverlayStyle.accent)
                    y += line
                    for row in section.rows {
                        painter.text(&framebuffer, row.keys, at: Point(x: x + 8, y: y), OverlayStyle.warning, maxWidth: keyColumn - 8)
                        painter.text(&framebuffer, row.help, at: Point(x: x + keyColumn, y: y), OverlayStyle.text,
                                     maxWidth: min(helpColumn, sheet.maxX - 16 - x - keyColumn))
                        y += line
                    }
                    y += line
                }
            }
        }
    }

    /// A trace pill under the pointer names its trace, on a line under the title bar.
    func drawTooltip(into framebuffer: inout Framebuffer) {
        guard let point = overlay.hoverPoint, case let .tracePill(index) = layout.hitTest(point),
              index < playground.scene.traces.count else { return }
        let tracer = playground.scene.traces[index]
        let text = overlay.labels.tooltip.text(for: TooltipKey(index: index, state: tracer.state)) { key in
            "#\(key.index + 1) \(tracer.trace.name): \(key.state.rawValue) · click to open"
        }
        let width = min(painter.width(of: text) + 12, layout.width)
        let rect = Rect(x: max(layout.frame.minX, layout.frame.maxX - width), y: layout.titleBar.maxY, width: width, height: line + 4)
        painter.fill(&framebuffer, rect, OverlayStyle.text, radius: 3)
        painter.text(&framebuffer, text, at: Point(x: rect.minX + 6, y: rect.minY + 2), OverlayStyle.badgeText, maxWidth: width - 12)
    }
}

/// What a trace pill's tooltip says.
struct TooltipKey: Equatable {
    var index: Int
    var state: TraceState
}
