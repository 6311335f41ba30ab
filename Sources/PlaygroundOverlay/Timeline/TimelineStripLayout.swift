import Interactions
import PlaygroundKit

/// The timeline strip's geometry, in scene points: a bar along the bottom
/// of the window, shown while time is paused, with a status line and
/// buttons above a track of every frame the history holds.
///
/// It spans the window's width between margins, leaving room for the panel
/// when the panel is docked low enough to meet it. Drawing and hit-testing
/// both read it, as with ``OverlayLayout``.
struct TimelineStripLayout {
    /// The strip's buttons, right to left as drawn.
    enum Button: CaseIterable {
        case resume, branch, exportClip, markEnd, markStart

        var title: String {
            switch self {
            case .resume: "Resume"
            case .branch: "Branch here"
            case .exportClip: "Export clip"
            case .markEnd: "]"
            case .markStart: "["
            }
        }
    }

    /// What a point lands on.
    enum Hit: Equatable {
        case outside
        case track
        case button(Button)
        case strip
    }

    static let height = 50.0
    static let margin = 10.0

    let frame: Rect
    let em: Double
    let line: Double
    /// Whether a past frame is shown (the branch button shows only then).
    let isInPast: Bool

    init(sceneSize: Size, panel: OverlayPanel, em: Double, line: Double, isInPast: Bool) {
        self.em = em
        self.line = line
        self.isInPast = isInPast
        let top = sceneSize.height - Self.margin - Self.height
        var minX = Self.margin, maxX = sceneSize.width - Self.margin
        let panelFrame = panel.frame
        let panelBottom = panel.isCollapsed ? panelFrame.minY + 2 * (line + 6) : panelFrame.maxY
        if panel.isVisible, panelBottom > top {
            // Beside the panel, on the wider side, rather than under it.
            if panelFrame.minX - Self.margin - minX >= maxX - panelFrame.maxX - Self.margin {
                maxX = min(maxX, panelFrame.minX - Self.margin)
            } else {
                minX = max(minX, panelFrame.maxX + Self.margin)
            }
        }
        if maxX - minX < 240 { minX = Self.margin; maxX = sceneSize.width - Self.margin }
        frame = Rect(x: minX.rounded(), y: top.rounded(), width: (maxX - minX).rounded(), height: Self.height)
    }

    var bar: Double { line + 6 }
    var statusRow: Rect { Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: bar) }
    var track: Rect {
        let top = statusRow.maxY + 3
        return Rect(x: frame.minX + 8, y: top, width: frame.size.width - 16, height: frame.maxY - 6 - top)
    }

    /// The buttons shown, with their rectangles, right to left.
    var buttons: [(Button, Rect)] {
        var x = frame.maxX - 6
        var result: [(Button, Rect)] = []
        for button in Button.allCases where button != .branch || isInPast {
            let width = em * Double(button.title.count) + 14
            x -= width
            result.append((button, Rect(x: x, y: frame.minY + 3, width: width, height: bar - 6)))
            x -= 4
        }
        return result
    }

    /// Where the status text may go: left of the buttons.
    var statusText: Rect {
        let left = buttons.last?.1.minX ?? frame.maxX
        return Rect(x: frame.minX + 8, y: frame.minY + 3, width: max(0, left - 8 - frame.minX - 8), height: line)
    }

    // MARK: - Frames on the track

    /// The x of history index `index` of `count` frames.
    func x(ofIndex index: Int, count: Int) -> Double {
        guard count > 1 else { return track.maxX }
        return track.minX + track.size.width * Double(index) / Double(count - 1)
    }

    /// The history index at `x`, of `count` frames.
    func index(atX x: Double, count: Int) -> Int {
        guard count > 1, track.size.width > 0 else { return max(0, count - 1) }
        let fraction = (x - track.minX) / track.size.width
        return min(max(Int((fraction * Double(count - 1)).rounded()), 0), count - 1)
    }

    // MARK: - Hit testing

    func hitTest(_ point: Point) -> Hit {
        guard OverlayLayout.hit(frame, point) else { return .outside }
        for (button, rect) in buttons where OverlayLayout.hit(rect, point) {
            return .button(button)
        }
        // The track takes the whole lower part, so a press near it still scrubs.
        if point.y >= statusRow.maxY { return .track }
        return .strip
    }
}
