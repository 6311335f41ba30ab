import Canvas
import Interactions
import MotionMath
import PlaygroundKit
import PlaygroundUI

// MARK: - The Perf tab: where the last frames' time went, and the slowest performers

extension OverlayUI {
    /// The phases' colours, in `FrameProfiler.Phase` order: input, update, scene, overlay, present.
    static let phaseColors = [
        Color(rgba: 0xB39DDBFF), Color(rgba: 0x4FC3F7FF), Color(rgba: 0x81C784FF), Color(rgba: 0xFFB74DFF), Color(rgba: 0x546E7AFF),
    ]

    /// The last frames as bars stacked by phase against the frame budget (a press picks one and
    /// its breakdown shows below), then the performers whose updates took longest of late.
    func buildPerfTab() {
        guard let profiler = playground.profiler else {
            ui.paint { framebuffer, _ in
                drawTimelineHint("Not measured here: the window measures each frame (a replay has no clock to read).", into: &framebuffer)
            }
            return
        }
        let legend = Rect(x: content.minX + Self.padding, y: content.minY + 4, width: content.size.width - 2 * Self.padding, height: line)
        let bars = Rect(x: legend.minX, y: legend.maxY + 4, width: legend.size.width, height: max(line * 3, content.size.height * 0.38))
        let frames = profiler.frames(last: max(1, Int(bars.size.width / 3)))
        let plot = ui.area("perf.bars", bars)
        if plot.isPressed, !frames.isEmpty {
            let index = Int((plot.pointer.x - bars.minX) / bars.size.width * Double(frames.count))
            overlay.perfTab.pickedFrame = frames[min(max(index, 0), frames.count - 1)].number
        }
        let budget = 1e9 / 60  // 16.7 ms: a frame at 60 Hz
        ui.paint { framebuffer, _ in
            drawPerfLegend(in: legend, into: &framebuffer)
            drawPerfBars(frames, budget: budget, in: bars, into: &framebuffer)
            var y = bars.maxY + 6
            y = drawPerfBreakdown(frames, profiler: profiler, at: y, into: &framebuffer)
            drawSlowestPerformers(profiler, at: y + 4, into: &framebuffer)
        }
    }

    private func drawPerfLegend(in rect: Rect, into framebuffer: inout Framebuffer) {
        var x = rect.minX
        for phase in FrameProfiler.Phase.allCases {
            painter.fill(&framebuffer, Rect(x: x, y: rect.minY + line * 0.25, width: line * 0.5, height: line * 0.5), Self.phaseColors[phase.rawValue], radius: 2)
            x += line * 0.7
            x += painter.text(&framebuffer, phase.title, at: Point(x: x, y: rect.minY), Palette.dimText) + em
        }
    }

    /// The frames as bars, oldest at the left, each stacked by phase; the budget as a line.
    private func drawPerfBars(_ frames: [FrameProfiler.FrameCost], budget: Double, in rect: Rect, into framebuffer: inout Framebuffer) {
        painter.fill(&framebuffer, rect, Palette.statusBackground)
        guard !frames.isEmpty else { return }
        let tallest = max(budget * 1.25, Double(frames.map(\.total).max() ?? 0))
        let width = rect.size.width / Double(frames.count)
        for (index, frame) in frames.enumerated() {
            var top = rect.maxY
            let x = rect.minX + Double(index) * width
            for phase in FrameProfiler.Phase.allCases {
                let height = Double(frame.phases[phase.rawValue]) / tallest * rect.size.height
                guard height > 0 else { continue }
                top -= height
                painter.fill(&framebuffer, Rect(x: x, y: top, width: max(1, width - 1), height: height), Self.phaseColors[phase.rawValue])
            }
            if frame.number == overlay.perfTab.pickedFrame {
                painter.stroke(&framebuffer, Rect(x: x - 1, y: rect.minY, width: width + 1, height: rect.size.height), Palette.text)
            }
        }
        let budgetY = rect.maxY - budget / tallest * rect.size.height
        painter.line(&framebuffer, from: Point(x: rect.minX, y: budgetY), to: Point(x: rect.maxX, y: budgetY), Palette.dimText)
        painter.text(&framebuffer, "16.7 ms", at: Point(x: rect.maxX - em * 7.5, y: budgetY - line), Palette.dimText)
    }

