import Canvas
import Interactions

/// Measures the CPU time of whole frames (input, runtime, physics, drawing)
/// for a scene replayed headless: what `playground --headless --stats` prints.
///
/// ```swift
/// let stats = FrameStatisticsRun.measure(Playground(scene: .makeStress(), font: font), frames: 300)
/// print(stats.summary)
/// ```
public enum FrameStatisticsRun {
    /// Runs `frames` frames of `script` against `playground` at 60 Hz and
    /// records each frame's CPU time (advance and render).
    public static func measure(_ playground: Playground, script: InputScript = InputScript(), frames: Int) -> FrameStatistics {
        var statistics = FrameStatistics(capacity: frames)
        let size = playground.scene.size
        var framebuffer = Framebuffer(width: Int(size.width), height: Int(size.height))
        var nextEvent = 0
        for number in 1...max(frames, 1) {
            let started = HostClock.threadCPUTime()
            while nextEvent < script.events.count, script.events[nextEvent].frame <= number {
                playground.handle(script.events[nextEvent].event)
                nextEvent += 1
            }
            playground.advanceFrame(by: Replay.frameTime)
            playground.render(into: &framebuffer)
            statistics.record(HostClock.threadCPUTime() - started)
        }
        return statistics
    }
}
