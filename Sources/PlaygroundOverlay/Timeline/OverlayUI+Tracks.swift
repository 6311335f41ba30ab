import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The Tracks tab: every target's tokens over time, plans as ticks, the runtime's activity

extension OverlayUI {
    /// The height of a target's row.
    static func trackRowHeight(line: Double) -> Double { line + 4 }

    /// The header, then the time axis, the lanes (a press on a target's name selects it; on the
    /// lanes, a click selects the interval under it and jumps to its start, a drag pans), and the
    /// performers' colours along the bottom.
    func buildTracksTab(wheel: Wheel?) {
        guard let timeline = buildTimeline(emptyHint: "Nothing recorded yet: tracks show once frames are drawn.") else { return }
        let (view, header) = timeline
        let nameWidth = em * 7 + 6
        let axis = Rect(x: header.minX + nameWidth, y: header.maxY + 4, width: header.size.width - nameWidth, height: line)
        let legend = Rect(x: header.minX, y: content.maxY - line - 4, width: header.size.width, height: line)
        let plot = Rect(x: axis.minX, y: axis.maxY + 2, width: axis.size.width, height: max(0, legend.minY - 4 - axis.maxY - 2))
        buildPlotInput(Rect(x: plot.minX, y: axis.minY, width: plot.size.width, height: plot.maxY - axis.minY), plot: plot, view: view, wheel: wheel)
        let names = ui.area("tracks.names", Rect(x: content.minX, y: plot.minY, width: nameWidth + Self.padding, height: plot.size.height))
        if names.isPressed {
            let rows = TrackRows(tracks: HistoryTracks(view.history, indices: view.indices), boxNames: playground.scene.boxes.map(\.name)).names
            let row = Int((names.pointer.y - plot.minY) / Self.trackRowHeight(line: line))
            if row < rows.count { overlay.selection.select(playground.scene.box(named: rows[row])) }
        }
        ui.paint { framebuffer, _ in
            drawTracks(view, axis: axis, plot: plot, legend: legend, nameWidth: nameWidth, into: &framebuffer)
        }
    }

