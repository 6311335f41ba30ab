import Interactions
import PlaygroundKit

/// Where the timeline strip goes, in scene points: a bar along the bottom of
/// the window, shown while time is paused, with a status row (and its
/// buttons, see ``OverlayUI``) above a track of every frame the history holds;
/// and the mapping between frames and x along that track.
///
/// It spans the window's width between margins, leaving room for the panel
/// when the panel is docked low enough to meet it.
///
/// ```swift
/// let strip = TimelineStrip(sceneSize: scene.size, panel: overlay.panel, line: 16)
/// strip.x(ofIndex: 20, count: history.count)     // where frame 20 of the history is on the track
/// ```
struct TimelineStrip {
    static let height = 50.0
    static let margin = 10.0

    let frame: Rect
    let line: Double

    init(sceneSize: Size, panel: OverlayPanel, line: Double) {
        self.line = line
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
    /// The status text and the buttons.
    var statusRow: Rect { Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: bar) }
    /// Everything under the status row: a press anywhere there scrubs.
    var scrubArea: Rect { Rect(x: frame.minX, y: statusRow.maxY, width: frame.size.width, height: frame.maxY - statusRow.maxY) }
    /// The track of frames.
    var track: Rect {
        let top = statusRow.maxY + 3
        return Rect(x: frame.minX + 8, y: top, width: frame.size.width - 16, height: frame.maxY - 6 - top)
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
}
