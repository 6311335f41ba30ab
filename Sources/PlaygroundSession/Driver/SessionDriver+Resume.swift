import Canvas
import PlaygroundKit

// MARK: - Going on from a recording: a new build taking a session over, and a gesture played again

extension SessionDriver {
    /// Takes over the session `recording` holds: replays it without drawing
    /// (its events, routes and frame times, against the code running now), then
    /// records on from its last frame, so the person goes on where they were.
    ///
    /// What the playground showed is part of what was recorded (the time
    /// scale, a pause, the frame scrubbed to, the overlay's tab and selection),
    /// so the replay brings all of it back. A playground whose code changed
    /// since the recording (a watched package rebuilt) may move differently:
    /// that is the point of replaying.
    ///
    /// ```swift
    /// let driver = SessionDriver(playground: playground, output: output, sceneName: "default",
    ///                            viewport: recording.viewport, framePeriod: recording.framePeriod)
    /// try driver.resume(recording)
    /// ```
    public func resume(_ recording: InputScript) throws(PlaygroundError) {
        guard playground.frameNumber == 0 else {
            throw .usage("a session can be taken over only by a playground that has run no frame")
        }
        let frames = recording.frameCount ?? recording.lastFrame
        if frames > 0 {
            // Catching up is not the session's frames: nothing of it is profiled.
            let profiler = playground.profiler
            playground.profiler = nil
            defer { playground.profiler = profiler }
            try Replay(script: recording, frames: frames).run(playground, drawing: false) { _, _, _ in }
            // Requests were carried out when the session made them: saved frames and tests are already written.
            _ = playground.takeRequests()
        }
        recorder = ScriptRecorder(continuing: recording)
        clockTime = (0..<frames).reduce(0) { $0 + recording.elapsed(ofFrame: $1 + 1) }
        playground.renderFrame(into: &framebuffer)
    }

    /// The time frame `number` takes in the recording being played into the
    /// session, if one is playing and holds it: a recording plays at its own
    /// frame times, so it plays exactly as it was made, whatever the display.
    package func recordedFrameTime(ofFrame number: Int) -> Double? {
        guard let script = cursor?.script, script.isRouted, number <= script.frameCount ?? 0 else { return nil }
        return script.elapsed(ofFrame: number)
    }

    /// `R`: back to just before the last gesture began, then the rest of the recording again, as recorded.
    func replayLastGesture() {
        // Up to the frame before this one: played on, the R of this frame would ask for the gesture again, forever.
        let recording = recorder.script.prefix(throughFrame: playground.frameNumber - 1)
        guard let start = recording.events.last(where: Self.startsAGesture)?.frame else {
            output.post(Notice("no gesture to play again yet: drag or throw a box first"))
            return
        }
        guard start >= 2 else {
            output.post(Notice("the last gesture began on the first frame: there is nothing before it to go back to", isError: true))
            return
        }
        do {
            try branch(atFrame: start - 1, pausing: false)
        } catch {
            output.post(Notice("could not play the gesture again: \(error)", isError: true))
            return
        }
        var replay = ScriptCursor(recording)
        _ = replay.events(throughFrame: start - 1)
        cursor = replay
        output.post(Notice("playing the gesture of frame \(start) again, as recorded"))
    }

    /// Whether `event` starts a gesture: a press (or a finger) that reached the scene.
    public static func startsAGesture(_ event: ScriptEvent) -> Bool {
        guard event.takenByLayer != true else { return false }
        switch event.event {
        case let .pointer(pointer): return pointer.phase == .down && pointer.button == .primary
        case let .finger(finger): return finger.phase == .down
        default: return false
        }
    }
}
