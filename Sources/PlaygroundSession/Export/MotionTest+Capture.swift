import Canvas
import PlaygroundKit

// MARK: - Finding the last gesture and what it moved

extension MotionTest {
    /// The motion test of the last gesture in `recording` up to frame `now`.
    ///
    /// The gesture is the last press (or first finger) that reached the scene
    /// (``SessionDriver/startsAGesture(_:)``); it is let go at the pointer's
    /// release (or when the last finger lifts). The boxes it moved are those
    /// whose values changed, or that had a token open, from the press to the
    /// release; the test ends at the first frame after the release at which
    /// each of them has no token open and did not change since the frame
    /// before, else at `now`. The recording is replayed twice on playgrounds
    /// `makePlayground` makes (without their layers and history, as the test
    /// replays): up to `now` to find the end, then up to the end for the golden.
    ///
    /// - Parameters:
    ///   - recording: The session so far.
    ///   - now: The frame the key was pressed on.
    ///   - allBoxes: Whether the golden holds every box in the scene (`M`), not only those that moved.
    ///   - recipe: How the written test builds the scene.
    ///   - makePlayground: Makes the session's playground afresh.
    /// - Throws: A usage error (said to the person) when there is no gesture,
    ///   or it moved nothing; whatever making the playground or replaying throws.
    public static func lastGesture(
        in recording: InputScript, through now: Int, allBoxes: Bool, recipe: SceneRecipe?,
        makePlayground: () throws(PlaygroundError) -> Playground
    ) throws(PlaygroundError) -> MotionTest {
        let session = recording.prefix(throughFrame: now)
        guard let press = session.events.lastIndex(where: SessionDriver.startsAGesture) else {
            throw .usage("no gesture to write a motion test of yet: drag or throw a box, then press m")
        }
        let firstFrame = session.events[press].frame
        let release = releaseFrame(of: press, in: session) ?? now
        func replay(through last: Int, boxes: [String]?) throws(PlaygroundError) -> MotionGoldenReplay.Result {
            let playground = try makePlayground()
            playground.layers.removeAll()
            playground.history = nil
            return try MotionGoldenReplay.run(
                script: session.prefix(throughFrame: last), playground: playground, boxes: boxes, frames: last, from: firstFrame,
                filmstrip: nil, source: "recording.json")
        }
        let all = try replay(through: now, boxes: nil)
        let moved = all.motion.tracks.filter { $0.name != MotionRecording.runtimeTrackName && MotionRecorder.moved($0.rows.prefix(max(release - firstFrame, 0) + 1)) }
        guard !moved.isEmpty else {
            throw .usage("the last gesture (frame \(firstFrame)) moved no box: press m after a drag or throw that moves one")
        }
        let rest = restFrame(of: moved, after: release - firstFrame).map { $0 + firstFrame }
        let lastFrame = rest ?? now
        let boxes = allBoxes ? try makePlayground().scene.boxes.map(\.name) : nil
        let golden = try replay(through: lastFrame, boxes: boxes)
        return MotionTest(
            recording: session.prefix(throughFrame: lastFrame), firstFrame: firstFrame, lastFrame: lastFrame, endsAtRest: rest != nil,
            boxes: boxes, motion: golden.motion, filmstrip: golden.filmstrip, recipe: recipe)
    }

    /// The frame the gesture starting at `events[press]` is let go: its pointer's release, or its last finger lifting.
    static func releaseFrame(of press: Int, in script: InputScript) -> Int? {
        var fingers = 0
        for event in script.events[press...] where event.takenByLayer != true {
            switch event.event {
            case let .pointer(pointer) where pointer.button == .primary:
                if pointer.phase == .up { return event.frame }
            case let .finger(finger):
                fingers += finger.phase == .down ? 1 : finger.phase == .up ? -1 : 0
                if fingers <= 0 { return event.frame }
            default: continue
            }
        }
        return nil
    }

    /// The first row after `row` at which every track has no token open and is as it was the row before.
    static func restFrame(of tracks: [MotionRecording.Track], after row: Int) -> Int? {
        guard let count = tracks.first?.rows.count else { return nil }
        return (max(row, 0) + 1..<count).first { index in
            tracks.allSatisfy { track in
                let tokens = track.properties.firstIndex(of: .tokens)
                let now = track.rows[index], before = track.rows[index - 1]
                return (tokens.map { now[$0] == 0 } ?? true) && zip(now, before).allSatisfy { $0.bitPattern == $1.bitPattern }
            }
        }
    }
}
