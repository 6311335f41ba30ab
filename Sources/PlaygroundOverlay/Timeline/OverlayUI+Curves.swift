import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The Curves tab: the selected box's position and speed over time

extension OverlayUI {
    /// The header, the selected box's position (above) and speed (below) over time with a
    /// readout where the pointer hovers, what its performers report, and the time axis. A press
    /// on the plots jumps to the time under it, a drag pans.
    func buildCurvesTab(wheel: Wheel?) {
        guard let timeline = buildTimeline(emptyHint: "Nothing recorded yet: curves show once frames are drawn.") else { return }
        let (view, header) = timeline
        let labelWidth = em * 6 + 6
        let plots = CurvePlots(
            legend: Rect(x: header.minX, y: header.maxY + 4, width: header.size.width, height: line),
            axis: Rect(x: header.minX + labelWidth, y: content.maxY - line - 4, width: header.size.width - labelWidth, height: line), line: line)
        let area = Rect(x: plots.position.minX, y: plots.position.minY, width: plots.position.size.width, height: plots.axis.maxY - plots.position.minY)
        buildPlotInput(area, plot: plots.position, view: view, wheel: wheel)
        let isHovered = ui.hotID == "timeline.plot"
        ui.paint { framebuffer, _ in drawCurves(view, plots: plots, isHovered: isHovered, into: &framebuffer) }
    }

    private func drawCurves(_ view: TimelineView, plots: CurvePlots, isHovered: Bool, into framebuffer: inout Framebuffer) {
        guard let box = overlay.selection.box else {
            drawTimelineHint("", into: &framebuffer)
            let hints = ["Select a box to plot its position and speed:", "right-click it, or click its row in Tracks."]
            for (row, hint) in hints.enumerated() {
                painter.text(
                    &framebuffer, hint, at: Point(x: plots.legend.minX, y: plots.legend.minY + Double(row) * line),
                    row == 0 ? Palette.text : Palette.dimText, maxWidth: plots.legend.size.width)
            }
            return
        }
        let position = plots.position
        let samples = max(16, Int(position.size.width * painter.scale))
        let curves = HistoryCurves(view.history, box: box.name, indices: view.indices, maximumSamples: samples)
        let reports = HistoryReports(view.history, target: box.name, indices: view.indices, maximumSamples: samples)
        let speed = reports.isEmpty ? plots.speed : plots.speedAndReported.speed
        let reported = reports.isEmpty ? nil : plots.speedAndReported.reported
        drawCurvesLegend(box.name, in: plots.legend, into: &framebuffer)
        let both = Rect(x: position.minX, y: position.minY, width: position.size.width, height: speed.maxY - position.minY)
        let positions = curves.samples.flatMap { sample in [sample.position.x, sample.position.y] + (sample.rest.map { [$0.x, $0.y] } ?? []) }
        let positionRange = Self.paddedRange(positions, floor: nil)
        let speedRange = Self.paddedRange(curves.samples.map(\.speed) + [0], floor: 0, minimumSpan: 10)
        drawPlotFrame(position, range: positionRange, unit: "px", into: &framebuffer)
        drawPlotFrame(speed, range: speedRange, unit: "px/s", into: &framebuffer)
        drawTimeAxis(view, labels: plots.axis, grids: [position, speed] + (reported.map { [$0] } ?? []), into: &framebuffer)
        painter.clipped(&framebuffer, to: both) { framebuffer in
            drawMarkers(curves.markers, view: view, position: position, speed: speed, into: &framebuffer)
            drawDashed(
                curves.samples.map { $0.rest.map { ($0.x, true) } ?? (0, false) }, samples: curves.samples,
                view: view, plot: position, range: positionRange, color: Palette.restX, into: &framebuffer)
            drawDashed(
                curves.samples.map { $0.rest.map { ($0.y, true) } ?? (0, false) }, samples: curves.samples,
                view: view, plot: position, range: positionRange, color: Palette.restY, into: &framebuffer)
            drawCurve(
                curves.samples.map(\.position.x), samples: curves.samples, view: view, plot: position, range: positionRange,
                color: Palette.curveX, into: &framebuffer)
            drawCurve(
                curves.samples.map(\.position.y), samples: curves.samples, view: view, plot: position, range: positionRange,
                color: Palette.curveY, into: &framebuffer)
            drawCurve(
                curves.samples.map(\.speed), samples: curves.samples, view: view, plot: speed, range: speedRange,
                color: Palette.curveSpeed, into: &framebuffer)
            drawCursor(view, in: position, into: &framebuffer)
            drawCursor(view, in: speed, into: &framebuffer)
        }
        if let reported {
            drawReports(reports, view: view, in: reported, into: &framebuffer)
        }
        painter.stroke(&framebuffer, position, Palette.axisLine)
        painter.stroke(&framebuffer, speed, Palette.axisLine)
        if isHovered {
            drawReadout(curves, view: view, position: position, speed: speed, positionRange: positionRange, speedRange: speedRange, into: &framebuffer)
        }
    }

