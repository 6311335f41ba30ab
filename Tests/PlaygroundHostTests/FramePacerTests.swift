@testable import PlaygroundHost
import Testing

@Suite("Frame pacing")
struct FramePacerTests {
    @Test("When presents wait for vsync, the pacer never sleeps")
    func vsyncHonoured() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        for _ in 0..<100 {
            now += 1.0 / 60
            #expect(pacer.didPresent(at: now) == 0)
        }
        #expect(!pacer.isPacing)
    }

    @Test("When presents return at once, the pacer takes over after a run of early frames and holds 60 Hz")
    func vsyncIgnored() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        var presents: [Double] = []
        for _ in 0..<40 {
            now += 0.001  // rendering and presenting take 1 ms
            presents.append(now)
            now += pacer.didPresent(at: now)
        }
        #expect(pacer.isPacing)
        let paced = presents.suffix(20)
        let intervals = zip(paced, paced.dropFirst()).map { $1 - $0 }
        for interval in intervals {
            #expect(abs(interval - 1.0 / 60) < 1e-9)
        }
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
        #expect(abs(wait - (1.0 / 60 - 0.001)) < 1e-9)
    }

    @Test("A busy machine's occasional slow frame does not hide an ignored vsync")
    func hiccupsDoNotHideMissingVsync() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        for frame in 0..<40 where !pacer.isPacing {
            now += frame % 5 == 4 ? 0.012 : 0.002  // every fifth frame is preempted
            now += pacer.didPresent(at: now)
        }
        #expect(pacer.isPacing)
    }

    @Test("With vsync working, a run of fast presents (a dropped frame's catch-up) does not start pacing")
    func catchUpIsNotMissingVsync() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        for frame in 0..<200 {
            now += frame % 20 == 0 ? 0.001 : 1.0 / 60
            _ = pacer.didPresent(at: now)
        }
        #expect(!pacer.isPacing)
    }

    @Test("After an idle wait, old intervals do not count")
    func resetForgetsHistory() {
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0
        for _ in 0..<(FramePacer.evidenceNeeded - 1) {
            now += 0.001
            _ = pacer.didPresent(at: now)
        }
        pacer.reset()
        now += 0.001
        _ = pacer.didPresent(at: now)
        now += 0.001
        _ = pacer.didPresent(at: now)
        #expect(!pacer.isPacing)
    }
}
