import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The Tracks tab: every target's tokens over time, plans as ticks, the runtime's activity

extension OverlayRenderer {
    func drawTracks(into framebuffer: inout Framebuffer) {
        guard let view = TimelineView(playground: playground, viewport: overlay.timeline) else {
            drawTimelineHint("Nothing recorded yet: tracks show once frames are drawn.", into: &framebuffer)
            return
        }
        drawTimelineHeader(view, into: &framebuffer)
        let tracks = HistoryTracks(view.history, indices: view.indices)
        let rows = TrackRows(tracks: tracks, boxNames: playground.scene.boxes.map(\.name)).names
        let plot = layout.tracksPlot
        drawTimeAxis(view, labels: layout.tracksAxis, grids: [plot], into: &framebuffer)
        let rowHeight = layout.trackRowHeight
        // The runtime's band takes the last row; targets fill the rows above it.
        let capacity = max(0, Int(plot.size.height / rowHeight) - 1)
        let selected = overlay.selection.box?.name
        var performers: [String] = []
        painter.clipped(&framebuffer, to: Rect(x: layout.content.minX, y: plot.minY, width: layout.width, height: plot.size.height)) { framebuffer in
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
                    &framebuffer, name, at: Point(x: layout.content.minX + OverlayLayout.padding, y: y + 2),
                    name == selected ? Palette.text : Palette.dimText, maxWidth: layout.trackNameWidth - 4)
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
            drawRuntimeBand(tracks, view: view, y: plot.minY + Double(min(rows.count, capacity)) * rowHeight, into: &framebuffer)
            drawCursor(
                view, in: Rect(x: plot.minX, y: plot.minY, width: plot.size.width, height: Double(min(rows.count, capacity) + 1) * rowHeight),
                into: &framebuffer)
        }
        drawPerformerLegend(performers, into: &framebuffer)
    }

    /// The runtime's row: green where it was active.
    private func drawRuntimeBand(_ tracks: HistoryTracks, view: TimelineView, y: Double, into framebuffer: inout Framebuffer) {
        let plot = layout.tracksPlot, rowHeight = layout.trackRowHeight
        painter.text(&framebuffer, "runtime", at: Point(x: layout.content.minX + OverlayLayout.padding, y: y + 2), Palette.faintText)
        painter.fill(&framebuffer, Rect(x: plot.minX, y: y + 1, width: plot.size.width, height: rowHeight - 2), Palette.trackBackground)
        for run in tracks.activeRuns {
            let x0 = max(plot.minX, view.x(view.time(ofFrame: run.lowerBound), in: plot))
            let x1 = min(plot.maxX, view.x(view.time(ofFrame: run.upperBound), in: plot))
            guard x1 >= plot.minX, x0 <= plot.maxX else { continue }
            painter.fill(&framebuffer, Rect(x: x0, y: y + 4, width: max(1, x1 - x0), height: rowHeight - 8), Palette.good.withAlpha(0xB0))
        }
    }

    /// The performers seen, each with its colour.
    private func drawPerformerLegend(_ performers: [String], into framebuffer: inout Framebuffer) {
        let area = layout.tracksLegend
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

    // MARK: - Shared by Tracks and Curves

    /// The range shown, and the zoom buttons.
    func drawTimelineHeader(_ view: TimelineView, into framebuffer: inout Framebuffer) {
        let header = layout.timelineHeader
        let span = view.range.upperBound - view.range.lowerBound
        let decimals = span < 2 ? 2 : 1
        let text =
            AxisTicks.format(view.range.lowerBound, decimals: decimals) + "–" + AxisTicks.format(view.range.upperBound, decimals: decimals)
            + " s" + (overlay.timeline.isFollowing ? " · now" : "")
        painter.text(
            &framebuffer, text, at: Point(x: header.minX, y: header.minY + 1), Palette.dimText,
            maxWidth: layout.timelineButton(.zoomOut).minX - header.minX - 4)
        for button in TimelineButton.allCases {
            let active = button == .now && overlay.timeline.isFollowing
            painter.pill(
                &framebuffer, layout.timelineButton(button), button.title,
                background: active ? Palette.accent : Palette.buttonBackground,
                foreground: active ? Palette.badgeText : Palette.text)
        }
    }

    /// Tick labels in seconds above (or below) the plots, with faint vertical lines through each of `grids`.
    func drawTimeAxis(_ view: TimelineView, labels: Rect, grids: [Rect], into framebuffer: inout Framebuffer) {
        let ticks = AxisTicks(range: view.range, count: max(2, Int(labels.size.width / (em * 9))))
        for value in ticks.values {
            let x = view.x(value, in: labels)
            guard x >= labels.minX - 0.5, x <= labels.maxX + 0.5 else { continue }
            for grid in grids {
                painter.fill(&framebuffer, Rect(x: x.rounded(), y: grid.minY, width: 1, height: grid.size.height), Palette.gridLine)
            }
            let text = ticks.label(value) + (value == ticks.values.last ? " s" : "")
            let width = painter.width(of: text)
            let textX = min(max(labels.minX, x - width / 2), labels.maxX - width)
            painter.text(&framebuffer, text, at: Point(x: textX.rounded(), y: labels.minY), Palette.faintText)
        }
    }

    /// The frame on show, as a vertical line through `area`.
    func drawCursor(_ view: TimelineView, in area: Rect, into framebuffer: inout Framebuffer) {
        let x = view.x(view.shownTime, in: area)
        guard x >= area.minX - 1, x <= area.maxX + 1 else { return }
        painter.fill(
            &framebuffer, Rect(x: (x - 1).rounded(), y: area.minY, width: 2, height: area.size.height),
            playground.isInPast ? Palette.warning : Palette.cursor.withAlpha(0x90))
    }

    func drawTimelineHint(_ text: String, into framebuffer: inout Framebuffer) {
        let area = layout.content
        painter.text(
            &framebuffer, text, at: Point(x: area.minX + OverlayLayout.padding, y: area.minY + 8), Palette.dimText,
            maxWidth: area.size.width - 2 * OverlayLayout.padding)
    }
}
