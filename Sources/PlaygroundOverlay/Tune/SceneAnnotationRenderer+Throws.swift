import Canvas
import Interactions
import PlaygroundKit

// MARK: - The paths of a box's last two throws: the latest, and the one before as a ghost

extension SceneAnnotationRenderer {
    /// The selected box's throw paths (or those of the box last thrown again):
    /// the one before the latest faded, with a faded outline where it came to
    /// rest, and the latest with a dot on every frame, so two tunings of the
    /// same gesture are seen side by side. Shown while the Tune tab is open,
    /// and on any tab once the box has been thrown again.
    func drawThrowPaths(into framebuffer: inout Framebuffer) {
        let tune = overlay.tune
        guard let name = overlay.selection.box?.name ?? tune.lastThrownAgain, let box = playground.scene.box(named: name) else { return }
        let isTuning = overlay.panel.isVisible && !overlay.panel.isCollapsed && overlay.panel.tab == .tune
        guard isTuning || tune.paths.ghost(of: name) != nil else { return }
        let scale = painter.scale
        if let ghost = tune.paths.ghost(of: name), let end = ghost.points.last {
            framebuffer.drawPolyline(ghost.points.lazy.map { (x: $0.x * scale, y: $0.y * scale) }, width: 2 * scale, color: box.color.withAlpha(90))
            let size = box.displayedFrame.size
            let outline = Rect(x: end.x - size.width / 2, y: end.y - size.height / 2, width: size.width, height: size.height)
            painter.stroke(&framebuffer, outline, box.color.withAlpha(110), width: 1.5, radius: box.cornerRadius * box.scale, rotation: box.rotation)
            painter.text(&framebuffer, "before", at: Point(x: outline.minX + 4, y: outline.minY - painter.line - 2), box.color.withAlpha(170))
        }
        if let latest = tune.paths.latest(of: name), latest.points.count > 1 {
            framebuffer.drawPolyline(latest.points.lazy.map { (x: $0.x * scale, y: $0.y * scale) }, width: 1.5 * scale, color: box.color.withAlpha(200))
            for point in latest.points {
                painter.dot(&framebuffer, at: point, radius: 2, box.color)
            }
        }
    }
}
