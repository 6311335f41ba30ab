import Interactions
import MotionMath
import PlaygroundKit

// MARK: - The timeline: the strip along the bottom, the Tracks and Curves tabs

extension OverlayLayer {
    /// The strip's place while it shows (time paused or a past frame shown, with history); `nil` otherwise.
    func strip(for playground: Playground) -> TimelineStrip? {
        guard playground.isPaused || playground.isInPast, let history = playground.history, !history.isEmpty else { return nil }
        return TimelineStrip(sceneSize: playground.scene.size, panel: panel, line: Double(font.glyphHeight))
    }

    /// A press on the Tracks or Curves plots released without moving: select the interval
    /// clicked (and jump to its start), or jump to the time clicked.
    func clickTimeline(at point: Point, plot: Rect, view: TimelineView, playground: Playground) {
        if panel.tab == .tracks, let interval = interval(at: point, view: view, plot: plot, playground: playground) {
            selection.select(playground.scene.box(named: interval.target))
            playground.send(.showFrame(interval.startFrame))
            return
        }
        playground.send(.showFrame(view.frame(atTime: view.time(atX: point.x, in: plot))))
    }

    /// The token interval drawn under `point` on the Tracks tab's lanes in `plot`, if any.
    func interval(at point: Point, view: TimelineView, plot: Rect, playground: Playground) -> HistoryTracks.Interval? {
        guard plot.containsHalfOpen(point) else { return nil }
        let tracks = HistoryTracks(view.history, indices: view.indices)
        let names = TrackRows(tracks: tracks, boxNames: playground.scene.boxes.map(\.name)).names
        let row = Int((point.y - plot.minY) / OverlayUI.trackRowHeight(line: Double(font.glyphHeight)))
        guard row < names.count else { return nil }
        // Within a few points, so a short interval can be clicked; the latest started wins.
        return tracks.intervals.last { interval in
            guard interval.target == names[row] else { return false }
            let x0 = view.x(view.time(ofFrame: interval.startFrame), in: plot)
            let x1 = interval.endFrame.map { view.x(view.time(ofFrame: $0), in: plot) } ?? view.x(view.present, in: plot)
            return point.x >= x0 - 3 && point.x <= max(x1, x0) + 3
        }
    }

    /// The wheel zooms about the time under the pointer (held within the plots' width).
    func zoomTimeline(notches: Double, at point: Point, plot: Rect, view: TimelineView) {
        guard notches.isFinite, notches != 0 else { return }
        let time = view.time(atX: min(max(point.x, plot.minX), plot.maxX), in: plot)
        let factor = min(max(exp2(-min(max(notches, -20), 20) / 2), 1.0 / 64), 64)
        timeline.zoom(by: factor, around: time, present: view.present, shown: view.shownTime, oldest: view.oldest)
    }

    /// Once per past frame shown: the log scrolls to that frame's entries (and back to following in the present).
    func followShownFrame(in playground: Playground) {
        let shown = playground.isInPast ? playground.timeTravel.shownFrame : nil
        guard shown != timelineTab.revealedPastFrame else { return }
        timelineTab.revealedPastFrame = shown
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

/// What a press on the Tracks or Curves plots remembers until it is released:
/// the view's end when pressed and its scale, so a drag pans from there; and
/// whether it moved (then it is a pan, not a click).
struct TimelineDrag {
    var end: Double
    var secondsPerPoint: Double
    var moved = false
}

/// 2^x for the wheel's zoom, from the project's own exp (no libm in anything that decides pixels).
private func exp2(_ x: Double) -> Double {
    MotionMath.exp(x * 0.693_147_180_559_945_3)
}

/// The Tracks and Curves tabs' own state, kept by the overlay between frames (the stretch of time
/// they show is ``OverlayLayer/timeline``, which the strip shares).
struct TimelineTabState {
    /// A press on the Tracks or Curves plots, until it is released.
    var drag: TimelineDrag?
    /// The past frame the log was last scrolled to, so it scrolls once per frame shown.
    var revealedPastFrame: Int?
}
