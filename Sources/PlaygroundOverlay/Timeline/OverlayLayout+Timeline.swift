import Interactions
import PlaygroundKit

// MARK: - The Tracks and Curves tabs' geometry

/// A button of the Tracks and Curves tabs' header.
enum TimelineButton: CaseIterable {
    case zoomOut, zoomIn, all, now

    var title: String {
        switch self {
        case .zoomOut: "-"
        case .zoomIn: "+"
        case .all: "all"
        case .now: "now"
        }
    }
}

extension OverlayLayout {
    /// The header row: the range shown on the left, the zoom buttons on the right.
    var timelineHeader: Rect {
        Rect(x: content.minX + Self.padding, y: content.minY + 4, width: width - 2 * Self.padding, height: line + 2)
    }

    func timelineButton(_ button: TimelineButton) -> Rect {
        var x = timelineHeader.maxX
        for candidate in TimelineButton.allCases.reversed() {
            let buttonWidth = em * Double(candidate.title.count) + 10
            x -= buttonWidth
            if candidate == button { return Rect(x: x, y: timelineHeader.minY, width: buttonWidth, height: timelineHeader.size.height) }
            x -= 3
        }
        return Rect(x: x, y: timelineHeader.minY, width: 0, height: 0)
    }

    // MARK: - Tracks

    /// The width of the targets' names left of the lanes.
    var trackNameWidth: Double { em * 7 + 6 }
    var trackRowHeight: Double { line + 4 }

    /// The time axis's labels, above the lanes.
    var tracksAxis: Rect {
        Rect(
            x: content.minX + Self.padding + trackNameWidth, y: timelineHeader.maxY + 4,
            width: width - 2 * Self.padding - trackNameWidth, height: line)
    }

    /// The performers' colours, along the bottom.
    var tracksLegend: Rect {
        Rect(x: content.minX + Self.padding, y: content.maxY - line - 4, width: width - 2 * Self.padding, height: line)
    }

    /// The lanes: one row per target, then the runtime's active band.
    var tracksPlot: Rect {
        let top = tracksAxis.maxY + 2
        return Rect(x: tracksAxis.minX, y: top, width: tracksAxis.size.width, height: max(0, tracksLegend.minY - 4 - top))
    }

    // MARK: - Curves

    /// The width of the value labels left of the plots.
    var curveLabelWidth: Double { em * 6 + 6 }

    /// The curves' key (x, y, rest, speed), under the header.
    var curvesLegend: Rect {
        Rect(x: content.minX + Self.padding, y: timelineHeader.maxY + 4, width: width - 2 * Self.padding, height: line)
    }

    /// The time axis's labels, under the plots.
    var curvesAxis: Rect {
        Rect(
            x: content.minX + Self.padding + curveLabelWidth, y: content.maxY - line - 4,
            width: width - 2 * Self.padding - curveLabelWidth, height: line)
    }

    /// Position (px) over time: the upper plot, about three fifths of the room.
    var positionPlot: Rect {
        let top = curvesLegend.maxY + line + 4
        let room = max(0, curvesAxis.minY - 4 - top - line - 8)
        return Rect(x: curvesAxis.minX, y: top, width: curvesAxis.size.width, height: (room * 0.58).rounded())
    }

    /// Speed (px/s) over time: the lower plot.
    var speedPlot: Rect {
        let top = positionPlot.maxY + line + 8
        return Rect(x: curvesAxis.minX, y: top, width: curvesAxis.size.width, height: max(0, curvesAxis.minY - 4 - top))
    }

    /// Speed over time above, and below it the numbers a box's own performers report
    /// (`MotionStateReporting`), when it has any: the speed plot's room split in two.
    var speedAndReportedPlots: (speed: Rect, reported: Rect) {
        let room = speedPlot
        let height = max(0, ((room.size.height - line - 8) / 2).rounded(.down))
        let speed = Rect(x: room.minX, y: room.minY, width: room.size.width, height: height)
        let top = speed.maxY + line + 8
        return (speed, Rect(x: room.minX, y: top, width: room.size.width, height: max(0, room.maxY - top)))
    }

    /// The area a press pans, zooms or clicks in.
    var timelinePlotArea: Rect {
        tab == .tracks
            ? Rect(x: tracksPlot.minX, y: tracksAxis.minY, width: tracksPlot.size.width, height: tracksPlot.maxY - tracksAxis.minY)
            : Rect(x: positionPlot.minX, y: positionPlot.minY, width: positionPlot.size.width, height: curvesAxis.maxY - positionPlot.minY)
    }

    func hitTimeline(_ point: Point) -> Hit {
        for button in TimelineButton.allCases where Self.hit(timelineButton(button), point) {
            return .timelineButton(button)
        }
        if Self.hit(timelinePlotArea, point) { return .timelinePlot }
        if tab == .tracks, Self.hit(Rect(x: content.minX, y: tracksPlot.minY, width: trackNameWidth + Self.padding, height: tracksPlot.size.height), point) {
            return .trackName(Int((point.y - tracksPlot.minY) / trackRowHeight))
        }
        return .content
    }
}
