import Canvas
import Interactions
import PlaygroundKit

/// The overlay panel's geometry, in scene points: every bar, button, chip
/// and list area, computed from the panel's state and the font's cell size.
///
/// Drawing and hit-testing both read it, so what a person sees is exactly
/// what they can click. It is a small value made fresh whenever needed;
/// computing it allocates nothing.
struct OverlayLayout {
    /// What a point over the panel lands on.
    enum Hit: Equatable {
        case outside
        case collapseButton
        case tracePill(Int)
        case titleBar
        case statusLine
        case tab(OverlayPanel.Tab)
        case clearLog
        case tabBar
        case grip
        case leftEdge
        case kindChip(LogKind)
        case targetPrevious
        case targetLabel
        case targetNext
        case resumeFollowing
        case textFilter
        case logRow(Int)
        case logDetails
        case closeDetails
        case logRows
        case traceRow(Int)
        case traceButton(Int)
        case timelineButton(TimelineButton)
        case timelinePlot
        case trackName(Int)
        /// Anywhere in the Tune tab's content (``TuneLayout`` says where).
        case tune
        case content
    }

    /// The width of one glyph cell, in points.
    let em: Double
    /// The height of one line of text, in points.
    let line: Double
    /// The height of the title bar, the status line and the tab bar.
    let bar: Double
    /// The panel's visible frame (short when collapsed).
    let frame: Rect
    let isCollapsed: Bool
    let tab: OverlayPanel.Tab
    let traceCount: Int
    /// Whether the log is scrolled back, so its resume bar shows.
    let isLogPaused: Bool
    /// Whether a log line is selected, so its details show below the list.
    let hasLogDetails: Bool

    static let padding = 6.0
    static let gripHeight = 6.0
    /// How wide the left edge's resize handle is.
    static let edgeWidth = 5.0
    /// Text lines in a selected log line's details.
    static let detailLines = 6
    static let graphWidth = 120.0

    init(panel: OverlayPanel, em: Double, line: Double, traceCount: Int, isLogPaused: Bool, hasLogDetails: Bool = false) {
        self.hasLogDetails = hasLogDetails
        self.em = em
        self.line = line
        self.bar = line + 6
        self.isCollapsed = panel.isCollapsed
        self.tab = panel.tab
        self.traceCount = traceCount
        self.isLogPaused = isLogPaused
        var frame = panel.frame
        if panel.isCollapsed { frame.size.height = 2 * bar }
        self.frame = frame
    }

    var width: Double { frame.size.width }

    // MARK: - Title bar and status line

    var titleBar: Rect { Rect(x: frame.minX, y: frame.minY, width: width, height: bar) }
    var collapseButton: Rect { Rect(x: frame.minX + 3, y: frame.minY + 3, width: bar - 6, height: bar - 6) }
    var titleText: Point { Point(x: frame.minX + bar + 2, y: frame.minY + 3) }
    /// Room the title text keeps before the trace pills.
    var titleReserve: Double { bar + 2 + em * 14 + 8 }
    var pillWidth: Double { em * 10 + 8 }

    /// How many trace pills fit in the title bar.
    var visiblePillCount: Int {
        min(traceCount, CheckedInt.from((width - titleReserve - Self.padding) / (pillWidth + 4), in: 0...CheckedInt.limit) ?? 0)
    }

    /// Trace `index`'s status pill in the title bar, if it fits.
    func tracePill(_ index: Int) -> Rect? {
        let shown = visiblePillCount
        guard index < shown else { return nil }
        let start = frame.maxX - Self.padding - Double(shown) * (pillWidth + 4) + 4
        return Rect(x: start + Double(index) * (pillWidth + 4), y: frame.minY + 4, width: pillWidth, height: bar - 8)
    }

    var statusLine: Rect { Rect(x: frame.minX, y: frame.minY + bar, width: width, height: bar) }
    /// The frame-time graph: 120 points wide when the panel has room, narrower
    /// so the runtime's state, the tokens and the time scale always fit beside it.
    var graph: Rect {
        let room = width - 2 * Self.padding - em * 6 - 6 - em * 33 - 20
        return Rect(
            x: frame.minX + Self.padding + em * 6 + 6, y: statusLine.minY + 3,
            width: min(Self.graphWidth, max(32, room)), height: bar - 6)
    }

