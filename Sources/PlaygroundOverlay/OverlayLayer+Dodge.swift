import Interactions
import PlaygroundKit

// MARK: - Keeping the panel off resting boxes

extension OverlayLayer {
    /// How much of a box the panel may hide before it counts as hidden.
    static let hiddenFraction = 0.25

    /// When the scene comes to rest (or the window changed size), a docked
    /// panel that hides a box moves to the corner of the window that hides
    /// the fewest boxes.
    ///
    /// The panel moves, never the boxes: the overlay only looks, and looking
    /// must not change the scene, so a session replays the same with the
    /// overlay or without it. A panel the person placed away from a corner
    /// stays where they put it.
    func dodgeRestingBoxes(in playground: Playground) {
        guard panel.isVisible, panel.isDocked else { return }
        let boxes = playground.scene.boxes
        let current = hiddenCount(by: displayedFrame(of: panel, playground: playground), boxes)
        guard current > 0 else { return }
        var best = (corner: panel.corner, hidden: current)
        for corner in OverlayPanel.Corner.allCases where corner != panel.corner {
            var candidate = panel
            candidate.dock(corner)
            let hidden = hiddenCount(by: displayedFrame(of: candidate, playground: playground), boxes)
            if hidden < best.hidden { best = (corner, hidden) }
        }
        if best.corner != panel.corner { panel.dock(best.corner) }
    }

    /// The panel's frame as drawn (short when collapsed).
    private func displayedFrame(of panel: OverlayPanel, playground: Playground) -> Rect {
        PanelChrome(panel: panel, em: Double(font.glyphWidth), line: Double(font.glyphHeight)).frame
    }

    /// How many boxes `frame` hides more than ``hiddenFraction`` of.
    private func hiddenCount(by frame: Rect, _ boxes: [Box]) -> Int {
        var count = 0
        for box in boxes {
            let area = box.size.width * box.size.height
            guard area > 0 else { continue }
            let other = box.frame
            let width = min(frame.maxX, other.maxX) - max(frame.minX, other.minX)
            let height = min(frame.maxY, other.maxY) - max(frame.minY, other.minY)
            if width > 0, height > 0, width * height > Self.hiddenFraction * area { count += 1 }
        }
        return count
    }
}
