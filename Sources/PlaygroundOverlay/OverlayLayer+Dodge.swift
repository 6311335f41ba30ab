import Interactions
import PlaygroundKit

// MARK: - Keeping the panel off resting boxes

extension OverlayLayer {
    /// The share of a box the panel may cover before the box counts as hidden: a sliver (a
    /// shadow's width at a box's edge), no more. A box half under the panel is hidden.
    static let hiddenFraction = 0.02

    /// When the scene comes to rest (or the window changed size), a docked
    /// panel that hides part of a box moves to the corner of the window that
    /// hides the least of the boxes (summed as shares of each box, so a
    /// corner over one box's edge beats a corner over a whole box).
    ///
    /// The panel moves, never the boxes: the overlay only looks, and looking
    /// must not change the scene, so a session replays the same with the
    /// overlay or without it. A panel the person placed away from a corner
    /// stays where they put it.
    func dodgeRestingBoxes(in playground: Playground) {
        guard panel.isVisible, panel.isDocked else { return }
        let boxes = playground.scene.boxes
        let current = hiddenShare(by: displayedFrame(of: panel), boxes)
        guard current > Self.hiddenFraction else { return }
        var best = (corner: panel.corner, hidden: current)
        for corner in OverlayPanel.Corner.allCases where corner != panel.corner {
            var candidate = panel
            candidate.dock(corner)
            let hidden = hiddenShare(by: displayedFrame(of: candidate), boxes)
            if hidden < best.hidden - Self.hiddenFraction { best = (corner, hidden) }
        }
        if best.corner != panel.corner { panel.dock(best.corner) }
    }

    /// The panel's frame as drawn (short when collapsed).
    private func displayedFrame(of panel: OverlayPanel) -> Rect {
        PanelChrome(panel: panel, em: Double(font.glyphWidth), line: Double(font.glyphHeight)).frame
    }

    /// The shares of the boxes that `frame` covers, summed (1 for one box wholly under it).
    private func hiddenShare(by frame: Rect, _ boxes: [Box]) -> Double {
        var share = 0.0
        for box in boxes {
            let area = box.size.width * box.size.height
            guard area > 0 else { continue }
            let other = box.frame
            let width = min(frame.maxX, other.maxX) - max(frame.minX, other.minX)
            let height = min(frame.maxY, other.maxY) - max(frame.minY, other.minY)
            if width > 0, height > 0 { share += width * height / area }
        }
        return share
    }
}
