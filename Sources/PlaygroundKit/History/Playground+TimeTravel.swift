import Canvas
import Interactions

// MARK: - Looking at the past: scrubbing, the clip's range, branching

extension Playground {
    /// Whether a past frame is shown instead of the present.
    public var isInPast: Bool { pastIndex != nil }

    /// The history index of the past frame shown, if any.
    package var pastIndex: Int? {
        guard let history, let frame = timeTravel.shownFrame else { return nil }
        return history.index(atOrBeforeFrame: frame) ?? (history.isEmpty ? nil : 0)
    }

    /// The history index of the frame on show: the past frame, or the present (the newest).
    package var shownHistoryIndex: Int? {
        guard let history, !history.isEmpty else { return nil }
        return pastIndex ?? history.count - 1
    }

    /// The number of the frame on show: the past frame's, or the present's (``frameNumber``).
    package var shownFrameNumber: Int {
        guard let history, let index = pastIndex else { return frameNumber }
        return history.frame(at: index).number
    }

    /// Steps `frames` frames back (negative) or forward through history,
    /// pausing scene time first; reaching the newest frame returns to the present.
    public func scrub(by frames: Int) {
        guard let history, let current = shownHistoryIndex else { return }
        isPaused = true
        show(index: min(max(current + frames, 0), history.count - 1))
    }

    /// Shows the history's frame numbered `number` (or the last one before
    /// it), pausing scene time first; the newest frame is the present.
    public func scrub(toFrame number: Int) {
        guard let history, !history.isEmpty else { return }
        isPaused = true
        show(index: history.index(atOrBeforeFrame: number) ?? 0)
    }

    /// Shows the present again; scene time stays as it is (paused, after scrubbing).
    ///
    /// What every command that leaves the past does first (resuming, stepping,
    /// a change of speed), and what scrubbing forward to the newest frame does.
    public func returnToPresent() {
        timeTravel.shownFrame = nil
    }

    private func show(index: Int) {
        guard let history else { return }
        timeTravel.shownFrame = index == history.count - 1 ? nil : history.frame(at: index).number
    }

    /// The frames a clip exports: those marked with `[` and `]`, or the last
    /// ``TimeTravel/defaultClipDuration`` seconds of scene time up to the
    /// frame shown; `nil` without history.
    public var clipRange: ClosedRange<Int>? {
        guard let history, let shown = shownHistoryIndex else { return nil }
        let shownFrame = history.frame(at: shown).number
        switch (timeTravel.clipStart, timeTravel.clipEnd) {
        case let (start?, end?):
            return min(start, end)...max(start, end)
        case let (start?, nil):
            return min(start, shownFrame)...max(start, shownFrame)
        case let (nil, end):
            let last = end.flatMap(history.index(atOrBeforeFrame:)) ?? shown
            // A microsecond of slack, so five seconds at 60 Hz is 300 frames whatever the rounding of the times.
            let from = history.frame(at: last).sceneTime - TimeTravel.defaultClipDuration + 1e-6
            let first = min(history.index(atOrBeforeSceneTime: from).map { $0 + 1 } ?? 0, last)
            return history.frame(at: first).number...history.frame(at: last).number
        }
    }

    /// The framebuffer size of the frame on show: a past frame's own, or ``framebufferSize``.
    public var shownFramebufferSize: (width: Int, height: Int) {
        guard let history, let index = pastIndex else { return framebufferSize }
        return history.frame(at: index).framebufferSize
    }

    /// The boxes on show, back to front: the scene's, or in the past the
    /// frame shown's, as stand-ins moved, sized and coloured as they were then
    /// (they belong to no scene: looking changes nothing).
    package var boxesShown: [Box] {
        guard let history, let index = pastIndex else { return scene.boxes }
        history.stage.load(index, from: history)
        return history.stage.boxes
    }

    /// The box named `name` as it is shown: in the past, as it was then.
    package func boxShown(named name: String) -> Box? {
        guard let history, let index = pastIndex else { return scene.box(named: name) }
        history.stage.load(index, from: history)
        return history.stage.box(named: name)
    }

    /// The live box shown at `point`: in the past, the box that was there then.
    package func boxShown(at point: Point) -> Box? {
        guard let history, let index = pastIndex else { return scene.box(at: point) }
        history.stage.load(index, from: history)
        return history.stage.box(at: point).flatMap { scene.box(named: $0.name) }
    }

    /// Draws the past frame on show, if any; returns whether it did.
    func renderPast(into framebuffer: inout Framebuffer) -> Bool {
        guard let history, let index = pastIndex else { return false }
        history.stage.load(index, from: history)
        history.stage.render(with: renderer, into: &framebuffer)
        return true
    }

    func performTimeTravel(_ command: PlaygroundCommand) {
        switch command {
        case let .scrub(frames):
            scrub(by: frames)
        case let .showFrame(frame):
            scrub(toFrame: frame)
        case .branch:
            if let frame = pastIndex.flatMap({ history?.frame(at: $0).number }) {
                request(.branch(atFrame: frame))
            } else {
                request(.notice(Notice("to branch, go back first (Left, or the timeline), then press b")))
            }
        case .exportClip:
            if let range = clipRange { request(.exportClip(frames: range)) }
        case let .markClip(start):
            guard let history, let index = shownHistoryIndex else { return }
            let frame = history.frame(at: index).number
            if start { timeTravel.clipStart = frame } else { timeTravel.clipEnd = frame }
        case .togglePause, .stepFrame, .setTimeScale, .saveFrame, .saveRecording, .saveTraceEvents, .makeGoldenTest, .makeMotionTest, .writeTuning,
            .quit, .throwAgain, .toggleTrace, .replayLastGesture:
            perform(command)
        }
    }
}
