import Canvas
import MotionMath
import PlaygroundKit
import PlaygroundUI

/// A failed motion golden as curves: for each property that differs, the
/// expected and the actual value over the frames, the first difference
/// marked. One geometry, drawn two ways: into a framebuffer (the review
/// window) and as inline SVG (the HTML report), so both show the same lines.
///
/// ```swift
/// let curves = MotionCurves(expected: golden, actual: motion, difference: motion.difference(from: golden))
/// let svg = curves.svg(width: 640)          // the report's figure
/// curves.draw(into: &framebuffer, in: pane, font: font, textScale: 1)
/// ```
public struct MotionCurves: Sendable {
    /// One property's two series.
    public struct Plot: Sendable {
        /// What differs, as the comparison found it.
        public var difference: MotionDifference.Property
        /// The golden's values and the test's, each from its recording's first frame (`nil` where a frame has none).
        public var expected: [Double?], actual: [Double?]
        /// The frame of each series' first value.
        public var firstFrame: Int
        /// The smallest and largest finite value of both series (equal when flat).
        package var low: Double, high: Double

        /// `Box#1 x (px)`.
        public var title: String {
            let unit = difference.property.unit
            return "\(difference.track) \(difference.property)" + (unit.isEmpty ? "" : " (\(unit))")
        }
    }

    /// The most properties shown; the others are listed in the failure's text.
    public static let maximumPlots = 4
    /// The plots, in the order the comparison lists the differences.
    public var plots: [Plot]
    /// How many differing properties are not plotted.
    package var omitted: Int

    /// The curves of the first ``maximumPlots`` properties `difference` lists.
    public init(expected: MotionRecording, actual: MotionRecording, difference: MotionDifference) {
        let first = min(expected.firstFrame, actual.firstFrame)
        let last = max(expected.firstFrame + expected.frameCount, actual.firstFrame + actual.frameCount) - 1
        func series(_ recording: MotionRecording, _ item: MotionDifference.Property) -> [Double?] {
            let values = recording.track(named: item.track)?.values(of: item.property) ?? []
            return (first...max(first, last)).map { frame in
                let index = frame - recording.firstFrame
                return values.indices.contains(index) ? values[index] : nil
            }
        }
        plots = difference.properties.prefix(Self.maximumPlots).map { item in
            let expectedValues = series(expected, item), actualValues = series(actual, item)
            let finite = (expectedValues + actualValues).compactMap { $0 }.filter(\.isFinite)
            return Plot(
                difference: item, expected: expectedValues, actual: actualValues, firstFrame: first,
                low: finite.min() ?? 0, high: finite.max() ?? 0)
        }
        omitted = max(0, difference.properties.count - Self.maximumPlots)
    }

    // MARK: - Geometry

    /// A plot's lines inside `rect` (x, y, width, height in any unit): each series as runs of
    /// points (a missing or non-finite value breaks a run), and the x of the first difference.
    func lines(of plot: Plot, in rect: (x: Double, y: Double, width: Double, height: Double)) -> (
        expected: [[(x: Double, y: Double)]], actual: [[(x: Double, y: Double)]], firstDifference: Double
    ) {
        let count = max(plot.expected.count, plot.actual.count)
        let span = plot.high - plot.low
        // A flat property sits in the middle; others fill the height, a little margin above and below.
        let (low, range) = span > 0 && span.isFinite ? (plot.low - span * 0.08, span * 1.16) : (plot.low - 1, 2.0)
        func x(_ index: Int) -> Double { rect.x + (count <= 1 ? 0 : Double(index) / Double(count - 1) * rect.width) }
        func runs(_ values: [Double?]) -> [[(x: Double, y: Double)]] {
            var result: [[(x: Double, y: Double)]] = [[]]
            for (index, value) in values.enumerated() {
                guard let value, value.isFinite else {
                    if !(result.last?.isEmpty ?? true) { result.append([]) }
                    continue
                }
                result[result.count - 1].append((x(index), rect.y + rect.height - (value - low) / range * rect.height))
            }
            return result.filter { !$0.isEmpty }
        }
        return (runs(plot.expected), runs(plot.actual), x(plot.difference.frames.lowerBound - plot.firstFrame))
    }

    // MARK: - Drawn into a framebuffer

    /// The colours: the golden dim, the test's in the accent, the first difference in the warning colour.
    static let expectedColor = Color(rgba: 0x9AA0AAFF), actualColor = Color(rgba: 0x4FC3F7FF), markColor = Color(rgba: 0xFFB74DFF)

