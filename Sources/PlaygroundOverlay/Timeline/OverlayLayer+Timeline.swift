import Interactions
import MotionMath
import PlaygroundKit

// MARK: - The timeline: the strip along the bottom, the Tracks and Curves tabs

extension OverlayLayer {
    /// The strip's geometry while it shows (time paused or a past frame shown, with history); `nil` otherwise.
    func stripLayout(for playground: Playground) -> TimelineStripLayout? {
        guard playground.isPaused || playground.isInPast, let history = playground.history, !history.isEmpty else { return nil }
        return TimelineStripLayout(
            sceneSize: playground.scene.size, panel: panel, em: Double(font.glyphWidth), line: Double(font.glyphHeight),
            isInPast: playground.isInPast
        )
    }

    /// A press on the strip scrubs (and a drag goes on scrubbing) or presses
    /// a button; returns whether the strip took the event.
    func handleStripPointer(_ pointer: PointerEvent, playground: Playground) -> Bool {
        guard let strip = stripLayout(for: playground) else { return false }
        let hit = strip.hitTest(pointer.position)
        guard hit != .outside else { return false }
        guard pointer.phase == .down, pointer.button == .primary else { return true }
        interaction = .pressed
        switch hit {
        case .track:
            interaction = .scrubbingStrip
            scrubStrip(to: pointer.position.x, strip: strip, playground: playground)
        case let .button(button):
            switch button {
            case .resume: playground.send(.togglePause)
            case .branch: playground.send(.branch)
            case .exportClip: playground.send(.exportClip)
            case .markStart: playground.send(.markClip(start: true))
            case .markEnd: playground.send(.markClip(start: false))
            }
        case .strip, .outside:
            break
        }
        return true
    }

    private func scrubStrip(to x: Double, strip: TimelineStripLayout, playground: Playground) {
        guard let history = playground.history, !history.isEmpty else { return }
        playground.send(.showFrame(history.frame(at: strip.index(atX: x, count: history.count)).number))
    }

    /// A press on the Tracks or Curves tab: a header button, or the plots (a drag pans, a click jumps).
    func pressTimeline(_ hit: OverlayLayout.Hit, at point: Point, playground: Playground) {
        guard let view = TimelineView(playground: playground, viewport: timeline) else { return }
        let layout = layout(for: playground)
        switch hit {
        case let .timelineButton(button):
            let center = (view.range.lowerBound + view.range.upperBound) / 2
            switch button {
            case .zoomIn: timeline.zoom(by: 0.5, around: center, present: view.present, shown: view.shownTime, oldest: view.oldest)
            case .zoomOut: timeline.zoom(by: 2, around: center, present: view.present, shown: view.shownTime, oldest: view.oldest)
            case .all: timeline.fitAll(oldest: view.oldest, present: view.present)
            case .now: timeline.follow()
            }
        case .timelinePlot:
            let plot = layout.timelinePlotArea
            let seconds = plot.size.width > 0 ? (view.range.upperBound - view.range.lowerBound) / plot.size.width : 0
            interaction = .timelinePress(start: point, end: view.range.upperBound, secondsPerPoint: seconds, moved: false)
        case let .trackName(row):
            let tracks = HistoryTracks(view.history, indices: view.indices)
            let names = TrackRows(tracks: tracks, boxNames: playground.scene.boxes.map(\.name)).names
            if row < names.count { selection.select(playground.scene.box(named: names[row])) }
        default:
            break
        }
    }

    /// A drag on the strip scrubs; a drag on the plots pans.
    func continueTimeline(_ interaction: Interaction, to point: Point, playground: Playground) {
        switch interaction {
        case .scrubbingStrip:
            if let strip = stripLayout(for: playground) { scrubStrip(to: point.x, strip: strip, playground: playground) }
        case let .timelinePress(start, end, secondsPerPoint, moved):
            let dx = point.x - start.x
            guard moved || abs(dx) > 3 else { return }
            self.interaction = .timelinePress(start: start, end: end, secondsPerPoint: secondsPerPoint, moved: true)
            timeline.setEnd(end - dx * secondsPerPoint)
        default:
            break
        }
    }

    /// A press on the plots released without moving: select the interval clicked (and jump to its
    /// start), or jump to the time clicked.
    func continueTimeline(_ interaction: Interaction, releasedAt point: Point, playground: Playground) {
        guard case let .timelinePress(start, _, _, moved) = interaction, !moved,
            let view = TimelineView(playground: playground, viewport: timeline)
        else { return }
        let layout = layout(for: playground)
        if layout.tab == .tracks, let interval = interval(at: start, view: view, layout: layout, playground: playground) {
            selection.select(playground.scene.box(named: interval.target))
            playground.send(.showFrame(interval.startFrame))
            return
        }
        let plot = layout.tab == .tracks ? layout.tracksPlot : layout.positionPlot
        playground.send(.showFrame(view.frame(atTime: view.time(atX: start.x, in: plot))))
    }

    /// The token interval drawn under `point` on the Tracks tab, if any.
    func interval(at point: Point, view: TimelineView, layout: OverlayLayout, playground: Playground) -> HistoryTracks.Interval? {
        let plot = layout.tracksPlot
        guard OverlayLayout.hit(plot, point) else { return nil }
        let tracks = HistoryTracks(view.history, indices: view.indices)
        let names = TrackRows(tracks: tracks, boxNames: playground.scene.boxes.map(\.name)).names
        let row = Int((point.y - plot.minY) / layout.trackRowHeight)
        guard row < names.count else { return nil }
        // Within a few points, so a short interval can be clicked; the latest started wins.
        return tracks.intervals.last { interval in
            guard interval.target == names[row] else { return false }
            let x0 = view.x(view.time(ofFrame: interval.startFrame), in: plot)
            let x1 = interval.endFrame.map { view.x(view.time(ofFrame: $0), in: plot) } ?? view.x(view.present, in: plot)
            return point.x >= x0 - 3 && point.x <= max(x1, x0) + 3
        }
    }

    /// The wheel zooms about the time under the pointer.
    func zoomTimeline(notches: Double, at point: Point, playground: Playground) {
        guard notches.isFinite, notches != 0, let view = TimelineView(playground: playground, viewport: timeline) else { return }
        let plot = layout(for: playground).timelinePlotArea
        let time = view.time(atX: min(max(point.x, plot.minX), plot.maxX), in: plot)
        let factor = min(max(exp2(-min(max(notches, -20), 20) / 2), 1.0 / 64), 64)
        timeline.zoom(by: factor, around: time, present: view.present, shown: view.shownTime, oldest: view.oldest)
    }

    /// Once per past frame shown: the log scrolls to that frame's entries (and back to following in the present).
    func followShownFrame(in playground: Playground) {
        let shown = playground.isInPast ? playground.timeTravel.shownFrame : nil
        guard shown != revealedPastFrame else { return }
        revealedPastFrame = shown
        guard let shown, let history = playground.history, let index = history.index(atOrBeforeFrame: shown) else {
            log.highlightedSequences = nil
            log.pastSequence = nil
            log.resumeFollowing()
            return
        }
        let frame = history.frame(at: index)
        let last = frame.logSequence
        log.highlightedSequences = frame.firstLogSequence <= last ? frame.firstLogSequence...last : nil
        log.pastSequence = last
        log.reveal(atOrBefore: last)
    }
}

/// 2^x for the wheel's zoom, from the project's own exp (no libm in anything that decides pixels).
private func exp2(_ x: Double) -> Double {
    MotionMath.exp(x * 0.693_147_180_559_945_3)
}
