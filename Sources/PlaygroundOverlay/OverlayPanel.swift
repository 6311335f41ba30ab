import Interactions
import PlaygroundKit

/// Where the overlay panel is and how it is shown: its place, its size,
/// whether it is visible or collapsed, and which tab is open.
///
/// The panel keeps its distance to the window corner it is nearest to (the
/// top right by default), so when the window changes size it stays anchored
/// there, and when a small window pushed it aside or shrank it, it returns
/// to its place and size as the window grows again. Moving it re-anchors it
/// to whichever corner it ends up nearest. Its size is what the person gave
/// it, shown smaller only while the window is too small. At least
/// `minimumVisibleWidth` points of its title bar always stay inside the
/// window. Positions are whole points, so the panel's edges stay crisp.
///
/// ```swift
/// var panel = OverlayPanel(in: scene.size)           // top right, 10 points in
/// panel.move(by: Point(x: -200, y: 40), within: scene.size)
/// panel.keep(within: Size(width: 700, height: 450))  // the window shrank: it follows its corner
/// ```
public struct OverlayPanel: Sendable, Hashable {
    /// The panel's tabs.
    public enum Tab: String, Sendable, Hashable, CaseIterable {
        /// Runtime events and scene notes, filtered.
        case log
        /// The scene's traces, their slots and reports.
        case traces
        /// Every target's tokens over time, coloured by performer, with plans and the runtime's activity.
        case tracks
        /// The selected box's position and speed over time, and what its own performers report.
        case curves
        /// The selected box: plans, performers, open tokens, motion.
        case inspector
        /// The selected box's spring and friction: sliders, figures, the step response.
        case tune
        /// Where the last frames' time went, phase by phase, and the slowest performers (the window measures it).
        case perf

        /// The tab's title.
        public var title: String {
            switch self {
            case .log: "Log"
            case .traces: "Traces"
            case .tracks: "Tracks"
            case .curves: "Curves"
            case .inspector: "Inspector"
            case .tune: "Tune"
            case .perf: "Perf"
            }
        }

        /// A shorter title, for a panel too narrow for every full one.
        package var shortTitle: String {
            switch self {
            case .log: "Log"
            case .traces: "Trace"
            case .tracks: "Track"
            case .curves: "Curve"
            case .inspector: "Insp"
            case .tune: "Tune"
            case .perf: "Perf"
            }
        }

        /// The next tab (or the previous one), wrapping around.
        public func next(forward: Bool = true) -> Tab {
            let all = Tab.allCases
            let index = all.firstIndex(of: self)! + (forward ? 1 : all.count - 1)
            return all[index % all.count]
        }
    }

    /// A corner of the window the panel keeps its distance to.
    public enum Corner: Sendable, Hashable, CaseIterable {
        case topRight, topLeft, bottomRight, bottomLeft

        var isRight: Bool { self == .topRight || self == .bottomRight }
        var isBottom: Bool { self == .bottomRight || self == .bottomLeft }
    }

    /// The default width, in points: wide enough for a log line and the filter chips.
    package static let defaultWidth = 420.0
    /// The default expanded height, in points.
    package static let defaultHeight = 430.0
    /// The smallest width, in points.
    package static let minimumWidth = 260.0
    /// The smallest expanded height, in points.
    package static let minimumHeight = 180.0
    /// How much of the title bar always stays inside the window, in points.
    public static let minimumVisibleWidth = 80.0
    /// The docked panel's distance from the window's edges.
    package static let margin = 10.0

    /// The expanded frame, in scene points, as drawn now.
    public private(set) var frame: Rect
    /// The corner the panel is anchored to.
    public private(set) var corner = Corner.topRight
    /// Its distance from that corner's vertical and horizontal edges.
    public private(set) var offset = Point(x: margin, y: margin)
    /// The size the person gave it; ``frame`` is smaller only while the window is.
    package private(set) var preferredSize = Size(width: defaultWidth, height: defaultHeight)
    /// Whether the panel is shown at all.
    package var isVisible = true
    /// Whether only the title bar and status line are shown.
    package var isCollapsed = false
    /// The open tab.
    public var tab = Tab.log
    private var windowSize: Size

    /// A visible, expanded panel showing the log, docked in the top right corner of a window of `size`.
    public init(in size: Size) {
        windowSize = size
        frame = Rect(x: 0, y: 0, width: Self.defaultWidth, height: Self.defaultHeight)
        resolve()
    }

    /// Whether the panel sits in its corner at the usual margin (and so may dodge to another corner).
    package var isDocked: Bool { offset == Point(x: Self.margin, y: Self.margin) }

    // MARK: - Moving and resizing

    /// Moves the panel by `offset`, re-anchoring it to its nearest corner of a window of `size`.
    public mutating func move(by offset: Point, within size: Size) {
        place(at: frame.origin + offset, within: size)
    }

    /// Puts the panel's top left corner at `origin`, re-anchoring it to its nearest corner.
    public mutating func place(at origin: Point, within size: Size? = nil) {
        if let size { windowSize = size }
        let left = origin.x, right = windowSize.width - origin.x - frame.size.width
        let top = origin.y, bottom = windowSize.height - origin.y - frame.size.height
        let isRight = right < left, isBottom = bottom < top
        corner = isRight ? (isBottom ? .bottomRight : .topRight) : (isBottom ? .bottomLeft : .topLeft)
        offset = Point(x: isRight ? right : left, y: isBottom ? bottom : top)
        resolve()
    }

    /// Docks the panel in `corner`, at the usual margin.
    package mutating func dock(_ corner: Corner) {
        self.corner = corner
        offset = Point(x: Self.margin, y: Self.margin)
        resolve()
    }

    /// Sets the expanded height so the bottom edge is at `bottom`, within limits.
    package mutating func setBottom(_ bottom: Double, within size: Size) {
        windowSize = size
        let limit = max(Self.minimumHeight, size.height - frame.minY)
        preferredSize.height = min(max(Self.minimumHeight, (bottom - frame.minY).rounded()), limit)
        if corner.isBottom { offset.y = max(0, size.height - frame.minY - preferredSize.height) }
        resolve()
    }

    /// Sets the width so the left edge is at `left`, keeping the right edge where it is.
    package mutating func setLeft(_ left: Double, within size: Size) {
        windowSize = size
        let right = frame.maxX
        preferredSize.width = min(max(Self.minimumWidth, (right - left).rounded()), max(Self.minimumWidth, right))
        if !corner.isRight { offset.x = right - preferredSize.width }
        resolve()
    }

    /// Follows a window that changed size to `size`: back to its corner, its size as far as it fits.
    public mutating func keep(within size: Size) {
        windowSize = size
        resolve()
    }

    /// Computes the frame from the corner, the offset, the preferred size and the window.
    private mutating func resolve() {
        let size = windowSize
        let width = max(min(Self.minimumWidth, preferredSize.width), min(preferredSize.width, size.width - 2 * Self.margin))
        let height = max(Self.minimumHeight, min(preferredSize.height, size.height - offset.y - Self.margin))
        var x = corner.isRight ? size.width - width - offset.x : offset.x
        var y = corner.isBottom ? size.height - height - offset.y : offset.y
        let maxX = max(0, size.width - Self.minimumVisibleWidth), minX = min(0, Self.minimumVisibleWidth - width)
        x = min(max(x, minX), maxX)
        y = min(max(y, 0), max(0, size.height - 24))
        frame = Rect(x: x.rounded(), y: y.rounded(), width: width.rounded(), height: height.rounded())
    }
}
