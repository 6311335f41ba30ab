// A ten-minute session, measured as the window measures one: 36,000 frames of
// the default scene at 60 Hz, every box thrown again every 90 frames (plans,
// tokens, input), with a frame profiler on the host's clock. What the window
// keeps of it is what `--trace-events` writes when the session ends.

import Canvas
import Dispatch
import PlaygroundKit
import PlaygroundSession

enum TraceEventsFixture {
    /// The profiler's whole ten minutes, copied out as a trace is written from it.
    static let tenMinutes: ProfileSnapshot = {
        let playground = Playground(scene: .makeDefault(), font: try! Assets.locate().loadFont())
        let profiler = FrameProfiler(clock: { DispatchTime.now().uptimeNanoseconds })
        playground.profiler = profiler
        var framebuffer = Framebuffer(width: 1, height: 1)
        for frame in 1...36_000 {
            let events = frame % 90 == 0 ? [InputEvent.key(KeyPress("x"))] : []
            playground.runFrame(events: events, elapsed: 1.0 / 60, into: &framebuffer, draw: false)
            profiler.end(.present)
            profiler.commit()
        }
        return profiler.snapshot()
    }()
}