    /// `■ x  ■ y  - - rest  ■ speed` and the box's name.
    private func drawCurvesLegend(_ name: String, in area: Rect, into framebuffer: inout Framebuffer) {
        var x = area.minX
        for (text, color, dashed) in [
            ("x", Palette.curveX, false), ("y", Palette.curveY, false),
            ("rest", Palette.restX, true), ("speed", Palette.curveSpeed, false),
        ] {
            if dashed {
                for dash in 0..<3 { painter.fill(&framebuffer, Rect(x: x + Double(dash) * 4, y: area.minY + 7, width: 2.5, height: 2), color) }
            } else {
                painter.fill(&framebuffer, Rect(x: x, y: area.minY + 7, width: 10, height: 2), color)
            }
            x += 14
            x += painter.text(&framebuffer, text, at: Point(x: x, y: area.minY), Palette.dimText) + em
        }
        let width = painter.width(of: name)
        painter.text(&framebuffer, name, at: Point(x: area.maxX - width, y: area.minY), Palette.text)
    }

    /// The plot's background, its value ticks and labels on the left, and its unit.
    func drawPlotFrame(_ plot: Rect, range: ClosedRange<Double>, unit: String, into framebuffer: inout Framebuffer) {
        painter.fill(&framebuffer, plot, Palette.trackBackground)
        let ticks = AxisTicks(range: range, count: max(2, Int(plot.size.height / (line * 2.2))))
        for value in ticks.values {
            let y = Self.y(value, in: plot, range: range)
            painter.fill(&framebuffer, Rect(x: plot.minX, y: y.rounded(), width: plot.size.width, height: 1), Palette.gridLine)
            let text = ticks.label(value)
            let textY = min(max(plot.minY, y - line / 2), plot.maxY - line)
            painter.text(&framebuffer, text, at: Point(x: plot.minX - 4 - painter.width(of: text), y: textY.rounded()), Palette.faintText)
        }
        painter.text(&framebuffer, unit, at: Point(x: plot.minX - 4 - painter.width(of: unit), y: plot.minY - line - 1), Palette.dimText)
    }

    /// Token starts (solid) and ends (dotted) in their performer's colour; plans as ticks along the top.
    private func drawMarkers(_ markers: [HistoryCurves.Marker], view: TimelineView, position: Rect, speed: Rect, into framebuffer: inout Framebuffer) {
        for marker in markers {
            let x = view.x(marker.time, in: position).rounded()
            switch marker.kind {
            case .tokenStarted, .tokenEnded:
                let color = Palette.color(ofPerformer: marker.name).withAlpha(0xA0)
                for plot in [position, speed] {
                    if marker.kind == .tokenStarted {
                        painter.fill(&framebuffer, Rect(x: x, y: plot.minY, width: 1, height: plot.size.height), color)
                    } else {
                        var y = plot.minY
                        while y < plot.maxY {
                            painter.fill(&framebuffer, Rect(x: x, y: y, width: 1, height: min(2, plot.maxY - y)), color)
                            y += 5
                        }
                    }
                }
            case .planAdded:
                painter.fill(&framebuffer, Rect(x: x - 2, y: position.minY, width: 5, height: 2), Palette.text)
                painter.fill(&framebuffer, Rect(x: x - 0.5, y: position.minY, width: 1, height: 6), Palette.text)
            }
        }
    }

    private func drawCurve(
        _ values: [Double], samples: [HistoryCurves.Sample], view: TimelineView, plot: Rect, range: ClosedRange<Double>,
        color: Color, into framebuffer: inout Framebuffer
    ) {
        let scale = painter.scale
        framebuffer.drawPolyline(
            zip(samples, values).lazy.map { sample, value in
                (x: view.x(sample.time, in: plot) * scale, y: Self.y(value, in: plot, range: range) * scale)
            }, width: 1.5 * scale, color: color)
    }

