import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

@Suite("The status line's frame times and the pointer trail")
struct OverlayStatusTests {
    @Test("Frames per second average the newest 60 frames of the run; a frame that missed 60 Hz is over budget, jitter is not")
    func framesPerSecond() {
        var history = FrameTimeHistory()
        #expect(history.framesPerSecond == nil)
        for _ in 0..<30 { history.record(1.0 / 30) }
        for _ in 0..<60 { history.record(1.0 / 60) }
        #expect(abs(history.framesPerSecond! - 60) < 1e-9)
        #expect(FrameTimeHistory.isOverBudget(0.0335))
        #expect(!FrameTimeHistory.isOverBudget(0.0172))
    }

    @Test("The history keeps the newest 120 frames, oldest first")
    func ring() {
        var history = FrameTimeHistory()
        for index in 0..<150 { history.record(Double(index)) }
        #expect(history.count == 120)
        #expect(history[0] == 30)
        #expect(history.latest == 149)
    }

    @Test("A frame rate needs a run of frames drawn back to back: none at start-up, none right after waiting idle, never a spike")
    func honestFrameRate() {
        var history = FrameTimeHistory()
        history.record(0.0004, continuingRun: false)  // the first frame measures start-up, not a rate
        for _ in 0..<9 { history.record(1.0 / 60) }
        #expect(history.framesPerSecond == nil, "9 frames are not yet a run")
        history.record(1.0 / 60)
        #expect(abs(history.framesPerSecond! - 60) < 1e-9, "the start-up frame is not in the figure")
        history.record(4.0, continuingRun: false)  // woke after four seconds idle
        #expect(history.framesPerSecond == nil)
    }

    @Test("The overlay's run follows the playground: frames continue it only while something moves, and the status says idle otherwise")
    func runFollowsThePlayground() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        for _ in 0..<20 { playground.advanceFrame(by: 1.0 / 60) }
        #expect(overlay.frameTimes.count == 20)
        #expect(overlay.frameTimes.runLength == 0, "an idle scene never continues a run")
        let box = playground.scene.box(named: "Box#4")!
        playground.scene.runtime.addPlan(Fling(velocity: Point(x: 2000, y: 0), bounds: playground.scene.bounds), named: "motion", to: box)
        for _ in 0..<20 { playground.advanceFrame(by: 1.0 / 60) }
        #expect(overlay.frameTimes.runLength == 19)
        #expect(abs(overlay.frameTimes.framesPerSecond! - 60) < 1e-9)
    }

    @Test("A drag's samples are kept with the fitted release velocity; a later click keeps the trail on screen")
    func trailOfADrag() {
        var trail = PointerTrail()
        trail.observe(PointerEvent(.down, at: Point(x: 0, y: 0), timestamp: 0))
        for step in 1...6 {
            trail.observe(PointerEvent(.move, at: Point(x: Double(step) * 10, y: 0), timestamp: Double(step) * 0.01))
        }
        #expect(trail.isTracking)
        #expect(abs(trail.velocity.x - 1000) < 1e-6)
        trail.observe(PointerEvent(.up, at: Point(x: 70, y: 0), timestamp: 0.07))
        #expect(trail.count == 8)
        #expect(abs((trail.releaseVelocity?.x ?? 0) - 1000) < 1e-6)

        trail.observe(PointerEvent(.down, at: Point(x: 300, y: 300), timestamp: 1))
        trail.observe(PointerEvent(.up, at: Point(x: 300, y: 300), timestamp: 1.1))
        #expect(trail.count == 8, "a click is not a drag")
        #expect(trail[0].position == Point(x: 0, y: 0))
    }

    @Test("Released after a pause of 40 ms, the fitted release velocity is zero, and old samples drop out of the fit")
    func pausedRelease() {
        var trail = PointerTrail()
        trail.observe(PointerEvent(.down, at: Point(x: 0, y: 0), timestamp: 0))
        for step in 1...20 {
            trail.observe(PointerEvent(.move, at: Point(x: Double(step) * 10, y: 0), timestamp: Double(step) * 0.01))
        }
        #expect(!trail.isInFit(0), "older than 100 ms")
        #expect(trail.isInFit(trail.count - 1))
        trail.observe(PointerEvent(.up, at: Point(x: 200, y: 0), timestamp: 0.25))
        #expect(trail.releaseVelocity == .zero)
    }
}