    // MARK: - Tabs and content

    var tabBar: Rect { Rect(x: frame.minX, y: frame.minY + 2 * bar, width: width, height: bar) }

    /// Whether every tab's full title fits; a narrow panel shows the short ones.
    var fitsFullTabTitles: Bool {
        let full = OverlayPanel.Tab.allCases.reduce(0.0) { $0 + em * Double($1.title.count) + 20 }
        return full - 4 <= width - 2 * Self.padding
    }

    /// The title `tab` shows: full, or short in a narrow panel.
    func tabTitle(_ tab: OverlayPanel.Tab) -> String {
        fitsFullTabTitles ? tab.title : tab.shortTitle
    }

    func tabRect(_ tab: OverlayPanel.Tab) -> Rect {
        var x = frame.minX + Self.padding
        let full = fitsFullTabTitles
        for candidate in OverlayPanel.Tab.allCases {
            let tabWidth = em * Double((full ? candidate.title : candidate.shortTitle).count) + (full ? 16 : 10)
            if candidate == tab { return Rect(x: x, y: tabBar.minY + 3, width: tabWidth, height: bar - 3) }
            x += tabWidth + 4
        }
        return Rect(x: x, y: tabBar.minY, width: 0, height: 0)
    }

    var clearButton: Rect {
        let buttonWidth = em * 5 + 12
        return Rect(x: frame.maxX - Self.padding - buttonWidth, y: tabBar.minY + 3, width: buttonWidth, height: bar - 6)
    }

    /// Whether the Clear button fits beside the tabs (in a narrow panel, `c` clears).
    var showsClearButton: Bool {
        tab == .log && tabRect(OverlayPanel.Tab.allCases.last!).maxX + 4 <= clearButton.minX
    }

    var content: Rect {
        let top = frame.minY + 3 * bar
        return Rect(x: frame.minX, y: top, width: width, height: max(0, frame.maxY - Self.gripHeight - top))
    }

    var grip: Rect { Rect(x: frame.minX, y: frame.maxY - Self.gripHeight, width: width, height: Self.gripHeight) }

    // MARK: - Log tab

    var chipHeight: Double { line + 2 }

    /// Kind chips flow left to right and wrap onto a second row in a narrow panel.
    func kindChip(_ kind: LogKind) -> Rect {
        var x = content.minX + Self.padding, y = content.minY + 4
        for candidate in LogKind.allCases {
            let chipWidth = em * Double(candidate.badge.count) + 8
            if x + chipWidth > content.maxX - Self.padding, x > content.minX + Self.padding {
                x = content.minX + Self.padding
                y += chipHeight + 4
            }
            if candidate == kind { return Rect(x: x, y: y, width: chipWidth, height: chipHeight) }
            x += chipWidth + 4
        }
        return Rect(x: x, y: y, width: 0, height: 0)
    }

    var filterRowY: Double { kindChip(LogKind.allCases.last!).maxY + 4 }
    var targetPrevious: Rect { Rect(x: content.minX + Self.padding, y: filterRowY, width: em + 8, height: chipHeight) }
    var targetLabel: Rect { Rect(x: targetPrevious.maxX + 2, y: filterRowY, width: em * 14 + 8, height: chipHeight) }
    var targetNext: Rect { Rect(x: targetLabel.maxX + 2, y: filterRowY, width: em + 8, height: chipHeight) }
    /// The text filter's field: the rest of the filter row.
    var textFilter: Rect {
        let x = targetNext.maxX + 6
        return Rect(x: x, y: filterRowY, width: max(em * 4, content.maxX - Self.padding - x), height: chipHeight)
    }

    /// A selected line's details, at the bottom of the log tab.
    var logDetails: Rect {
        let height = hasLogDetails ? Double(Self.detailLines) * line + 10 : 0
        return Rect(x: content.minX + 4, y: content.maxY - 2 - height, width: width - 8, height: height)
    }

    var closeDetails: Rect { Rect(x: logDetails.maxX - em - 10, y: logDetails.minY + 3, width: em + 6, height: line) }

