import PlaygroundKit
import PlaygroundSession
import Testing

@testable import PlaygroundHost

/// A window whose frames cost more CPU than the display gives them says
/// once how to get a faster build; one within budget says nothing.
@Suite("The slow-frame hint")
struct SlowFrameHintTests {
    static let budget = 1.0 / 60

    private func statistics(_ seconds: Double, frames: Int) -> FrameStatistics {
        var statistics = FrameStatistics()
        for _ in 0..<frames { statistics.record(seconds) }
        return statistics
    }

    @Test("Frames over budget (a debug build's 37 ms at 60 Hz) give one notice with the advice, once the first 30 frames have run")
    func overBudgetSaysSoOnce() throws {
        var hint = SlowFrameHint(advice: "swift run -c release MyMotion", budget: Self.budget)
        #expect(hint.check(statistics(0.037, frames: 29)) == nil, "not before it has seen half a second of frames")
        let given = hint.check(statistics(0.037, frames: 30))
        let notice = try #require(given)
        #expect(notice.text == "a debug build: 37.00 ms of CPU a frame, over the 16.67 ms budget; for full speed: swift run -c release MyMotion")
        #expect(!notice.isError)
        #expect(hint.check(statistics(0.037, frames: 600)) == nil, "once a session")
    }

    @Test("Frames within budget say nothing, then or later")
    func withinBudgetSaysNothing() {
        var hint = SlowFrameHint(advice: "swift run -c release MyMotion", budget: Self.budget)
        #expect(hint.check(statistics(0.002, frames: 30)) == nil)
        #expect(hint.check(statistics(0.05, frames: 600)) == nil, "it looked once, at the start")
    }
}