    private func drawTracks(_ view: TimelineView, axis: Rect, plot: Rect, legend: Rect, nameWidth: Double, into framebuffer: inout Framebuffer) {
        let tracks = HistoryTracks(view.history, indices: view.indices)
        let rows = TrackRows(tracks: tracks, boxNames: playground.scene.boxes.map(\.name)).names
        drawTimeAxis(view, labels: axis, grids: [plot], into: &framebuffer)
        let rowHeight = Self.trackRowHeight(line: line)
        // The runtime's band takes the last row; targets fill the rows above it.
        let capacity = max(0, Int(plot.size.height / rowHeight) - 1)
        let selected = overlay.selection.box?.name
        var performers: [String] = []
        painter.clipped(&framebuffer, to: Rect(x: content.minX, y: plot.minY, width: chrome.width, height: plot.size.height)) { framebuffer in
            for (row, name) in rows.prefix(capacity).enumerated() {
                let y = plot.minY + Double(row) * rowHeight
                let lane = Rect(x: plot.minX, y: y + 1, width: plot.size.width, height: rowHeight - 2)
                painter.fill(&framebuffer, lane, name == selected ? Palette.selectedRow : Palette.laneStripe)
                if view.history.hasReports {
                    let reports = HistoryReports(
                        view.history, target: name, indices: view.indices,
                        maximumSamples: max(16, Int(plot.size.width * painter.scale)))
                    drawReportSparkline(reports, view: view, in: lane, into: &framebuffer)
                }
                painter.text(
                    &framebuffer, name, at: Point(x: content.minX + Self.padding, y: y + 2),
                    name == selected ? Palette.text : Palette.dimText, maxWidth: nameWidth - 4)
                let intervals = tracks.intervals.filter { $0.target == name }
                let (lanes, laneCount) = TrackRows.lanes(of: intervals)
                let laneHeight = ((rowHeight - 4) / Double(laneCount)).rounded(.down)
                for (interval, laneIndex) in zip(intervals, lanes) {
                    if !performers.contains(interval.performer) { performers.append(interval.performer) }
                    let x0 = max(plot.minX, view.x(view.time(ofFrame: interval.startFrame), in: plot))
                    let x1 = min(plot.maxX, interval.endFrame.map { view.x(view.time(ofFrame: $0), in: plot) } ?? view.x(view.present, in: plot))
                    let bar = Rect(x: x0, y: y + 2 + Double(laneIndex) * laneHeight, width: max(2, x1 - x0), height: laneHeight - 1)
                    let color = Palette.color(ofPerformer: interval.performer)
                    painter.fill(&framebuffer, bar, color.withAlpha(interval.endFrame == nil ? 0xFF : 0xD0), radius: laneCount == 1 ? 2 : 0)
                    if laneCount == 1, let label = interval.label, bar.size.width > painter.width(of: label) + 6 {
                        painter.text(&framebuffer, label, at: Point(x: bar.minX + 3, y: bar.minY - 1), Palette.badgeText, maxWidth: bar.size.width - 4)
                    }
                }
                for tick in tracks.planTicks where tick.target == name {
                    let x = view.x(view.time(ofFrame: tick.frame), in: plot)
                    guard x >= plot.minX, x <= plot.maxX else { continue }
                    painter.fill(&framebuffer, Rect(x: x - 0.5, y: y, width: 1, height: 4), Palette.text)
                    painter.fill(&framebuffer, Rect(x: x - 1.5, y: y, width: 3, height: 2), Palette.text)
                }
            }
            if rows.count > capacity, capacity > 0 {
                let y = plot.minY + Double(capacity - 1) * rowHeight
                let more = "+\(rows.count - capacity + 1) more"
                painter.pill(
                    &framebuffer, Rect(x: plot.maxX - painter.width(of: more) - 10, y: y + 2, width: painter.width(of: more) + 8, height: rowHeight - 4),
                    more, background: Palette.labelBackground, foreground: Palette.dimText)
            }
            drawRuntimeBand(tracks, view: view, plot: plot, y: plot.minY + Double(min(rows.count, capacity)) * rowHeight, into: &framebuffer)
            drawCursor(
                view, in: Rect(x: plot.minX, y: plot.minY, width: plot.size.width, height: Double(min(rows.count, capacity) + 1) * rowHeight),
                into: &framebuffer)
        }
        drawPerformerLegend(performers, in: legend, into: &framebuffer)
    }

    /// The runtime's row: green where it was active.
    private func drawRuntimeBand(_ tracks: HistoryTracks, view: TimelineView, plot: Rect, y: Double, into framebuffer: inout Framebuffer) {
        let rowHeight = Self.trackRowHeight(line: line)
        painter.text(&framebuffer, "runtime", at: Point(x: content.minX + Self.padding, y: y + 2), Palette.faintText)
        painter.fill(&framebuffer, Rect(x: plot.minX, y: y + 1, width: plot.size.width, height: rowHeight - 2), Palette.trackBackground)
        for run in tracks.activeRuns {
            let x0 = max(plot.minX, view.x(view.time(ofFrame: run.lowerBound), in: plot))
            let x1 = min(plot.maxX, view.x(view.time(ofFrame: run.upperBound), in: plot))
            guard x1 >= plot.minX, x0 <= plot.maxX else { continue }
            painter.fill(&framebuffer, Rect(x: x0, y: y + 4, width: max(1, x1 - x0), height: rowHeight - 8), Palette.good.withAlpha(0xB0))
        }
    }

    /// The performers seen, each with its colour.
    private func drawPerformerLegend(_ performers: [String], in area: Rect, into framebuffer: inout Framebuffer) {
        var x = area.minX
        if performers.isEmpty {
            painter.text(&framebuffer, "no tokens in view · wheel zooms, drag pans", at: Point(x: x, y: area.minY), Palette.faintText, maxWidth: area.size.width)
            return
        }
        for performer in performers {
            let name = performer.hasSuffix("Performer") ? String(performer.dropLast(9)) : performer
            let width = painter.width(of: name) + line
            guard x + width <= area.maxX else { break }
            painter.fill(&framebuffer, Rect(x: x, y: area.minY + 4, width: line - 8, height: line - 8), Palette.color(ofPerformer: performer), radius: 1)
            painter.text(&framebuffer, name, at: Point(x: x + line - 4, y: area.minY), Palette.dimText)
            x += width + em
        }
    }
}
