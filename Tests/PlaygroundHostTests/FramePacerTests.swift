@testable import PlaygroundHost
import Testing

@Suite("Frame pacing")
struct FramePacerTests {
    static let period = 1.0 / 60

    /// A pacer that has watched `count` presents a period apart, each blocked `blocked` seconds (a display's vsync).
    static func vsynced(_ count: Int = FramePacer.regularPresentsNeeded + 1, blocked: Double = 0.008) -> (FramePacer, Double) {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        for _ in 0..<count {
            now += period
            _ = pacer.didPresent(at: now, blockedFor: blocked)
        }
        return (pacer, now)
    }

    @Test("The pacer paces from the first frame; presents that wait for vsync never make it sleep, and sixty of them hand the pacing to the display")
    func vsyncHonoured() {
        var pacer = FramePacer(refreshRate: 60)
        #expect(pacer.isPacing && !pacer.hasVsync)
        var now = 0.0
        for _ in 0..<100 {
            now += Self.period
            #expect(pacer.didPresent(at: now, blockedFor: 0.008) < 1e-9)
        }
        #expect(!pacer.isPacing && pacer.hasVsync)
    }

    @Test("When presents return at once, the pacer holds 60 Hz, and never mistakes its own grid for vsync")
    func vsyncIgnored() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        var presents: [Double] = []
        for _ in 0..<200 {
            now += 0.001  // rendering and presenting take 1 ms, the present itself nothing (the dummy driver)
            presents.append(now)
            now += pacer.didPresent(at: now, blockedFor: 0.000_05)
        }
        #expect(pacer.isPacing)
        let paced = presents.suffix(20)
        let intervals = zip(paced, paced.dropFirst()).map { $1 - $0 }
        for interval in intervals {
            #expect(abs(interval - Self.period) < 1e-9)
        }
    }

    @Test("A present that copies the frame for milliseconds, on no grid (an X server), is not vsync")
    func slowCopiesAreNotVsync() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        for frame in 0..<300 {
            let copy = 0.003 + Double(frame % 7) * 0.0003  // 3 to 4.8 ms, varying
            now += 0.0015 + copy
            now += pacer.didPresent(at: now, blockedFor: copy)
        }
        #expect(pacer.isPacing && !pacer.hasVsync)
    }

    @Test("A slow frame while pacing starts a new grid instead of racing to catch up")
    func slowFrameWhilePacing() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        for _ in 0..<20 {
            now += 0.001
            now += pacer.didPresent(at: now)
        }
        #expect(pacer.isPacing)
        now += 0.1  // a 100 ms hitch
        #expect(pacer.didPresent(at: now) == 0)
        now += 0.001
        let wait = pacer.didPresent(at: now)
        #expect(abs(wait - (Self.period - 0.001)) < 1e-9)
    }

    @Test("Once vsync is trusted, presents returning early again bring the pacing back, despite a busy machine's hiccups")
    func earlyPresentsBringPacingBack() {
        var (pacer, now) = Self.vsynced()
        #expect(pacer.hasVsync)
        for frame in 0..<40 where !pacer.isPacing {
            now += frame % 5 == 4 ? 0.012 : 0.002  // every fifth frame is preempted
            now += pacer.didPresent(at: now)
        }
        #expect(pacer.isPacing && !pacer.hasVsync)
    }

    @Test("With vsync trusted, a run of fast presents (a dropped frame's catch-up) does not start pacing")
    func catchUpIsNotMissingVsync() {
        var (pacer, now) = Self.vsynced()
        for frame in 0..<200 {
            now += frame % 20 == 0 ? 0.001 : Self.period
            _ = pacer.didPresent(at: now, blockedFor: 0.008)
        }
        #expect(!pacer.isPacing)
    }

    @Test("After an idle wait, old intervals do not count, but what the display showed stays")
    func resetForgetsHistory() {
        var (pacer, now) = Self.vsynced()
        for _ in 0..<(FramePacer.evidenceNeeded - 1) {
            now += 0.001
            _ = pacer.didPresent(at: now)
        }
        pacer.reset()
        now += 0.001
        _ = pacer.didPresent(at: now)
        now += 0.001
        _ = pacer.didPresent(at: now)
        #expect(!pacer.isPacing, "seven early presents before the wait and two after are not eight in a row")
    }
}
