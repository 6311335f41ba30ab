import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The Tune tab's graph: the step response and the fling's decay

extension OverlayUI {
    /// The step response (cyan, 0 → 1) and the fling's decay (yellow, 0 → its end), their rest times marked.
    func drawGraph(_ tuning: BoxTuning, in graph: Rect, into framebuffer: inout Framebuffer) {
        guard graph.size.height >= 24, graph.size.width >= 40 else { return }
        painter.fill(&framebuffer, graph, Palette.graphBackground)
        let curve = overlay.tune.cache.curve(for: TuneCurve.Key(tuning: tuning, samples: Int(graph.size.width)))
        let scale = painter.scale
        let top = graph.minY + 4, height = graph.size.height - line - 8
        func y(_ value: Double) -> Double { top + (curve.high - value) / (curve.high - curve.low) * height }
        func x(_ t: Double) -> Double { graph.minX + t / curve.span * graph.size.width }

        // Where it starts and where it rests.
        painter.fill(&framebuffer, Rect(x: graph.minX, y: y(1).rounded(), width: graph.size.width, height: 1), Palette.graphBudgetLine)
        painter.fill(&framebuffer, Rect(x: graph.minX, y: y(0).rounded(), width: graph.size.width, height: 1), Palette.panelBorder)

        // Time ticks along the bottom.
        let labelY = graph.maxY - line - 2
        for (t, text) in overlay.tune.cache.timeLabels {
            let tickX = x(t).rounded()
            painter.fill(&framebuffer, Rect(x: tickX, y: labelY - 3, width: 1, height: 3), Palette.faintText)
            painter.text(&framebuffer, text, at: Point(x: tickX - painter.width(of: text) / 2, y: labelY), Palette.faintText)
        }

        let count = curve.spring.count
        let step = graph.size.width / Double(max(1, count - 1))
        framebuffer.drawPolyline(
            (0..<count).lazy.map { (x: (graph.minX + Double($0) * step) * scale, y: y(curve.fling[$0]) * scale) },
            width: 1.5 * scale, color: Palette.velocity.withAlpha(170)
        )
        framebuffer.drawPolyline(
            (0..<count).lazy.map { (x: (graph.minX + Double($0) * step) * scale, y: y(curve.spring[$0]) * scale) },
            width: 2 * scale, color: Palette.accent
        )
        marker(at: curve.flingRest <= curve.span ? x(curve.flingRest) : nil, color: Palette.velocity, in: graph, into: &framebuffer)
        marker(at: curve.springRest.flatMap { $0 <= curve.span ? x($0) : nil }, color: Palette.accent, in: graph, into: &framebuffer)
    }

    /// A rest time: a vertical line at `x` down to the time axis, with a notch on the axis.
    private func marker(at x: Double?, color: Color, in graph: Rect, into framebuffer: inout Framebuffer) {
        guard let x else { return }
        let lineX = x.rounded()
        let bottom = graph.maxY - line - 4
        painter.fill(&framebuffer, Rect(x: lineX, y: graph.minY, width: 1, height: bottom - graph.minY), color.withAlpha(150))
        painter.fill(&framebuffer, Rect(x: lineX - 2, y: bottom - 3, width: 5, height: 3), color)
    }
}
