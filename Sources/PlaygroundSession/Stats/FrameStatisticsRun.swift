import PlaygroundKit

/// Measures the CPU time of whole frames (input, runtime, physics, drawing,
/// and the overlay when installed) of a headless run: what
/// `playground --stats` prints.
///
/// It is a headless run (``HeadlessSession``), timed: the frames measured
/// are the frames a replay draws, the script's requests are carried out and
/// its files written alike, and the options a headless run takes (captures,
/// a clip, a recording, the output folder) mean the same. Only the frames
/// themselves are timed, not the files written after them. A scene measured
/// "in motion" is thrown again with its own `x` action every
/// `rethrowInterval` frames; those frames log thousands of runtime events
/// in the stress scene, so they are kept apart in ``Result/rethrowFrames``.
///
/// ```swift
/// let options = HeadlessOptions(script: FrameStatisticsRun.inMotion(frames: 600), outputDirectory: "out")
/// let result = try FrameStatisticsRun.measure(Playground(scene: .makeStress(), font: font), options: options,
///                                             apart: FrameStatisticsRun.rethrowFrames(in: 600))
/// print(result.frames.summary, result.rethrowFrames.summary)
/// ```
public enum FrameStatisticsRun {
    /// Frames between re-throws when measuring in motion.
    public static let rethrowInterval = 90

    /// The frames measured, the re-throw frames apart, where their time went, and what the run wrote.
    public struct Result {
        /// Every frame but the re-throws.
        public var frames: FrameStatistics
        /// The frames that threw every box again.
        public var rethrowFrames: FrameStatistics
        /// The headless run's summary: its files, notices and frames.
        public var run: HeadlessSummary
        /// Where the frames' time went: their phases and each performer's updates.
        public var profile: FrameProfiler
    }

    /// The frames of a run of `frames` frames that press `x` ("Throw every box").
    public static func rethrowFrames(in frames: Int) -> Set<Int> {
        Set(stride(from: rethrowInterval, through: frames, by: rethrowInterval))
    }

    /// A script of `frames` frames at 60 Hz that presses `x` every `rethrowInterval` frames, so the scene never settles.
    public static func inMotion(frames: Int) -> InputScript {
        InputScript(events: rethrowFrames(in: frames).sorted().map { ScriptEvent(frame: $0, .key(KeyPress("x"))) })
    }

    /// Runs `options` headless on `playground` and records each frame's CPU
    /// time, from handling its input to the end of its drawing; frames in
    /// `apart` are kept apart. A `FrameProfiler` (PlaygroundKit) measures the phases and
    /// performers of every frame on the monotonic clock (``Result/profile``).
    public static func measure(
        _ playground: Playground, options: HeadlessOptions, apart: Set<Int> = [],
        makePlayground: (() throws(PlaygroundError) -> Playground)? = nil
    ) throws(PlaygroundError) -> Result {
        var frames = FrameStatistics(capacity: max(options.frames ?? 4096, 1)), thrownAgain = FrameStatistics()
        let profiler = FrameProfiler(capacity: max(options.frames ?? 4096, 1))
        playground.profiler = profiler
        let run = try HeadlessSession.run(playground, options: options, makePlayground: makePlayground) { number, frame in
            let started = HostClock.threadCPUTime()
            let quit = frame()
            let spent = HostClock.threadCPUTime() - started
            if apart.contains(number) { thrownAgain.record(spent) } else { frames.record(spent) }
            return quit
        }
        return Result(frames: frames, rethrowFrames: thrownAgain, run: run, profile: profiler)
    }
}
