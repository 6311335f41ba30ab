import Canvas
import Interactions
import PlaygroundKit
import PlaygroundSession
import PlaygroundUI

/// The paths the boxes took in the build before, drawn under the paths they
/// take now, over the same frames: what `--watch` shows after a rebuild, so
/// an edit's effect on the very same gesture is seen at a glance.
///
/// The colours are the Tune tab's for two throws of one gesture: the build
/// before's path faded, a ring where it ended; this build's path bright, a
/// dot on every frame. A key in the top left says which build is which.
/// `o` hides or shows them.
///
/// ```swift
/// playground.layers.append(BuildGhostsLayer(ghosts: handover.ghosts!, build: 3, font: font))
/// ```
public final class BuildGhostsLayer: PlaygroundLayer {
    /// The build before's paths.
    public let ghosts: GhostTracks
    /// The build drawing now.
    public let build: Int
    /// Whether the paths are drawn.
    package private(set) var isShown = true
    private let font: BitmapFont
    /// This build's paths over the ghosts' frames, made from the history once they are all drawn.
    private var current: [String: [Point]]?

    /// A layer drawing `ghosts` under build `build`'s own paths, labels in `font`.
    public init(ghosts: GhostTracks, build: Int, font: BitmapFont) {
        self.ghosts = ghosts
        self.build = build
        self.font = font
    }

    /// `o` hides or shows the paths.
    public func handle(_ event: InputEvent, playground: Playground) -> Bool {
        guard case let .key(press) = event, press == KeyPress("o") else { return false }
        isShown.toggle()
        return true
    }

    public func draw(into framebuffer: inout Framebuffer, scale: Double, playground: Playground) {
        guard isShown, !playground.isInPast, !ghosts.tracks.isEmpty else { return }
        let painter = Painter(font: font, scale: scale)
        let paths = currentPaths(in: playground)
        for track in ghosts.tracks {
            let color = Color(rgba: track.color)
            let points = track.points.map { Point(x: $0[0], y: $0[1]) }
            framebuffer.drawPolyline(points.lazy.map { (x: $0.x * scale, y: $0.y * scale) }, width: 2 * scale, color: color.withAlpha(90))
            if let end = points.last { painter.ring(&framebuffer, at: end, radius: 5, color.withAlpha(140), width: 1.5) }
            if let now = paths[track.box], now.count > 1 {
                framebuffer.drawPolyline(now.lazy.map { (x: $0.x * scale, y: $0.y * scale) }, width: 1.5 * scale, color: color.withAlpha(200))
                for point in now { painter.dot(&framebuffer, at: point, radius: 2, color) }
            }
        }
        drawKey(into: &framebuffer, painter: painter, color: Color(rgba: ghosts.tracks[0].color))
    }

    /// The key, top left: which line is which build, and the keys that go with them.
    private func drawKey(into framebuffer: inout Framebuffer, painter: Painter, color: Color) {
        let entries = [("build \(ghosts.build)", color.withAlpha(90), 2.0), ("build \(build), now", color.withAlpha(200), 1.5)]
        let hint = "· o hides them · R plays the gesture again"
        let swatch = 22.0, gap = 8.0, padding = 6.0
        var width = padding
        for (label, _, _) in entries { width += swatch + 4 + painter.width(of: label) + gap }
        width += painter.width(of: hint) + padding
        let box = Rect(x: 10, y: 10, width: width, height: painter.line + 2 * padding)
        painter.fill(&framebuffer, box, Palette.panelBackground.withAlpha(210), radius: 4)
        var x = box.minX + padding
        let middle = box.minY + box.size.height / 2
        for (label, lineColor, lineWidth) in entries {
            painter.line(&framebuffer, from: Point(x: x, y: middle), to: Point(x: x + swatch, y: middle), lineColor, width: lineWidth)
            x += swatch + 4
            x += painter.text(&framebuffer, label, at: Point(x: x, y: box.minY + padding), Palette.text) + gap
        }
        painter.text(&framebuffer, hint, at: Point(x: x, y: box.minY + padding), Palette.dimText)
    }

    /// This build's paths over the ghosts' frames, once the history holds them all (read once, then kept).
    private func currentPaths(in playground: Playground) -> [String: [Point]] {
        if let current { return current }
        guard let history = playground.history, let last = history.index(atOrBeforeFrame: ghosts.toFrame),
            history.frame(at: last).number >= ghosts.toFrame || playground.frameNumber > ghosts.toFrame
        else { return [:] }
        let first = history.index(atOrBeforeFrame: ghosts.fromFrame) ?? 0
        var paths: [String: [Point]] = [:]
        let names = Set(ghosts.tracks.map(\.box))
        for index in first...max(first, last) where index < history.count {
            for box in history.boxes(at: index) where names.contains(box.name) {
                if paths[box.name]?.last.map({ abs($0.x - box.position.x) >= 0.5 || abs($0.y - box.position.y) >= 0.5 }) ?? true {
                    paths[box.name, default: []].append(box.position)
                }
            }
        }
        current = paths
        return paths
    }
}
