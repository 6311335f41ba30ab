import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The timeline strip: every frame held, where you are, the clip, the runtime's activity

extension OverlayUI {
    /// The strip while time is paused or a past frame is shown: a press on the track shows
    /// that frame (a drag scrubs on), its buttons resume, branch, export or mark the clip.
    func buildStrip() {
        guard let strip = overlay.strip(for: playground), let history = playground.history, let shown = playground.shownHistoryIndex else { return }
        ui.area("strip", strip.frame)
        let count = history.count
        let scrub = ui.area("strip.track", strip.scrubArea)
        if scrub.isPressed || scrub.isDragged {
            playground.send(.showFrame(history.frame(at: strip.index(atX: scrub.pointer.x, count: count)).number))
        }
        ui.paint { framebuffer, _ in drawTrack(strip, history: history, shown: shown, into: &framebuffer) }
        var buttons = Flow.trailingRow(in: Rect(x: strip.frame.minX, y: strip.frame.minY + 3, width: strip.frame.size.width - 6, height: strip.bar - 6), gap: 4)
        if ui.button("strip.resume", "Resume", padding: 14, in: &buttons) { playground.send(.togglePause) }
        if playground.isInPast, ui.button("strip.branch", "Branch here", padding: 14, in: &buttons, style: .warning) { playground.send(.branch) }
        if ui.button("strip.exportClip", "Export clip", padding: 14, in: &buttons) { playground.send(.exportClip) }
        if ui.button("strip.markEnd", "]", padding: 14, in: &buttons) { playground.send(.markClip(start: false)) }
        if ui.button("strip.markStart", "[", padding: 14, in: &buttons) { playground.send(.markClip(start: true)) }
        let status = Rect(x: strip.frame.minX + 8, y: strip.frame.minY + 3, width: max(0, ui.lastRect.minX - 8 - strip.frame.minX - 8), height: line)
        ui.paint { framebuffer, _ in drawStripStatus(in: status, history: history, shown: shown, into: &framebuffer) }
    }

    /// The strip's frame and track, the runtime's activity, the clip and the cursor.
    private func drawTrack(_ strip: TimelineStrip, history: SessionHistory, shown: Int, into framebuffer: inout Framebuffer) {
        painter.fill(&framebuffer, strip.frame, Palette.stripBackground, radius: 4)
        painter.stroke(&framebuffer, strip.frame, Palette.panelBorder, radius: 4)
        let count = history.count
        let track = strip.track
        painter.fill(&framebuffer, track, Palette.trackBackground, radius: 2)
        drawActivity(of: history, on: strip, into: &framebuffer)
        if let clip = playground.clipRange {
            let first = history.index(atOrBeforeFrame: clip.lowerBound - 1).map { $0 + 1 } ?? 0
            let last = history.index(atOrBeforeFrame: clip.upperBound) ?? 0
            let x0 = strip.x(ofIndex: first, count: count), x1 = strip.x(ofIndex: max(first, last), count: count)
            let marked = playground.timeTravel.clipStart != nil || playground.timeTravel.clipEnd != nil
            painter.fill(
                &framebuffer, Rect(x: x0 - 1, y: track.minY, width: max(2, x1 - x0 + 2), height: track.size.height),
                marked ? Palette.clipMarked : Palette.clipDefault)
        }
        // The cursor: the frame on show, with a handle above the track.
        let x = strip.x(ofIndex: shown, count: count)
        painter.fill(&framebuffer, Rect(x: x - 1, y: track.minY - 2, width: 2, height: track.size.height + 4), Palette.cursor)
        painter.fill(&framebuffer, Rect(x: x - 4, y: track.minY - 3, width: 8, height: 4), Palette.cursor, radius: 1)
    }
    /// A green band over the frames where the runtime was active, one column at a time.
    private func drawActivity(of history: SessionHistory, on strip: TimelineStrip, into framebuffer: inout Framebuffer) {
        let track = strip.track
        let count = history.count
        var runStart: Int?
        for index in 0...count {
            let active = index < count && history.frame(at: index).isRuntimeActive
            if active, runStart == nil { runStart = index }
            if !active, let start = runStart {
                let x0 = strip.x(ofIndex: start, count: count), x1 = strip.x(ofIndex: index - 1, count: count)
                painter.fill(
                    &framebuffer, Rect(x: x0, y: track.minY + 3, width: max(1, x1 - x0), height: track.size.height - 6),
                    Palette.activeBand)
                runStart = nil
            }
        }
    }

    /// `PAST frame 212 · −28 frames (−0.47 s) · clip 150–240`, or `PAUSED frame 240 of 1–240`.
    private func drawStripStatus(in area: Rect, history: SessionHistory, shown: Int, into framebuffer: inout Framebuffer) {
        let frame = history.frame(at: shown), present = history.frame(at: history.count - 1)
        var x = area.minX
        let tag = playground.isInPast ? "PAST" : "PAUSED"
        let tagWidth = painter.width(of: tag) + 10
        painter.pill(
            &framebuffer, Rect(x: x, y: area.minY, width: tagWidth, height: line),
            tag, background: playground.isInPast ? Palette.warning : Palette.buttonBackground,
            foreground: playground.isInPast ? Palette.badgeText : Palette.text)
        x += tagWidth + em
        var text = "frame \(frame.number)"
        if playground.isInPast {
            let behind = history.count - 1 - shown
            text += " · −\(behind) frame\(behind == 1 ? "" : "s") (−" + AxisTicks.format(present.sceneTime - frame.sceneTime, decimals: 2) + " s)"
        } else {
            text += " of \(history.frame(at: 0).number)–\(present.number)"
        }
        if let clip = playground.clipRange {
            text += " · clip \(clip.lowerBound)–\(clip.upperBound)"
        }
        painter.text(&framebuffer, text, at: Point(x: x, y: area.minY), Palette.text, maxWidth: max(0, area.maxX - x))
    }
}