    /// Draws the plots stacked in `rect`, each with its title and the summary of what differs.
    public func draw(into framebuffer: inout Framebuffer, in rect: PixelRect, font: BitmapFont, textScale: Int) {
        guard !plots.isEmpty, rect.width > 8, rect.height > 8 else { return }
        let line = font.lineHeight(scale: textScale) + 2 * textScale
        let height = rect.height / plots.count
        for (index, plot) in plots.enumerated() {
            let top = rect.y + index * height
            framebuffer.drawText(plot.title, x: rect.x + 4, y: top + 2, font: font, color: Palette.text, scale: textScale, maxWidth: rect.width - 8)
            framebuffer.drawText(
                plot.difference.summary, x: rect.x + 4, y: top + 2 + line, font: font, color: Palette.warning, scale: textScale, maxWidth: rect.width - 8)
            let area = (x: Double(rect.x + 4), y: Double(top + 2 * line + 4), width: Double(rect.width - 8), height: Double(height - 2 * line - 10))
            guard area.height > 4 else { continue }
            framebuffer.strokeRectangle(x: area.x, y: area.y, width: area.width, height: area.height, lineWidth: 1, color: Palette.panelBorder)
            let drawn = lines(of: plot, in: area)
            framebuffer.drawLine(
                fromX: drawn.firstDifference, fromY: area.y, toX: drawn.firstDifference, toY: area.y + area.height, width: 1, color: Self.markColor)
            for run in drawn.expected { framebuffer.drawPolyline(run, width: Double(2 * textScale), color: Self.expectedColor) }
            for run in drawn.actual { framebuffer.drawPolyline(run, width: Double(textScale), color: Self.actualColor) }
        }
    }

    // MARK: - As SVG

    /// The plots as one inline SVG, `width` wide: a `<g class="plot">` each, its expected and actual
    /// series as `<polyline class="expected|actual">`, the first difference as `<line class="first">`,
    /// the frame range and value range as text. Names come from the artifact, so they are escaped.
    package func svg(width: Int = 640, plotHeight: Int = 150) -> String {
        let margin = 4.0, titleHeight = 34.0
        let total = plots.count * plotHeight
        var svg = "<svg class=\"curves\" viewBox=\"0 0 \(width) \(total)\" width=\"\(width)\" height=\"\(total)\" role=\"img\">"
        for (index, plot) in plots.enumerated() {
            let top = Double(index * plotHeight)
            let area = (x: margin, y: top + titleHeight, width: Double(width) - 2 * margin, height: Double(plotHeight) - titleHeight - 16)
            let drawn = lines(of: plot, in: area)
            let difference = plot.difference
            svg += "<g class=\"plot\" data-track=\"\(_HTML.text(difference.track))\" data-property=\"\(_HTML.text(difference.property.rawValue))\""
            svg += " data-first-frame=\"\(difference.frames.lowerBound)\">"
            svg += "<text class=\"title\" x=\"\(margin)\" y=\"\(number(top + 13))\">\(_HTML.text(plot.title))</text>"
            svg += "<text class=\"summary\" x=\"\(margin)\" y=\"\(number(top + 28))\">\(_HTML.text(difference.summary))</text>"
            svg += "<rect class=\"area\" x=\"\(number(area.x))\" y=\"\(number(area.y))\" width=\"\(number(area.width))\" height=\"\(number(area.height))\"/>"
            svg += "<line class=\"first\" x1=\"\(number(drawn.firstDifference))\" y1=\"\(number(area.y))\" x2=\"\(number(drawn.firstDifference))\""
            svg += " y2=\"\(number(area.y + area.height))\"><title>first difference: frame \(difference.frames.lowerBound)</title></line>"
            for (name, runs) in [("expected", drawn.expected), ("actual", drawn.actual)] {
                for run in runs {
                    svg += "<polyline class=\"\(name)\" points=\"" + run.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ") + "\"/>"
                }
            }
            let frames = "frames \(plot.firstFrame)–\(plot.firstFrame + max(plot.expected.count, plot.actual.count) - 1)"
            let values = "\(MotionDifferenceText.value(plot.low)) to \(MotionDifferenceText.value(plot.high))"
            svg += "<text class=\"axis\" x=\"\(margin)\" y=\"\(number(top + Double(plotHeight) - 3))\">\(_HTML.text(frames + " · values " + values))</text></g>"
        }
        return svg + "</svg>"
    }

    /// A coordinate with at most one decimal: short, and the same on every machine.
    private func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}

/// A value as a person reads it: three significant figures.
enum MotionDifferenceText {
    static func value(_ value: Double) -> String {
        value.isFinite ? DecimalText.significant(value, figures: 3) : String(value)
    }
}
