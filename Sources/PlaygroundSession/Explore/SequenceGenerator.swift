import Canvas
import Interactions
import MotionMath
import PlaygroundKit

/// Makes one sequence of the search: it runs the scene frame by frame
/// (drawing nothing), and before each gesture asks
/// ``RandomHands`` for the next one over the boxes where they are then, so
/// presses catch boxes in flight, mid-spring and at rest.
///
/// The wait before a gesture leans toward the moments where state changes:
/// at once (mid-motion), until a box's motion changes phase (a fling
/// becoming a spring), until everything rests, or a while. The mouse's
/// Alt-drags and Ctrl- or Shift-wheels become fingers as in the window
/// (``TouchEmulator``), so the recording holds what the scene was given.
///
/// The sequence is then checked by replaying its recording on a fresh
/// playground (``Explorer/check(_:frameDidRun:)``), so what the search reports is
/// exactly what a replay, a test or the window shows.
///
/// ```swift
/// let sequence = SequenceGenerator(settings: settings).generate(index: 12, on: playground)
/// print(sequence.eventCount)
/// ```
public struct SequenceGenerator {
    /// What to generate: the seed, the window, the keys, how long.
    public var settings: ExploreSettings

    /// A generator for `settings`.
    public init(settings: ExploreSettings) {
        self.settings = settings
    }

    /// Generates sequence `index` of the search on `playground`
    /// (fresh: no frame run, no layers); `frameStarted` hears each frame's
    /// number and the sequence so far (its events included) before the frame
    /// runs: a process watching for a trap keeps them.
    package func generate(
        index: Int, on playground: Playground, frameStarted: @escaping (Int, ExploreSequence) -> Void = { _, _ in }
    ) -> ExploreSequence {
        var random = SplitMix64(seed: settings.seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1))
        var hands = RandomHands(seed: random.next(), boxes: [], window: settings.window, keys: settings.keys)
        let run = _SequenceRun(
            playground: playground, sequence: ExploreSequence(viewport: settings.viewport, sceneName: settings.sceneName, gestures: []),
            frameStarted: frameStarted)
        // Short sequences most often: the smaller of two draws.
        let gestureCount = 1 + min(random.next(below: settings.maximumGestures), random.next(below: settings.maximumGestures))
        for _ in 0..<gestureCount {
            run.wait(choosing: &random)
            let scene = playground.scene
            let batches = hands.gesture(after: run.frame, boxes: scene.boxes.map(\.frame), window: scene.size)
            run.sequence.gestures.append([])
            run.play(batches, until: hands.nextFrame, recording: true)
        }
        // The wheel's emulated fingers lift a few frames after its last notch: the recording holds the lift.
        run.play([], until: run.frame + TouchEmulator.wheelReleaseFrames + 1, recording: true)
        run.sequence.gestures.removeAll { $0.isEmpty }
        return run.sequence
    }
}

/// What generating one sequence gave: the sequence and what its check found.
public struct ExploreOutcome: Sendable {
    /// The sequence's number in the search.
    public var index: Int
    /// The input, as gestures.
    public var sequence: ExploreSequence
    /// The invariants it broke, if any.
    public var report: InvariantReport

    /// The outcome of sequence `index`: `sequence`, and what checking it found.
    public init(index: Int, sequence: ExploreSequence, report: InvariantReport) {
        self.index = index
        self.sequence = sequence
        self.report = report
    }
}

/// One sequence's run: the playground, the input so far and the frame reached.
final class _SequenceRun {
    let playground: Playground
    /// The input so far, by gesture.
    var sequence: ExploreSequence
    let frameStarted: (Int, ExploreSequence) -> Void
    private var emulator = TouchEmulator()
    private var framebuffer = Framebuffer(width: 1, height: 1)
    /// The last frame run.
    var frame: Int { playground.frameNumber }

    init(playground: Playground, sequence: ExploreSequence, frameStarted: @escaping (Int, ExploreSequence) -> Void) {
        self.playground = playground
        self.sequence = sequence
        self.frameStarted = frameStarted
        let viewport = sequence.viewport
        // As a replay begins: the recording's window before frame 1.
        playground.handle(.resize(width: viewport.width, height: viewport.height, scale: viewport.scale))
    }

    /// Runs frames until the moment chosen for the next gesture.
    func wait(choosing random: inout SplitMix64) {
        switch random.next(below: 100) {
        case 0..<35: return  // at once: mid-drag, mid-fling, mid-spring
        case 35..<55:
            idle(atMost: 600) { !self.playground.scene.runtime.isActive && !self.playground.needsFrames }
        case 55..<80:
            let phases = playground.scene.boxes.map(\.motion.phase)
            idle(atMost: 180) { self.playground.scene.boxes.map(\.motion.phase) != phases }
            idle(frames: random.next(below: 4))
        default:
            idle(frames: 1 + random.next(below: 40))
        }
    }

    private func idle(frames: Int) {
        for _ in 0..<frames { runFrame([]) }
    }

    private func idle(atMost frames: Int, until done: () -> Bool) {
        var left = frames
        while left > 0 && !done() {
            runFrame([])
            left -= 1
        }
    }

    /// Plays `batches` each on its frame, then runs on to `end`; with `recording`, the last gesture keeps every event the scene was given.
    func play(_ batches: [HandBatch], until end: Int, recording: Bool) {
        var pending = batches[...]
        while frame < max(end, pending.last?.frame ?? 0) {
            let number = frame + 1
            let time = ScriptEvent.time(ofFrame: number)
            var events = emulator.frameStarted(number, time: time)
            while let batch = pending.first, batch.frame <= number {
                pending.removeFirst()
                for event in batch.events {
                    events += emulator.convert(event, modifiers: batch.modifiers, in: playground, frame: number, time: time)
                }
            }
            if recording { sequence.gestures[sequence.gestures.count - 1] += events.map { ScriptEvent(frame: number, $0) } }
            runFrame(events)
        }
    }

    private func runFrame(_ events: [InputEvent]) {
        frameStarted(frame + 1, sequence)
        playground.runFrame(events: events, elapsed: InputScript.defaultFramePeriod, into: &framebuffer, draw: false)
        _ = playground.takeRequests()
    }
}
