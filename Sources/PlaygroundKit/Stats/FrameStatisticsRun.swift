/// Measures the CPU time of whole frames (input, runtime, physics, drawing)
/// for a scene replayed headless: what `playground --headless --stats` prints.
///
/// It drives the same ``Replay`` loop as a headless run, so the frames
/// measured are exactly the frames a replay would draw.
///
/// ```swift
/// let stats = try FrameStatisticsRun.measure(Playground(scene: .makeStress(), font: font), frames: 300)
/// print(stats.summary)
/// ```
public enum FrameStatisticsRun {
    /// Runs `frames` frames of `script` against `playground` at 60 Hz and
    /// records each frame's CPU time, from handling its input to the end of its drawing.
    public static func measure(
        _ playground: Playground, script: InputScript = InputScript(), frames: Int
    ) throws(PlaygroundError) -> FrameStatistics {
        let replay = try Replay(script: script, frames: frames)
        var statistics = FrameStatistics(capacity: frames)
        var frameStarted = HostClock.threadCPUTime()
        replay.run(playground) { _, _, _ in
            let now = HostClock.threadCPUTime()
            statistics.record(now - frameStarted)
            frameStarted = now
        }
        return statistics
    }
}
