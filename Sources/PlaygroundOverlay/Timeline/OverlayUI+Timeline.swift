import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - What the Tracks and Curves tabs share: the header and its zoom buttons, the plots' press, drag and wheel, the axis

extension OverlayUI {
    /// The timeline a tab shows and its header row, built; when nothing is recorded yet, `emptyHint`
    /// painted in its place, and `nil`.
    func buildTimeline(emptyHint: String) -> (view: TimelineView, header: Rect)? {
        guard let view = TimelineView(playground: playground, viewport: overlay.timeline) else {
            ui.paint { framebuffer, _ in drawTimelineHint(emptyHint, into: &framebuffer) }
            return nil
        }
        return (view, buildTimelineHeader(view))
    }

    /// The header row: the range shown on the left, the zoom buttons on the right. Returns the row.
    func buildTimelineHeader(_ view: TimelineView) -> Rect {
        let header = Rect(x: content.minX + Self.padding, y: content.minY + 4, width: chrome.width - 2 * Self.padding, height: line + 2)
        let timeline = overlay.timeline
        let center = (view.range.lowerBound + view.range.upperBound) / 2
        var buttons = Flow.trailingRow(in: header, gap: 3)
        if ui.button("timeline.now", "now", padding: 10, in: &buttons, style: timeline.isFollowing ? .accent : .button) { overlay.timeline.follow() }
        if ui.button("timeline.all", "all", padding: 10, in: &buttons) { overlay.timeline.fitAll(oldest: view.oldest, present: view.present) }
        if ui.button("timeline.zoomIn", "+", padding: 10, in: &buttons) {
            overlay.timeline.zoom(by: 0.5, around: center, present: view.present, shown: view.shownTime, oldest: view.oldest)
        }
        if ui.button("timeline.zoomOut", "-", padding: 10, in: &buttons) {
            overlay.timeline.zoom(by: 2, around: center, present: view.present, shown: view.shownTime, oldest: view.oldest)
        }
        let room = ui.lastRect.minX - header.minX - 4
        ui.paint { framebuffer, painter in
            let span = view.range.upperBound - view.range.lowerBound
            let decimals = span < 2 ? 2 : 1
            let text =
                AxisTicks.format(view.range.lowerBound, decimals: decimals) + "–" + AxisTicks.format(view.range.upperBound, decimals: decimals)
                + " s" + (timeline.isFollowing ? " · now" : "")
            painter.text(&framebuffer, text, at: Point(x: header.minX, y: header.minY + 1), Palette.dimText, maxWidth: room)
        }
        return header
    }

    /// The plots' `area`, where a press and drag pans, a click jumps to the time under it (in
    /// `plot`'s scale) and the wheel anywhere over the panel zooms about the time under it.
    func buildPlotInput(_ area: Rect, plot: Rect, view: TimelineView, wheel: Wheel?) {
        let input = ui.area("timeline.plot", area)
        if input.isPressed {
            let seconds = area.size.width > 0 ? (view.range.upperBound - view.range.lowerBound) / area.size.width : 0
            overlay.timelineTab.drag = TimelineDrag(end: view.range.upperBound, secondsPerPoint: seconds)
        }
        if input.isDragged, var drag = overlay.timelineTab.drag {
            let dx = input.pointer.x - input.pressPoint.x
            if drag.moved || abs(dx) > 3 {
                drag.moved = true
                overlay.timelineTab.drag = drag
                overlay.timeline.setEnd(drag.end - dx * drag.secondsPerPoint)
            }
        }
        if input.isReleased, let drag = overlay.timelineTab.drag, !drag.moved {
            overlay.clickTimeline(at: input.pressPoint, plot: plot, view: view, playground: playground)
        }
        if input.isReleased || input.isCancelled { overlay.timelineTab.drag = nil }
        if let wheel { overlay.zoomTimeline(notches: wheel.notches, at: wheel.point, plot: area, view: view) }
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
        let area = content
        painter.text(
            &framebuffer, text, at: Point(x: area.minX + Self.padding, y: area.minY + 8), Palette.dimText,
            maxWidth: area.size.width - 2 * Self.padding)
    }
}
