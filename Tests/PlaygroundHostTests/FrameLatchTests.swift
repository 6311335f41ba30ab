@testable import PlaygroundHost
import Testing

/// When the window reads input: late before a vsync'd refresh, at once when it paces itself.
@Suite("Reading input late")
struct FrameLatchTests {
    static let period = 1.0 / 60

    /// A latch that has seen `frames` frames of `cost` seconds, presented a period apart, the last at `last`.
    static func latch(frames: Int, cost: Double, last: Double = 1) -> FrameLatch {
        var latch = FrameLatch(period: period)
        for index in 0..<frames {
            latch.frameDidPresent(cost: cost, at: last - Double(frames - 1 - index) * period)
        }
        return latch
    }

    @Test("With vsync, the loop reads input a frame's cost and a millisecond before the next refresh")
    func latchesBeforeTheRefresh() {
        let latch = Self.latch(frames: 20, cost: 0.003)
        let wait = latch.waitBeforeReadingInput(now: 1.0005)
        #expect(abs(wait - (1 + Self.period - 0.003 - FrameLatch.margin - 1.0005)) < 1e-9)
        #expect(latch.waitBeforeReadingInput(now: 1 + Self.period) == 0, "past the latch: at once")
    }

    @Test("The prediction is the 90th percentile of recent costs: one slow frame in twenty does not move it, many do")
    func predictsFromRecentCosts() {
        var latch = Self.latch(frames: 19, cost: 0.002)
        latch.frameDidPresent(cost: 0.012, at: 1 + Self.period)
        #expect(latch.predictedCost == 0.002)
        for index in 1...6 { latch.frameDidPresent(cost: 0.010, at: 1 + Double(index + 1) * Self.period) }
        #expect(latch.predictedCost == 0.010)
    }

    @Test("Too few frames, or a frame that overran, keep the plain schedule; eight good frames bring the late read back")
    func overrunsFallBack() {
        #expect(Self.latch(frames: 7, cost: 0.002).waitBeforeReadingInput(now: 1.001) == 0)
        var latch = Self.latch(frames: 20, cost: 0.002)
        latch.frameDidPresent(cost: 0.02, at: 1 + 2 * Self.period)  // a refresh missed
        #expect(latch.plainFrames == FrameLatch.plainFramesAfterOverrun)
        #expect(latch.waitBeforeReadingInput(now: 1 + 2 * Self.period + 0.001) == 0)
        var last = 1 + 2 * Self.period
        for _ in 1...FrameLatch.plainFramesAfterOverrun {
            last += Self.period
            latch.frameDidPresent(cost: 0.002, at: last)
        }
        #expect(latch.plainFrames == 0 && latch.waitBeforeReadingInput(now: last + 0.001) > 0)
        latch.reset()
        #expect(latch.waitBeforeReadingInput(now: last + 0.001) == 0, "after idling, the first frame starts at once")
    }

    @Test("Pacing itself, input starts a frame at once after a frame on its tick, and a quarter period after one input started early")
    func earlyFrames() {
        let latch = FrameLatch(period: Self.period)
        #expect(latch.mayStartEarly(now: 1.001, lastStart: 1, lastWasEarly: false), "a move during a tick's frame is drawn when it is done")
        #expect(latch.earliestStart(after: 1, lastWasEarly: false) == 1)
        #expect(!latch.mayStartEarly(now: 1 + Self.period * 0.2, lastStart: 1, lastWasEarly: true))
        #expect(latch.mayStartEarly(now: 1 + Self.period * 0.26, lastStart: 1, lastWasEarly: true))
        #expect(latch.earliestStart(after: 1, lastWasEarly: true) == 1 + Self.period * 0.25)
    }
}
