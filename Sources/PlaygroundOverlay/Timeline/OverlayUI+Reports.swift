import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - What a box's own performers report, plotted (Curves) and drawn in its row (Tracks)

extension OverlayUI {
    /// The series of `reports` in one plot under the speed, each in its own colour, named in a
    /// legend on the row above it. Series of one unit share the value axis; of several units,
    /// each is scaled to its own range (a legend entry then says its unit, and no axis is drawn).
    func drawReports(_ reports: HistoryReports, view: TimelineView, in plot: Rect, into framebuffer: inout Framebuffer) {
        guard plot.size.height > 4, plot.size.width > 0 else { return }
        let units = Set(reports.series.map(\.unit))
        let shared = units.count == 1
        let sharedRange = Self.paddedRange(reports.series.flatMap(\.values), floor: nil, minimumSpan: 1e-6)
        if shared {
            drawPlotFrame(plot, range: sharedRange, unit: units.first!, into: &framebuffer)
        } else {
            painter.fill(&framebuffer, plot, Palette.trackBackground)
        }
        painter.clipped(&framebuffer, to: plot) { framebuffer in
            for (index, series) in reports.series.enumerated() {
                let range = shared ? sharedRange : Self.paddedRange(series.values, floor: nil, minimumSpan: 1e-6)
                drawSeries(series, view: view, in: plot, range: range, color: Self.color(ofSeries: index), into: &framebuffer)
            }
            drawCursor(view, in: plot, into: &framebuffer)
        }
        painter.stroke(&framebuffer, plot, Palette.axisLine)
        drawReportsLegend(reports, sharedUnit: shared, above: plot, into: &framebuffer)
    }

    /// `■ bob  ■ height  ■ left` on the row above the plot, from its left edge, and the performer at
    /// the right when one performer made them all and there is room; entries that do not fit are left out.
    private func drawReportsLegend(_ reports: HistoryReports, sharedUnit: Bool, above plot: Rect, into framebuffer: inout Framebuffer) {
        let y = plot.minY - line - 1
        let performers = Set(reports.series.map(\.performer))
        let entries = reports.series.enumerated().map { index, series in
            var text = performers.count == 1 ? series.name : series.performer + " " + series.name
            if !sharedUnit, !series.unit.isEmpty { text += " (" + series.unit + ")" }
            return (index, text, 14 + painter.width(of: text))
        }
        // The performer's name at the right, only when every entry still fits beside it.
        var right = plot.maxX
        let needed = entries.reduce(0) { $0 + $1.2 + em }
        if performers.count == 1, let performer = performers.first, plot.minX + needed + painter.width(of: performer) <= plot.maxX {
            right -= painter.width(of: performer)
            painter.text(&framebuffer, performer, at: Point(x: right, y: y), Palette.text)
        }
        var x = plot.minX
        for (index, text, width) in entries {
            guard x + width <= right else { break }
            painter.fill(&framebuffer, Rect(x: x, y: y + 7, width: 10, height: 2), Self.color(ofSeries: index))
            painter.text(&framebuffer, text, at: Point(x: x + 14, y: y), Palette.dimText)
            x += width + em
        }
    }

    /// A target's first reported series as a faint line through its track's lane, scaled to the lane.
    func drawReportSparkline(_ reports: HistoryReports, view: TimelineView, in lane: Rect, into framebuffer: inout Framebuffer) {
        guard let series = reports.series.first, lane.size.height > 2 else { return }
        let range = Self.paddedRange(series.values, floor: nil, minimumSpan: 1e-6)
        let inner = Rect(x: lane.minX, y: lane.minY + 1, width: lane.size.width, height: lane.size.height - 2)
        drawSeries(
            series, view: view, in: inner, range: range,
            color: Self.color(ofSeries: 0).withAlpha(0x90), into: &framebuffer)
    }

    private func drawSeries(
        _ series: HistoryReports.Series, view: TimelineView, in plot: Rect, range: ClosedRange<Double>, color: Color,
        into framebuffer: inout Framebuffer
    ) {
        let scale = painter.scale
        framebuffer.drawPolyline(
            zip(series.times, series.values).lazy.map { time, value in
                (x: view.x(time, in: plot) * scale, y: Self.y(value, in: plot, range: range) * scale)
            }, width: 1.5 * scale, color: color)
    }

    /// The colour of a target's `index`th series: the performer palette in order, so neighbours differ.
    static func color(ofSeries index: Int) -> Color {
        Palette.performerPalette[index % Palette.performerPalette.count]
    }
}