    var logRows: Rect {
        let top = filterRowY + chipHeight + 6
        let bottom = hasLogDetails ? logDetails.minY - 4 : content.maxY - 2
        return Rect(x: content.minX + 4, y: top, width: width - 12, height: max(0, bottom - top))
    }

    /// How many log rows fit.
    var logRowCapacity: Int { CheckedInt.from(logRows.size.height / line, in: 1...CheckedInt.limit) ?? 1 }
    var scrollbar: Rect { Rect(x: logRows.maxX + 1, y: logRows.minY, width: 3, height: logRows.size.height) }

    /// The bar over the last row that says the log is paused, and resumes it when clicked.
    var resumeBar: Rect {
        Rect(x: logRows.minX, y: logRows.minY + Double(logRowCapacity - 1) * line, width: logRows.size.width, height: line)
    }

    // MARK: - Traces tab

    var traceRowHeight: Double { line + 4 }

    func traceRow(_ index: Int) -> Rect {
        Rect(x: content.minX + 4, y: content.minY + 4 + Double(index) * (traceRowHeight + 2), width: width - 8, height: traceRowHeight)
    }

    func traceButton(_ index: Int) -> Rect {
        let row = traceRow(index)
        let buttonWidth = em * 5 + 8
        return Rect(x: row.maxX - buttonWidth - 2, y: row.minY + 1, width: buttonWidth, height: row.size.height - 2)
    }

    /// Where the selected trace's details go, below the list.
    var traceDetails: Rect {
        let top = traceRow(traceCount).minY + 4
        return Rect(x: content.minX + Self.padding, y: top, width: width - 2 * Self.padding, height: max(0, content.maxY - top))
    }

    // MARK: - Hit testing

    /// Half-open containment, so neighbouring rectangles never both claim a point.
    static func hit(_ rect: Rect, _ point: Point) -> Bool {
        point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }

    /// What `point` lands on.
    func hitTest(_ point: Point) -> Hit {
        guard Self.hit(frame, point) else { return .outside }
        if Self.hit(titleBar, point) {
            if Self.hit(collapseButton, point) { return .collapseButton }
            for index in 0..<visiblePillCount where Self.hit(tracePill(index)!, point) {
                return .tracePill(index)
            }
            return .titleBar
        }
        if Self.hit(statusLine, point) || isCollapsed { return .statusLine }
        if Self.hit(grip, point) { return .grip }
        if point.x < frame.minX + Self.edgeWidth { return .leftEdge }
        if Self.hit(tabBar, point) {
            for candidate in OverlayPanel.Tab.allCases where Self.hit(tabRect(candidate), point) {
                return .tab(candidate)
            }
            if showsClearButton, Self.hit(clearButton, point) { return .clearLog }
            return .tabBar
        }
        switch tab {
        case .log: return hitLog(point)
        case .traces: return hitTraces(point)
        case .inspector: return .content
        case .tracks, .curves: return hitTimeline(point)
        case .tune: return .tune
        }
    }

    private func hitLog(_ point: Point) -> Hit {
        for kind in LogKind.allCases where Self.hit(kindChip(kind), point) {
            return .kindChip(kind)
        }
        if Self.hit(targetPrevious, point) { return .targetPrevious }
        if Self.hit(targetLabel, point) { return .targetLabel }
        if Self.hit(targetNext, point) { return .targetNext }
        if Self.hit(textFilter, point) { return .textFilter }
        if hasLogDetails, Self.hit(closeDetails, point) { return .closeDetails }
        if hasLogDetails, Self.hit(logDetails, point) { return .logDetails }
        if isLogPaused, Self.hit(resumeBar, point) { return .resumeFollowing }
        if Self.hit(logRows, point) {
            let row = CheckedInt.from((point.y - logRows.minY) / line) ?? 0
            return row < logRowCapacity ? .logRow(row) : .logRows
        }
        return .content
    }

    private func hitTraces(_ point: Point) -> Hit {
        for index in 0..<traceCount where Self.hit(traceRow(index), point) {
            return Self.hit(traceButton(index), point) ? .traceButton(index) : .traceRow(index)
        }
        return .content
    }
}
