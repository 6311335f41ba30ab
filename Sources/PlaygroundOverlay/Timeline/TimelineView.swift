import Interactions
import PlaygroundKit

/// What the Tracks and Curves tabs show at this moment: the stretch of scene
/// time, the history's frames in it, and the frame on show; with the
/// mapping between time and x that drawing and clicking share.
struct TimelineView {
    let history: SessionHistory
    /// The scene time shown, left to right.
    let range: ClosedRange<Double>
    /// The history's frames in the range, with one more on each side so lines reach the edges.
    let indices: Range<Int>
    /// The history index of the frame on show.
    let shownIndex: Int

    /// The view of `playground`'s history through `viewport`; `nil` without history.
    init?(playground: Playground, viewport: TimelineViewport) {
        guard let history = playground.history, let shown = playground.shownHistoryIndex else { return nil }
        self.history = history
        shownIndex = shown
        let present = history.frame(at: history.count - 1).sceneTime
        range = viewport.range(present: present, shown: history.frame(at: shown).sceneTime, oldest: Self.oldest(of: history))
        let first = max(0, (history.index(atOrBeforeSceneTime: range.lowerBound) ?? 0) - 1)
        let last = min(history.count, (history.index(atOrBeforeSceneTime: range.upperBound) ?? 0) + 2)
        indices = first..<max(first, last)
    }

    var present: Double { history.frame(at: history.count - 1).sceneTime }
    var oldest: Double { Self.oldest(of: history) }

    /// The scene time the oldest frame held started from (0 for a history from the first frame).
    static func oldest(of history: SessionHistory) -> Double {
        let first = history.frame(at: 0)
        return first.sceneTime - first.sceneElapsed
    }
    var shownTime: Double { history.frame(at: shownIndex).sceneTime }

    /// The x of scene time `time` in `rect`.
    func x(_ time: Double, in rect: Rect) -> Double {
        let span = range.upperBound - range.lowerBound
        return rect.minX + (span > 0 ? (time - range.lowerBound) / span : 1) * rect.size.width
    }

    /// The scene time at `x` in `rect`.
    func time(atX x: Double, in rect: Rect) -> Double {
        guard rect.size.width > 0 else { return range.upperBound }
        return range.lowerBound + (x - rect.minX) / rect.size.width * (range.upperBound - range.lowerBound)
    }

    /// The scene time of frame `number` (of the last frame before it the history holds; the oldest if none).
    func time(ofFrame number: Int) -> Double {
        history.frame(at: history.index(atOrBeforeFrame: number) ?? 0).sceneTime
    }

    /// The frame number nearest scene time `time` (the last frame at or before it).
    func frame(atTime time: Double) -> Int {
        history.frame(at: history.index(atOrBeforeSceneTime: time) ?? 0).number
    }
}