    /// The picked frame's phases (else the last frame's), and the frames' medians; returns the y below.
    private func drawPerfBreakdown(_ frames: [FrameProfiler.FrameCost], profiler: FrameProfiler, at y: Double, into framebuffer: inout Framebuffer) -> Double {
        let x = content.minX + Self.padding, width = content.size.width - 2 * Self.padding
        guard let frame = frames.last(where: { $0.number == overlay.perfTab.pickedFrame }) ?? frames.last else {
            painter.text(&framebuffer, "No frame measured yet.", at: Point(x: x, y: y), Palette.dimText)
            return y + line
        }
        let picked = frame.number == overlay.perfTab.pickedFrame ? "frame \(frame.number) (picked)" : "frame \(frame.number) (the last; press a bar)"
        painter.text(&framebuffer, "\(picked): \(Self.milliseconds(frame.total)) ms", at: Point(x: x, y: y), Palette.text, maxWidth: width)
        let phases = FrameProfiler.Phase.allCases.map { "\($0.title) \(Self.milliseconds(frame.phases[$0.rawValue]))" }.joined(separator: " · ")
        painter.text(&framebuffer, phases, at: Point(x: x, y: y + line), Palette.dimText, maxWidth: width)
        let whole = profiler.phaseStatistics(last: 600).last
        let medians = whole.map { "last \(min(600, profiler.frameCountKept)) frames: median \(Self.milliseconds($0.median)) ms, p99 \(Self.milliseconds($0.p99)) ms" } ?? ""
        painter.text(&framebuffer, medians, at: Point(x: x, y: y + 2 * line), Palette.dimText, maxWidth: width)
        return y + 3 * line
    }

    /// The performers whose timed updates took longest on average over the last few seconds.
    private func drawSlowestPerformers(_ profiler: FrameProfiler, at y: Double, into framebuffer: inout Framebuffer) {
        let x = content.minX + Self.padding, width = content.size.width - 2 * Self.padding
        let rows = max(0, Int((content.maxY - y) / line) - 1)
        let slowest = profiler.costliestPerformers(limit: rows, recent: true)
        painter.text(&framebuffer, "Slowest performers, last seconds (mean / max µs)", at: Point(x: x, y: y), Palette.text, maxWidth: width)
        if slowest.isEmpty {
            painter.text(&framebuffer, "No performer updated: throw a box.", at: Point(x: x, y: y + line), Palette.dimText, maxWidth: width)
        }
        for (row, cost) in slowest.enumerated() {
            let figures = "\(Self.microseconds(cost.mean)) / \(Self.microseconds(cost.longest))"
            let top = y + Double(row + 1) * line
            let figuresWidth = painter.width(of: figures)
            painter.text(&framebuffer, cost.name, at: Point(x: x, y: top), Palette.text, maxWidth: width - figuresWidth - em)
            painter.text(&framebuffer, figures, at: Point(x: x + width - figuresWidth, y: top), Palette.dimText)
        }
    }

    static func milliseconds(_ nanoseconds: UInt64) -> String {
        DecimalText.fixed(Double(nanoseconds) / 1e6, decimals: 2, trimmingZeros: false)
    }

    static func microseconds(_ nanoseconds: UInt64) -> String {
        DecimalText.fixed(Double(nanoseconds) / 1e3, decimals: 1, trimmingZeros: false)
    }
}

/// The Perf tab's own state, kept by the overlay between frames.
struct PerfTabState {
    /// The frame picked (a press on its bar), by number; `nil` shows the last.
    var pickedFrame: Int?
}
