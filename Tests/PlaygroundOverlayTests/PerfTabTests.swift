import Canvas
import CanvasSnapshotTesting
import Interactions
import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// The Perf tab: the last frames stacked by phase, a picked frame's breakdown,
/// and the slowest performers, measured here on a clock the test moves, so the
/// picture is the same on every machine.
@Suite("The Perf tab", .serialized)
struct PerfTabTests {
    /// The default scene with a profiler on a fake clock (each reading a quarter of a millisecond
    /// later), every box given a performer that costs the clock a little, Box#5's a lot.
    static func measuredPlayground(frames: Int) throws -> (Playground, OverlayLayer, FakeClock) {
        let clock = FakeClock()
        let (playground, overlay) = try OverlayTestSupport.playground()
        for (index, box) in playground.scene.boxes.enumerated() {
            playground.scene.runtime.addPlan(Costly(cost: box.name == "Box#5" ? 6_000_000 : 20_000 * UInt64(index + 1), clock: clock), to: box)
        }
        playground.profiler = FrameProfiler(clock: {
            defer { clock.advance(by: 250_000) }
            return clock.now
        })
        var framebuffer = Framebuffer(width: 1, height: 1)
        for _ in 1...frames {
            playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
            clock.advance(by: 2_000_000)  // the present
            playground.profiler?.end(.present)
            playground.profiler?.commit()
        }
        return (playground, overlay, clock)
    }

    @Test("The Perf tab names the deliberately slow performer first, by its box, with its mean and longest update")
    func namesTheSlowPerformer() throws {
        let (playground, overlay, _) = try Self.measuredPlayground(frames: 40)
        overlay.panel.tab = .perf
        let costliest = try #require(playground.profiler?.costliestPerformers(limit: 6, recent: true))
        #expect(costliest.first?.name == "CostlyPerformer on Box#5" && costliest.first?.mean == 6_250_000, "its cost and the reading after it")
        #expect(costliest.dropFirst().first?.name == "CostlyPerformer on Box#6")
        var frame = Framebuffer(width: 1, height: 1)
        playground.renderFrame(into: &frame)
        assertSnapshot(of: frame, as: .png)
    }

    @Test("A press on the bars picks that frame; without a profiler (a replay) the tab says the window measures")
    func picksAFrameAndSaysWhenNothingIsMeasured() throws {
        let (playground, overlay, _) = try Self.measuredPlayground(frames: 20)
        overlay.panel.tab = .perf
        var frame = Framebuffer(width: 1, height: 1)
        playground.renderFrame(into: &frame)
        let bars = try #require(overlay.frame(of: "perf.bars", in: playground))
        // The bars of the last frames kept, oldest at the left: a press near the left edge picks the first.
        let point = Point(x: bars.minX + 2, y: bars.center.y)
        playground.handle(.pointer(PointerEvent(.down, at: point, timestamp: 1)))
        playground.handle(.pointer(PointerEvent(.up, at: point, timestamp: 1.01)))
        #expect(overlay.perfTab.pickedFrame == playground.profiler?.frames().first?.number)

        let (plain, plainOverlay) = try OverlayTestSupport.playground()
        plainOverlay.panel.tab = .perf
        plain.renderFrame(into: &frame)  // draws the hint, and nothing traps
        #expect(plain.profiler == nil)
    }
}
