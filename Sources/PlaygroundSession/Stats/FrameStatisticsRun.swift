import PlaygroundKit

/// Measures the CPU time of whole frames (input, runtime, physics, drawing,
/// and the overlay when installed) for a scene replayed headless: what
/// `playground --headless --stats` prints.
///
/// It drives the same `Replay` loop as a headless run, so the frames
/// measured are exactly the frames a replay would draw. A scene measured
/// "in motion" is thrown again with its own `x` action every
/// `rethrowInterval` frames; those frames log thousands of runtime events
/// in the stress scene, so they are kept apart in ``Result/rethrowFrames``.
///
/// ```swift
/// let result = try FrameStatisticsRun.measureInMotion(Playground(scene: .makeStress(), font: font), frames: 600)
/// print(result.frames.summary, result.rethrowFrames.summary)
/// ```
public enum FrameStatisticsRun {
    /// Frames between re-throws when measuring in motion.
    public static let rethrowInterval = 90

    /// The frames measured, and the re-throw frames apart.
    public struct Result: Sendable {
        /// Every frame but the re-throws.
        public var frames: FrameStatistics
        /// The frames that threw every box again.
        public var rethrowFrames: FrameStatistics
    }

    /// Runs `frames` frames of `script` against `playground` at 60 Hz and
    /// records each frame's CPU time, from handling its input to the end of its drawing.
    public static func measure(
        _ playground: Playground, script: InputScript = InputScript(), frames: Int
    ) throws(PlaygroundError) -> FrameStatistics {
        try measure(playground, script: script, frames: frames, apart: []).frames
    }

    /// Runs `frames` frames, pressing `x` ("Throw every box") every `rethrowInterval` frames, so the scene never settles.
    public static func measureInMotion(_ playground: Playground, frames: Int) throws(PlaygroundError) -> Result {
        let throwFrames = Set(stride(from: rethrowInterval, through: frames, by: rethrowInterval))
        let script = InputScript(events: throwFrames.sorted().map { ScriptEvent(frame: $0, .key(KeyPress("x"))) })
        return try measure(playground, script: script, frames: frames, apart: throwFrames)
    }

    private static func measure(
        _ playground: Playground, script: InputScript, frames: Int, apart: Set<Int>
    ) throws(PlaygroundError) -> Result {
        let replay = try Replay(script: script, frames: frames)
        var result = Result(frames: FrameStatistics(capacity: frames), rethrowFrames: FrameStatistics())
        var frameStarted = HostClock.threadCPUTime()
        replay.run(playground) { frame, _, _ in
            let now = HostClock.threadCPUTime()
            if apart.contains(frame.number) {
                result.rethrowFrames.record(now - frameStarted)
            } else {
                result.frames.record(now - frameStarted)
            }
            frameStarted = now
        }
        return result
    }
}
