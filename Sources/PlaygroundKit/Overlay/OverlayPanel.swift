import Interactions

/// Where the overlay panel is and how it is shown: its frame, whether it is
/// visible or collapsed, and which tab is open.
///
/// The frame is in scene points and is the expanded frame; a collapsed panel
/// keeps its width and position and shows only its title bar and status
/// line. Moves and resizes keep the panel reachable: at least
/// ``minimumVisibleWidth`` points of its title bar stay inside the window,
/// and its height stays between ``minimumHeight`` and the window's bottom.
/// Positions are whole points, so the panel's edges stay crisp.
///
/// ```swift
/// var panel = OverlayPanel(frame: OverlayPanel.defaultFrame(in: scene.size))
/// panel.move(by: Point(x: -200, y: 40), within: scene.size)
/// panel.isCollapsed = true
/// ```
public struct OverlayPanel: Sendable, Hashable {
    /// The panel's tabs.
    public enum Tab: String, Sendable, Hashable, CaseIterable {
        /// Runtime events and scene notes, filtered.
        case log
        /// The scene's traces, their slots and reports.
        case traces
        /// The selected box: plans, performers, open tokens, motion.
        case inspector

        /// The tab's title.
        public var title: String {
            switch self {
            case .log: "Log"
            case .traces: "Traces"
            case .inspector: "Inspector"
            }
        }

        /// The next tab (or the previous one), wrapping around.
        public func next(forward: Bool = true) -> Tab {
            let all = Tab.allCases
            let index = all.firstIndex(of: self)! + (forward ? 1 : all.count - 1)
            return all[index % all.count]
        }
    }

    /// The default width, in points: wide enough for a log line and the filter chips.
    public static let defaultWidth = 420.0
    /// The default expanded height, in points.
    public static let defaultHeight = 430.0
    /// The smallest expanded height, in points.
    public static let minimumHeight = 180.0
    /// How much of the title bar always stays inside the window, in points.
    public static let minimumVisibleWidth = 80.0

    /// The expanded frame, in scene points.
    public var frame: Rect
    /// Whether the panel is shown at all.
    public var isVisible = true
    /// Whether only the title bar and status line are shown.
    public var isCollapsed = false
    /// The open tab.
    public var tab = Tab.log

    /// Creates a visible, expanded panel showing the log.
    public init(frame: Rect) {
        self.frame = frame
    }

    /// The default frame in a window of `size`: the top right corner, clear of the default scene's boxes.
    public static func defaultFrame(in size: Size) -> Rect {
        let width = min(defaultWidth, max(minimumVisibleWidth, size.width - 20))
        let height = min(defaultHeight, max(minimumHeight, size.height - 20))
        return Rect(x: max(0, size.width - width - 10), y: 10, width: width, height: height)
    }

    // MARK: - Moving and resizing

    /// Moves the panel by `offset`, keeping it reachable in a window of `size`.
    public mutating func move(by offset: Point, within size: Size) {
        frame.origin += offset
        keep(within: size)
    }

    /// Sets the expanded height so the bottom edge is at `bottom`, within limits.
    public mutating func setBottom(_ bottom: Double, within size: Size) {
        let limit = max(Self.minimumHeight, size.height - frame.minY)
        frame.size.height = min(max(Self.minimumHeight, (bottom - frame.minY).rounded()), limit)
    }

    /// Moves the panel back into a window of `size` (after a resize of the window, say).
    public mutating func keep(within size: Size) {
        let maxX = max(0, size.width - Self.minimumVisibleWidth)
        let minX = min(0, Self.minimumVisibleWidth - frame.size.width)
        frame.origin.x = min(max(frame.origin.x.rounded(), minX), maxX)
        frame.origin.y = min(max(frame.origin.y.rounded(), 0), max(0, size.height - 24))
        frame.size.height = max(Self.minimumHeight, frame.size.height.rounded())
    }
}