    /// A dashed line through the values that exist (`true`), broken where they do not.
    private func drawDashed(
        _ values: [(Double, Bool)], samples: [HistoryCurves.Sample], view: TimelineView, plot: Rect, range: ClosedRange<Double>,
        color: Color, into framebuffer: inout Framebuffer
    ) {
        var previous: Point?
        var travelled = 0.0
        for (sample, (value, exists)) in zip(samples, values) {
            guard exists else { previous = nil; continue }
            let point = Point(x: view.x(sample.time, in: plot), y: Self.y(value, in: plot, range: range))
            if let start = previous {
                let length = point.distance(to: start)
                // 5 points drawn, 4 left out, measured along the line.
                if travelled.truncatingRemainder(dividingBy: 9) < 5 || length > 9 {
                    painter.line(&framebuffer, from: start, to: point, color, width: 1.5)
                }
                travelled += length
            }
            previous = point
        }
    }

    /// Where the pointer hovers over a plot: a line, the curves' dots, and their values then.
    private func drawReadout(
        _ curves: HistoryCurves, view: TimelineView, position: Rect, speed: Rect,
        positionRange: ClosedRange<Double>, speedRange: ClosedRange<Double>, into framebuffer: inout Framebuffer
    ) {
        guard let hover = ui.hoverPoint, !curves.samples.isEmpty,
            position.containsHalfOpen(hover) || speed.containsHalfOpen(hover)
        else { return }
        let time = view.time(atX: hover.x, in: position)
        let sample = curves.samples.min { abs($0.time - time) < abs($1.time - time) }!
        let x = view.x(sample.time, in: position).rounded()
        for plot in [position, speed] {
            painter.fill(&framebuffer, Rect(x: x, y: plot.minY, width: 1, height: plot.size.height), Palette.hoverLine)
        }
        painter.dot(&framebuffer, at: Point(x: x, y: Self.y(sample.position.x, in: position, range: positionRange)), radius: 3, Palette.curveX)
        painter.dot(&framebuffer, at: Point(x: x, y: Self.y(sample.position.y, in: position, range: positionRange)), radius: 3, Palette.curveY)
        painter.dot(&framebuffer, at: Point(x: x, y: Self.y(sample.speed, in: speed, range: speedRange)), radius: 3, Palette.curveSpeed)
        let lines = [
            "frame \(sample.frame) · " + AxisTicks.format(sample.time, decimals: 3) + " s · " + sample.phase.rawValue,
            "x " + AxisTicks.format(sample.position.x, decimals: 1) + "  y " + AxisTicks.format(sample.position.y, decimals: 1) + " px",
            "speed " + AxisTicks.format(sample.speed, decimals: 0) + " px/s"
                + (sample.rest.map { "  rest " + AxisTicks.format($0.x, decimals: 0) + ", " + AxisTicks.format($0.y, decimals: 0) } ?? ""),
        ]
        let width = (lines.map { painter.width(of: $0) }.max() ?? 0) + 12
        let height = Double(lines.count) * line + 6
        // Beside the line, on whichever side has room.
        let left = x + 8 + width <= position.maxX ? x + 8 : x - 8 - width
        let box = Rect(x: max(position.minX, left), y: position.minY + 4, width: width, height: height)
        painter.fill(&framebuffer, box, Palette.labelBackground, radius: 3)
        painter.stroke(&framebuffer, box, Palette.axisLine, radius: 3)
        for (row, text) in lines.enumerated() {
            painter.text(&framebuffer, text, at: Point(x: box.minX + 6, y: box.minY + 3 + Double(row) * line), Palette.text)
        }
    }

    // MARK: - Scales

    static func y(_ value: Double, in plot: Rect, range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        return plot.maxY - (span > 0 ? (value - range.lowerBound) / span : 0.5) * plot.size.height
    }

    /// The values' range with 8 % room above and below (from `floor` if given), at least `minimumSpan` wide.
    static func paddedRange(_ values: [Double], floor: Double?, minimumSpan: Double = 20) -> ClosedRange<Double> {
        let finite = values.filter(\.isFinite)
        guard var low = finite.min(), var high = finite.max() else { return 0...1 }
        if high - low < minimumSpan {
            let middle = (low + high) / 2
            low = middle - minimumSpan / 2
            high = middle + minimumSpan / 2
        }
        let pad = (high - low) * 0.08
        low = floor.map { max($0, low - pad) } ?? low - pad
        return low...(high + pad)
    }
}
