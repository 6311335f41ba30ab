import Interactions

/// Throws being played back into boxes' recognizers, sample by sample, on
/// the frames they were made on: the engine of ``Playground/throwAgain(_:)``.
///
/// Each replay feeds its throw's events to the box's recognizer directly
/// (the router is not involved), the press at once and every later event at
/// the start of its frame, before the runtime advances, as the original
/// input was handled. Timestamps are the recorded ones, so the recognizer's
/// velocity fit sees exactly the same samples.
struct ThrowReplay {
    private struct Active {
        let toss: RecordedThrow
        /// The frame the press was played on.
        let startFrame: Int
        /// The next event to play.
        var next: Int
    }

    private var active: [Active] = []

    /// Whether any throw is being played back.
    var isActive: Bool { !active.isEmpty }

    /// Whether `name`'s throw is being played back.
    func isReplaying(_ name: String) -> Bool {
        active.contains { $0.toss.boxName == name }
    }

    /// Starts playing `toss` into `box` on `frame`: the box goes back to where
    /// the throw began and the press is played now.
    mutating func start(_ toss: RecordedThrow, on box: Box, frame: Int) {
        cancel(box)
        box.position = toss.startPosition
        active.append(Active(toss: toss, startFrame: frame, next: 0))
        play(frame: frame, in: [box])
    }

    /// Stops playing into `box`, cancelling the gesture it was in (a real press takes over).
    mutating func cancel(_ box: Box) {
        guard let index = active.firstIndex(where: { $0.toss.boxName == box.name }) else { return }
        active.remove(at: index)
        box.recognizer.cancel()
    }

    /// Plays every event due by `frame` into the boxes' recognizers.
    mutating func play(frame: Int, in scene: Scene) {
        guard isActive else { return }
        play(frame: frame, in: active.compactMap { scene.box(named: $0.toss.boxName) })
    }

    private mutating func play(frame: Int, in boxes: [Box]) {
        var index = 0
        while index < active.count {
            let toss = active[index].toss
            guard let box = boxes.first(where: { $0.name == toss.boxName }) else {
                active.remove(at: index)  // the box has gone
                continue
            }
            while active[index].next < toss.events.count, active[index].startFrame + toss.frameOffsets[active[index].next] <= frame {
                box.recognizer.handle(toss.events[active[index].next])
                active[index].next += 1
            }
            if active[index].next == toss.events.count {
                active.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}
