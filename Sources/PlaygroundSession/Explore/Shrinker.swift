import Interactions
import PlaygroundKit

/// Reduces a failing sequence to a short one that fails the same way, as
/// Hypothesis shrinks a counterexample: it drops whole gestures (halves
/// first), then single moves, keys and resizes inside gestures (a press and
/// its release stay together), moves gestures and events earlier, and rounds
/// positions to whole points and then to tens. A change is kept only when
/// the sequence still fails as the original did (``isStillFailing``); the
/// passes repeat until none helps, so the result is a local minimum.
///
/// ```swift
/// var shrinker = Shrinker { candidate in check(candidate).contains(violation.key) }
/// let shortest = shrinker.shrink(failing)   // usually a handful of events
/// ```
public struct Shrinker {
    /// Whether a candidate still fails the same way (the same invariant on the same box).
    public var isStillFailing: (ExploreSequence) -> Bool
    /// The most candidates to try: a bound on the time a shrink may take.
    package var maximumAttempts = 1_500
    /// The candidates tried so far.
    package private(set) var attempts = 0

    /// A shrinker that keeps the candidates `isStillFailing` accepts.
    public init(isStillFailing: @escaping (ExploreSequence) -> Bool) {
        self.isStillFailing = isStillFailing
    }

    /// The shortest sequence found that still fails; `sequence` itself if nothing smaller does.
    public mutating func shrink(_ sequence: ExploreSequence) -> ExploreSequence {
        var best = sequence
        var improved = true
        while improved && attempts < maximumAttempts {
            improved = false
            if dropGestures(&best) { improved = true }
            if dropEvents(&best) { improved = true }
            if moveEarlier(&best) { improved = true }
            if roundPositions(&best) { improved = true }
        }
        return best
    }

    /// Tries `candidate`; keeps it in `best` when it is new and still fails.
    private mutating func attempt(_ candidate: ExploreSequence, _ best: inout ExploreSequence) -> Bool {
        guard candidate != best, attempts < maximumAttempts else { return false }
        attempts += 1
        guard isStillFailing(candidate) else { return false }
        best = candidate
        return true
    }

    // MARK: - Passes

    /// Whole gestures, in chunks from half of them down to one.
    private mutating func dropGestures(_ best: inout ExploreSequence) -> Bool {
        var improved = false
        var size = max(1, best.gestures.count / 2)
        while size >= 1 {
            var start = 0
            while start < best.gestures.count {
                var candidate = best
                candidate.gestures.removeSubrange(start..<min(start + size, candidate.gestures.count))
                if attempt(candidate, &best) { improved = true } else { start += size }
            }
            size /= 2
        }
        return improved
    }

    /// Events a gesture holds that can go alone: moves, keys, wheels, resizes (not a press or a release).
    private mutating func dropEvents(_ best: inout ExploreSequence) -> Bool {
        var improved = false
        for gesture in best.gestures.indices.reversed() where gesture < best.gestures.count {
            var size = max(1, best.gestures[gesture].count / 2)
            while size >= 1 {
                var start = 0
                while start < best.gestures[gesture].count {
                    let range = start..<min(start + size, best.gestures[gesture].count)
                    guard best.gestures[gesture][range].allSatisfy({ Self.canGoAlone($0.event) }) else {
                        start += 1
                        continue
                    }
                    var candidate = best
                    candidate.gestures[gesture].removeSubrange(range)
                    if candidate.gestures[gesture].isEmpty { candidate.gestures.remove(at: gesture) }
                    if attempt(candidate, &best) {
                        improved = true
                        if gesture >= best.gestures.count { return improved }
                    } else {
                        start += size
                    }
                }
                size /= 2
            }
        }
        return improved
    }

    /// Each gesture as early as it can go (just after the one before), then
    /// each gap inside a gesture closed to one frame; everything after moves with it.
    private mutating func moveEarlier(_ best: inout ExploreSequence) -> Bool {
        var improved = false
        for gesture in best.gestures.indices {
            for event in best.gestures[gesture].indices {
                let earliest =
                    event > 0
                    ? best.gestures[gesture][event - 1].frame + 1
                    : (gesture > 0 ? best.gestures[gesture - 1].last!.frame + 1 : 1)
                var shift = best.gestures[gesture][event].frame - earliest
                while shift > 0 {
                    if attempt(best.shifted(from: (gesture, event), by: -shift), &best) {
                        improved = true
                        break
                    }
                    shift /= 2
                }
            }
        }
        return improved
    }

    /// Every position of a gesture to whole points, then to tens.
    private mutating func roundPositions(_ best: inout ExploreSequence) -> Bool {
        var improved = false
        for step in [1.0, 10.0] {
            for gesture in best.gestures.indices {
                var candidate = best
                candidate.gestures[gesture] = candidate.gestures[gesture].map { Self.rounded($0, to: step) }
                if attempt(candidate, &best) { improved = true }
            }
        }
        return improved
    }

    // MARK: - Events

    static func canGoAlone(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointer(pointer): pointer.phase == .move
        case let .finger(finger): finger.phase == .move
        case .wheel, .key, .text, .resize, .focusLost, .tune, .note: true
        case .quit, .command: false
        }
    }

    static func rounded(_ event: ScriptEvent, to step: Double) -> ScriptEvent {
        func round(_ point: Point) -> Point {
            Point(x: (point.x / step).rounded() * step, y: (point.y / step).rounded() * step)
        }
        var event = touched(event) { position, _ in position = round(position) }
        if case let .wheel(dx, dy, position) = event.event { event.event = .wheel(dx: dx, dy: dy, at: round(position)) }
        return event
    }

    /// `event` with its pointer's or finger's position and time as `change` leaves them; any other event as it is.
    static func touched(_ event: ScriptEvent, _ change: (inout Point, inout Double) -> Void) -> ScriptEvent {
        var event = event
        switch event.event {
        case var .pointer(pointer):
            change(&pointer.position, &pointer.timestamp)
            event.event = .pointer(pointer)
        case var .finger(finger):
            change(&finger.position, &finger.timestamp)
            event.event = .finger(finger)
        default: break
        }
        return event
    }
}

extension ExploreSequence {
    /// The sequence with the event at `start` (a gesture and an event in it) and
    /// every one after it `frames` frames later (earlier when negative), each
    /// pointer and finger time moved with its frame.
    func shifted(from start: (gesture: Int, event: Int), by frames: Int) -> ExploreSequence {
        var copy = self
        for gesture in start.gesture..<gestures.count {
            for event in gestures[gesture].indices where gesture > start.gesture || event >= start.event {
                copy.gestures[gesture][event] = Self.moved(gestures[gesture][event], to: gestures[gesture][event].frame + frames)
            }
        }
        return copy
    }

    package static func moved(_ event: ScriptEvent, to frame: Int) -> ScriptEvent {
        let (from, to) = (ScriptEvent.time(ofFrame: event.frame), ScriptEvent.time(ofFrame: frame))
        // A time that was its frame's stays exactly its new frame's; any other moves by as much.
        var event = Shrinker.touched(event) { _, time in time = time == from ? to : time + (to - from) }
        event.frame = frame
        return event
    }
}
